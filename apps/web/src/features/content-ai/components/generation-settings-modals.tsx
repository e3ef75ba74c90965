import { AUDIO_FORMATS, GEMINI_VOICES, OPENAI_VOICES, SPEECH_SPEED } from '@k9/domain/ai/model-catalog';
import { VOICE_SYSTEM_MESSAGE_MAX, type ImageGenerationConfig, type VoiceGenerationConfig } from '@k9/domain/content-ai/rules/generation-configs';
import { AutoComplete, Form, Input, InputNumber, Modal, Select } from 'antd';
import { imageConfigOf, voiceConfigOf } from '../content-ai-configs';
import { CONTENT_AI_TEXT as TEXT } from '../content-ai.messages';
import { DiagramConfigModal } from './diagram-config-modal';
import { LoadState, ModelSelect } from './settings-parts';
import { useConfigEditor } from './use-config-editor';

export type GenerationSettings = 'voice' | 'image' | 'diagram';

const VOICES = [...OPENAI_VOICES, ...GEMINI_VOICES].map((value) => ({ value }));

/** Spec 3 screen 1 "voice settings" (VOICE_GENERATION_CONFIG): text model, system message and audio model required (§5); voice nova, mp3, speed 1 by default (§9). */
function VoiceSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const config = useConfigEditor<VoiceGenerationConfig>('VOICE_GENERATION_CONFIG', open, voiceConfigOf, { saved: TEXT.voiceSaved, saveFailed: TEXT.voiceSaveFailed });
  const { form, editor, save } = config;
  return (
    <Modal title={TEXT.voiceTitle} open={open} onCancel={onClose} onOk={() => form.submit()} okText={TEXT.save} cancelText={TEXT.cancel} confirmLoading={editor.saving} okButtonProps={{ disabled: !editor.ready }} width={720} destroyOnHidden>
      <LoadState config={config} />
      <Form form={form} layout="vertical" name="voice-generation-config" disabled={!editor.ready} onFinish={(values: VoiceGenerationConfig) => void save(values, onClose)}>
        <Form.Item name="textModel" label={TEXT.textModel} rules={[{ required: true, message: TEXT.textModelRequired }]}>
          <ModelSelect catalog={config.catalog} kind="text" label={TEXT.textModel} />
        </Form.Item>
        <Form.Item
          name="systemMessage"
          label={TEXT.systemMessage}
          rules={[
            { required: true, whitespace: true, message: TEXT.systemMessageRequired },
            { max: VOICE_SYSTEM_MESSAGE_MAX, message: TEXT.systemMessageTooLong },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} showCount={{ formatter: ({ count }) => `${count}/${VOICE_SYSTEM_MESSAGE_MAX}` }} />
        </Form.Item>
        <Form.Item name="audioModel" label={TEXT.audioModel} rules={[{ required: true, message: TEXT.audioModelRequired }]}>
          <ModelSelect catalog={config.catalog} kind="voice" label={TEXT.audioModel} />
        </Form.Item>
        <Form.Item name="voice" label={TEXT.voiceName} rules={[{ required: true, whitespace: true, message: TEXT.voiceRequired }]}>
          <AutoComplete options={VOICES} aria-label={TEXT.voiceName} filterOption={(typed, option) => (option?.value ?? '').toLowerCase().includes(typed.toLowerCase())} />
        </Form.Item>
        <Form.Item name="responseFormat" label={TEXT.responseFormat}>
          <Select aria-label={TEXT.responseFormat} options={AUDIO_FORMATS.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item name="speed" label={TEXT.speed}>
          <InputNumber aria-label={TEXT.speed} min={SPEECH_SPEED.min} max={SPEECH_SPEED.max} step={0.05} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Spec 3 screen 1 "image generation config" (IMAGE_GENERATION_CONFIG): the description model and its prompts, then the image model and its own. */
function ImageConfigModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const config = useConfigEditor<ImageGenerationConfig>('IMAGE_GENERATION_CONFIG', open, imageConfigOf, { saved: TEXT.imageSaved, saveFailed: TEXT.imageSaveFailed });
  const { form, editor, save } = config;
  return (
    <Modal title={TEXT.imageTitle} open={open} onCancel={onClose} onOk={() => form.submit()} okText={TEXT.save} cancelText={TEXT.cancel} confirmLoading={editor.saving} okButtonProps={{ disabled: !editor.ready }} width={760} destroyOnHidden>
      <LoadState config={config} />
      <Form form={form} layout="vertical" name="image-generation-config" disabled={!editor.ready} onFinish={(values: ImageGenerationConfig) => void save(values, onClose)}>
        <Form.Item name="descriptionModel" label={TEXT.descriptionModel} rules={[{ required: true, message: TEXT.descriptionModelRequired }]}>
          <ModelSelect catalog={config.catalog} kind="text" label={TEXT.descriptionModel} />
        </Form.Item>
        <Form.Item name="descriptionSystemMessage" label={TEXT.descriptionSystemMessage}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
        </Form.Item>
        <Form.Item name="englishPromptTemplate" label={TEXT.englishPromptTemplate} extra={TEXT.englishPromptHint}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
        </Form.Item>
        <Form.Item name="imageModel" label={TEXT.imageModel} rules={[{ required: true, message: TEXT.imageModelRequired }]}>
          <ModelSelect catalog={config.catalog} kind="image" label={TEXT.imageModel} />
        </Form.Item>
        <Form.Item name="imageSystemMessage" label={TEXT.imageSystemMessage}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
        </Form.Item>
        <Form.Item name="metaPrompt" label={TEXT.metaPrompt}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The generation settings the content screen opens from its 'Cài đặt AI' menu. */
export function GenerationSettingsModals({ open, onClose }: { open: GenerationSettings | null; onClose: () => void }) {
  return (
    <>
      <VoiceSettingsModal open={open === 'voice'} onClose={onClose} />
      <ImageConfigModal open={open === 'image'} onClose={onClose} />
      <DiagramConfigModal open={open === 'diagram'} onClose={onClose} />
    </>
  );
}
