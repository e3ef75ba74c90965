import { Alert, Button, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useGetAuditStreamQuery } from '../../admin/audit/audit.api';
import { AuditTimeline } from '../../admin/audit/audit-timeline';
import { useAiModelsQuery } from '../../ai/ai.api';
import { modelOptions } from '../../ai/model-options';
import { useSettingEditor } from '../setting-editor/use-setting-editor';
import { settingStreamId } from '../setting-types';
import { builtInGrading, GRADING_PROMPT_MAX, GRADING_SETTING_TYPE, gradingSetting, gradingValues, gradingVersions, promptPreview, type GradingValues } from './grading-setting';
import { GRADING_TEXT as TEXT } from './grading-setting.messages';
import { LoadFailure } from '../../../app/load-failure';

const HEADING_ID = 'k9-grading-versions';

/**
 * QUIZ_GRADING_SETTING as a form (issue 24 §2): the model that grades essays and its instructions, the built-in prompt
 * filled in while nothing is saved, and every saved version listed, each one loadable into the form to save again.
 */
export function GradingSettingForm() {
  const [form] = Form.useForm<GradingValues>();
  const toast = useFormToast('grading-setting');
  const catalog = useAiModelsQuery();
  // The form starts from the server's grading default, so it waits for the catalog that names it.
  const defaultModel = catalog.data?.defaults.essayGrading;
  const editor = useSettingEditor(GRADING_SETTING_TYPE, {
    skip: !defaultModel,
    fromStored: (stored) => gradingValues(stored, defaultModel ?? ''),
    toSetting: gradingSetting,
    holder: {
      read: () => ({ model: form.getFieldValue('model') ?? '', prompt: form.getFieldValue('prompt') ?? '' }),
      fill: (values) => {
        form.setFieldsValue(values);
        form.setFields([{ name: 'prompt', errors: [] }]);
      },
    },
  });
  const audit = useGetAuditStreamQuery(editor.ready ? settingStreamId(GRADING_SETTING_TYPE) : skipToken);
  const versions = gradingVersions(audit.data?.data ?? [], defaultModel ?? '');
  const chosenModel = Form.useWatch('model', form);

  const save = async () => {
    try {
      await editor.save();
      toast.success(TEXT.saved);
    } catch (saveError) {
      toast.error(errorMessage(saveError, TEXT.saveFailed));
    }
  };

  const load = (values: GradingValues) => form.setFieldsValue(values);

  if (catalog.error) return <LoadFailure error={catalog.error} fallback={TEXT.loadFailed} onRetry={catalog.refetch} />;
  if (editor.loadError && !editor.ready) return <LoadFailure error={editor.loadError} fallback={TEXT.loadFailed} onRetry={editor.reload} />;

  return (
    <>
      {editor.newerVersion !== null ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={TEXT.staleTitle}
          action={
            <Button size="small" onClick={() => void editor.reload()}>
              {TEXT.reload}
            </Button>
          }
        />
      ) : null}
      <Form<GradingValues> form={form} layout="vertical" name="grading-setting" onFinish={() => void save()} requiredMark={false} disabled={!editor.ready}>
        <Form.Item label={TEXT.model} name="model" rules={[{ required: true, whitespace: true, message: TEXT.modelRequired }]}>
          <Select
            showSearch={{ optionFilterProp: 'title' }}
            loading={catalog.isLoading}
            options={modelOptions(catalog.data?.models ?? [], 'text', chosenModel)}
          />
        </Form.Item>
        <Form.Item
          label={TEXT.prompt}
          name="prompt"
          extra={editor.base?.id === null ? TEXT.builtInInUse : TEXT.versionInUse(editor.base?.version ?? 0)}
          rules={[
            { required: true, whitespace: true, message: TEXT.promptRequired },
            { max: GRADING_PROMPT_MAX, message: TEXT.promptTooLong },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 8, maxRows: 20 }} spellCheck={false} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={editor.saving}>
            {TEXT.save}
          </Button>
          <Button onClick={() => load(builtInGrading(defaultModel ?? ''))}>{TEXT.useBuiltIn}</Button>
        </Space>
      </Form>

      <section aria-labelledby={HEADING_ID} style={{ marginTop: 24, display: 'grid', gap: 8 }}>
        <Typography.Title level={2} id={HEADING_ID} style={{ fontSize: 16, margin: 0 }}>
          {TEXT.versions}
        </Typography.Title>
        <AuditTimeline
          labelledBy={HEADING_ID}
          isLoading={audit.isLoading}
          error={audit.error}
          onRetry={audit.refetch}
          items={versions}
          entryOf={(version) => version.entry}
          texts={{ loadFailed: TEXT.versionsLoadFailed, empty: TEXT.versionsEmpty, system: TEXT.system }}
          head={(version) => (
            <>
              <Typography.Text type="secondary">{TEXT.version(version.version)}</Typography.Text>
              {version.version === editor.base?.version ? <Tag color="green">{TEXT.current}</Tag> : null}
              <span style={{ flex: 1 }} />
              <Button size="small" onClick={() => load(version.values)}>
                {TEXT.useVersion}
              </Button>
            </>
          )}
          body={(version) => (
            <Typography.Text type="secondary">
              {version.values.model} · {promptPreview(version.values.prompt)}
            </Typography.Text>
          )}
        />
      </section>
    </>
  );
}
