import { diagramConfigRefusal, DIAGRAM_PROMPT_MAX, DIAGRAM_QUANTITY, DIAGRAM_TYPES, type ResolvedDiagramConfig } from '@k9/domain/content-ai/rules/diagram-config';
import type { DiagramMode } from '@k9/domain/content/content.types';
import { Alert, Form, Input, InputNumber, Modal, Select, Tabs, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { diagramConfigOf } from '../content-ai-configs';
import { diagramTabFields } from '../content-ai-diagram';
import { useContentAiQueueQuery } from '../content-ai.api';
import { CONTENT_AI_TEXT as TEXT } from '../content-ai.messages';
import { LoadState, ModelSelect } from './settings-parts';
import { useConfigEditor, type ConfigEditor } from './use-config-editor';

type Config = ResolvedDiagramConfig;
type StepModel = 'ai1Model' | 'ai2Model' | 'ai3Model' | 'ai4Model';
type StepPrompt = 'ai1Prompt' | 'ai2Prompt' | 'ai3Prompt' | 'ai4Prompt';

const TYPE_LABELS: Record<(typeof DIAGRAM_TYPES)[number], string> = { excalidraw: 'Excalidraw', c4: 'C4', plantuml: 'PlantUML', blockdiag: 'BlockDiag' };
const label = (field: keyof Config) => TEXT.diagramFieldLabel[field];
const required = (field: keyof Config): Rule => ({ required: true, whitespace: true, message: TEXT.diagramFieldRequired(label(field)) });
const QUANTITY_RULE: Rule = {
  validator: (_, value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= DIAGRAM_QUANTITY.min && value <= DIAGRAM_QUANTITY.max ? Promise.resolve() : Promise.reject(new Error(TEXT.quantityInvalid)),
};

/** One step of a mode: its model (aiModel until an admin picks another) and its prompt, both required for the mode (spec 3 §5). */
function Step({ config, model, prompt }: { config: ConfigEditor<Config>; model: StepModel; prompt: StepPrompt }) {
  return (
    <>
      <Form.Item name={model} label={label(model)} rules={[required(model)]}>
        <ModelSelect catalog={config.catalog} kind="text" label={label(model)} />
      </Form.Item>
      <Form.Item name={prompt} label={label(prompt)} rules={[required(prompt), { max: DIAGRAM_PROMPT_MAX, message: TEXT.diagramPromptTooLong(label(prompt)) }]}>
        <Input.TextArea aria-label={label(prompt)} autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
    </>
  );
}

/**
 * Spec 3 screen 1 "diagram generation config" (DIAGRAM_GENERATION_CONFIG, spec 3 §3): the default model and the
 * quantity (1-10) over two tabs, Kroki (diagram type, AI1 → AI2 → AI3) and HTML (AI4). A save checks the open tab's
 * mode as the server checks it before queuing (spec 3 §5: Kroki needs diagramType, aiModel and AI1-AI3; HTML needs
 * aiModel and AI4) and names what is missing in the same words; the other tab's fields are kept as they are.
 */
export function DiagramConfigModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const config = useConfigEditor<Config>('DIAGRAM_GENERATION_CONFIG', open, diagramConfigOf, { saved: TEXT.diagramSaved, saveFailed: TEXT.diagramSaveFailed });
  const { form, editor, save } = config;
  const [tab, setTab] = useState<DiagramMode>('kroki');
  const [problem, setProblem] = useState<string | null>(null);
  const { krokiUnavailable } = useContentAiQueueQuery('diagram', { skip: !open, selectFromResult: ({ data }) => ({ krokiUnavailable: data?.krokiUnavailable ?? null }) });

  const submit = async () => {
    try {
      await form.validateFields(diagramTabFields(tab));
    } catch {
      setProblem(diagramConfigRefusal(form.getFieldsValue(true) as Config, tab));
      return;
    }
    setProblem(null);
    await save(form.getFieldsValue(true) as Config, onClose);
  };

  const tabs = [
    {
      key: 'kroki' as const,
      label: TEXT.diagramTab.kroki,
      forceRender: true,
      children: (
        <>
          <Typography.Paragraph type="secondary">{TEXT.diagramTabHint.kroki}</Typography.Paragraph>
          {krokiUnavailable ? <Alert type="warning" showIcon title={krokiUnavailable} style={{ marginBottom: 16 }} /> : null}
          <Form.Item name="diagramType" label={label('diagramType')} rules={[required('diagramType')]}>
            <Select aria-label={label('diagramType')} options={DIAGRAM_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))} />
          </Form.Item>
          <Step config={config} model="ai1Model" prompt="ai1Prompt" />
          <Step config={config} model="ai2Model" prompt="ai2Prompt" />
          <Step config={config} model="ai3Model" prompt="ai3Prompt" />
        </>
      ),
    },
    {
      key: 'html' as const,
      label: TEXT.diagramTab.html,
      forceRender: true,
      children: (
        <>
          <Typography.Paragraph type="secondary">{TEXT.diagramTabHint.html}</Typography.Paragraph>
          <Step config={config} model="ai4Model" prompt="ai4Prompt" />
        </>
      ),
    },
  ];

  return (
    <Modal
      title={TEXT.diagramTitle}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={TEXT.save}
      cancelText={TEXT.cancel}
      confirmLoading={editor.saving}
      okButtonProps={{ disabled: !editor.ready }}
      width={820}
      destroyOnHidden
    >
      <LoadState config={config} />
      {problem ? <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" name="diagram-generation-config" disabled={!editor.ready} onValuesChange={() => setProblem(null)}>
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: 16 }}>
          <Form.Item name="aiModel" label={label('aiModel')} extra={TEXT.aiModelHint} rules={[required('aiModel')]}>
            <ModelSelect catalog={config.catalog} kind="text" label={label('aiModel')} />
          </Form.Item>
          <Form.Item name="quantity" label={label('quantity')} extra={TEXT.quantityHint} rules={[QUANTITY_RULE]}>
            <InputNumber aria-label={label('quantity')} min={DIAGRAM_QUANTITY.min} max={DIAGRAM_QUANTITY.max} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Tabs activeKey={tab} onChange={(key) => setTab(key as DiagramMode)} items={tabs} />
      </Form>
    </Modal>
  );
}
