import { CASE_COUNT_LIMITS } from '@k9/domain/learning/cases/case-builder.options';
import { Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useFormToast } from '../../../app/use-form-toast';
import { useAiModelsQuery } from '../../ai/ai.api';
import { useGetSettingQuery, useSaveSettingMutation } from '../../site/site.api';
import { AreaLoading } from '../areas/shared/area-states';
import { CASE_TEXT as T } from './case-builder.messages';
import { AI_SETTINGS_TYPE, aiSettingsForm, canSaveAiSettings, type AiSettingsValues } from './ai-settings';
import { LoadFailure } from '../../../app/load-failure';

/** The modal closes this long after a successful save (spec 2 §8.2). */
export const SETTINGS_CLOSE_MS = 1_500;

/**
 * 'Cài đặt AI' (admins, spec 2 §2.6, §6, §8.2): the model, prompt and default counts every learner's case creation
 * uses (the shared setting ai_settings_for_user). Save is disabled until all four are given.
 */
export function AiSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<AiSettingsValues>();
  const toast = useFormToast('case-ai-settings');
  const stored = useGetSettingQuery(AI_SETTINGS_TYPE, { skip: !open, refetchOnMountOrArgChange: true });
  const catalog = useAiModelsQuery(undefined, { skip: !open });
  const [save, { isLoading: saving }] = useSaveSettingMutation();
  const values = Form.useWatch([], form) as AiSettingsValues | undefined;
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);

  const loaded = stored.data && !stored.isFetching ? stored.data : undefined;
  const current = loaded ? aiSettingsForm(loaded.setting) : null;
  const models = (catalog.data?.models ?? []).filter((model) => model.kind === 'text' && (!model.hidden || model.id === current?.selectedModel));

  const submit = async () => {
    if (!loaded || !values || !canSaveAiSettings(values)) return;
    const setting = { selectedModel: values.selectedModel, prompt: values.prompt?.trim(), mcqCount: values.mcqCount, essayCount: values.essayCount };
    try {
      await save({ type: AI_SETTINGS_TYPE, setting, id: loaded.id, version: loaded.version }).unwrap();
      toast.success(T.settingsSaved);
      closing.current = setTimeout(onClose, SETTINGS_CLOSE_MS);
    } catch {
      toast.error(T.settingsSaveFailed);
    }
  };

  let body;
  if (stored.error) body = <LoadFailure error={stored.error} fallback={T.loadFailed} onRetry={() => void stored.refetch()} />;
  else if (!current) body = <AreaLoading />;
  else
    body = (
      <Form<AiSettingsValues> form={form} layout="vertical" initialValues={current} onFinish={() => void submit()}>
        <Form.Item name="selectedModel" label={T.model} required>
          <Select
            placeholder={T.chooseModel}
            loading={catalog.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={models.map((model) => ({ value: model.id, label: model.displayName }))}
          />
        </Form.Item>
        <Form.Item name="prompt" label={T.prompt} required>
          <Input.TextArea placeholder={T.promptPlaceholder} autoSize={{ minRows: 5, maxRows: 14 }} maxLength={20_000} />
        </Form.Item>
        <Space size={16} wrap>
          <Form.Item name="mcqCount" label={T.settingsMcqCount} required>
            <InputNumber min={0} max={CASE_COUNT_LIMITS.mcqMax} precision={0} />
          </Form.Item>
          <Form.Item name="essayCount" label={T.settingsEssayCount} required>
            <InputNumber min={0} max={CASE_COUNT_LIMITS.essayMax} precision={0} />
          </Form.Item>
        </Space>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" htmlType="submit" loading={saving} disabled={!values || !canSaveAiSettings(values)}>
            {T.save}
          </Button>
        </Space>
      </Form>
    );

  return (
    <Modal open={open} title={T.aiSettingsTitle} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      {body}
    </Modal>
  );
}

