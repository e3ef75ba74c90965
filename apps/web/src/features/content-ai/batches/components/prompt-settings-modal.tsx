import type { AiCatalogModel } from '@k9/contracts/ai/ai.types';
import { PROMPT_SETTINGS_SYSTEM_MAX } from '@k9/domain/content-ai/batches/prompt-settings';
import { Form, Input, Modal } from 'antd';
import { LoadState, ModelSelect } from '../../components/settings-parts';
import { useConfigEditor } from '../../components/use-config-editor';
import { AI_BATCH_TEXT as TEXT } from '../ai-batch.messages';

type PromptSettingsValue = { systemMessage: string; selectedModel: string; updatedAt?: string };

const promptSettingsOf = (stored: unknown, _models: readonly AiCatalogModel[]): PromptSettingsValue => {
  const value = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  return { systemMessage: typeof value.systemMessage === 'string' ? value.systemMessage : '', selectedModel: typeof value.selectedModel === 'string' ? value.selectedModel : '' };
};

/** Spec 3 screen 1 "prompt settings for AI quiz and content update" (prompt_settings): model and system message required (§5). */
export function PromptSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const config = useConfigEditor<PromptSettingsValue>('prompt_settings', open, promptSettingsOf, { saved: TEXT.promptSettingsSaved, saveFailed: TEXT.promptSettingsSaveFailed });
  const { form, editor, save } = config;
  return (
    <Modal title={TEXT.promptSettings} open={open} onCancel={onClose} onOk={() => form.submit()} okText={TEXT.save} cancelText={TEXT.cancel} confirmLoading={editor.saving} okButtonProps={{ disabled: !editor.ready }} width={720} destroyOnHidden>
      <LoadState config={config} />
      <Form form={form} layout="vertical" name="prompt-settings" disabled={!editor.ready} onFinish={(values: PromptSettingsValue) => void save({ ...values, updatedAt: new Date().toISOString() }, onClose)}>
        <Form.Item name="selectedModel" label={TEXT.model} rules={[{ required: true, message: TEXT.modelRequired }]}>
          <ModelSelect catalog={config.catalog} kind="text" label={TEXT.model} />
        </Form.Item>
        <Form.Item
          name="systemMessage"
          label={TEXT.systemMessage}
          rules={[
            { required: true, whitespace: true, message: TEXT.systemMessageRequired },
            { max: PROMPT_SETTINGS_SYSTEM_MAX, message: TEXT.systemMessageTooLong },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} showCount={{ formatter: ({ count }) => `${count}/${PROMPT_SETTINGS_SYSTEM_MAX}` }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
