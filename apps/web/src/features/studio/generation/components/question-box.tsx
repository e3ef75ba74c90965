import { SendOutlined, UndoOutlined } from '@ant-design/icons';
import { STUDIO_LIMITS, type AiFlowConfig } from '@k9/domain/studio/flow-configs/flow-config.types';
import { Button, Card, Form, Input, InputNumber, Select } from 'antd';
import { GENERATION_TEXT as TEXT } from '../ai-generation.messages';
import { flowHasImages, lengthOf, type GenerationForm } from '../generation-form';

type Props = {
  form: GenerationForm;
  onChange: (changes: Partial<GenerationForm>) => void;
  flows: AiFlowConfig[];
  flowsLoading: boolean;
  onSend: () => void;
  onReset: () => void;
  sending: boolean;
  hasResult: boolean;
};

/** Spec 1 §2.7 question box: the question, then the config block (flow, length, style, image count), reset and send. */
export function QuestionBox({ form, onChange, flows, flowsLoading, onSend, onReset, sending, hasResult }: Props) {
  const flow = flows.find((entry) => entry.id === form.flowId);
  const blank = !form.prompt.trim();
  return (
    <Card size="small" title={TEXT.questionLabel}>
      <Input.TextArea
        aria-label={TEXT.questionLabel}
        placeholder={TEXT.questionPlaceholder}
        value={form.prompt}
        onChange={(event) => onChange({ prompt: event.target.value })}
        autoSize={{ minRows: 4, maxRows: 12 }}
        maxLength={10_000}
      />
      <Form layout="vertical" size="small" style={{ marginTop: 12 }} component="div">
        <Form.Item label={TEXT.flow} htmlFor="generation-flow" style={{ marginBottom: 8 }}>
          <Select
            id="generation-flow"
            aria-label={TEXT.flow}
            placeholder={TEXT.flowPlaceholder}
            loading={flowsLoading}
            value={form.flowId ?? undefined}
            onChange={(flowId: number) => onChange({ flowId })}
            options={flows.map((entry) => ({ value: entry.id, label: entry.name }))}
          />
        </Form.Item>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item label={TEXT.length} htmlFor="generation-length" style={{ marginBottom: 8, flex: 1 }}>
            <InputNumber
              id="generation-length"
              aria-label={TEXT.length}
              min={STUDIO_LIMITS.lengthMin}
              max={STUDIO_LIMITS.lengthMax}
              step={50}
              value={form.expectedLength}
              onChange={(value) => onChange({ expectedLength: typeof value === 'number' ? value : null })}
              // Anything that is not a number falls back to 100, and the length stays within 100-2000 (spec 1 §5).
              onBlur={() => onChange({ expectedLength: lengthOf(form.expectedLength) })}
              style={{ width: '100%' }}
            />
          </Form.Item>
          {flowHasImages(flow) ? (
            <Form.Item label={TEXT.imageCount} htmlFor="generation-images" style={{ marginBottom: 8, flex: 1 }}>
              <InputNumber
                id="generation-images"
                aria-label={TEXT.imageCount}
                min={STUDIO_LIMITS.imageCountMin}
                max={STUDIO_LIMITS.imageCountMax}
                precision={0}
                value={form.imageCount}
                onChange={(value) => onChange({ imageCount: typeof value === 'number' ? value : STUDIO_LIMITS.imageCountDefault })}
                style={{ width: '100%' }}
              />
            </Form.Item>
          ) : null}
        </div>
        <Form.Item label={TEXT.writingStyle} htmlFor="generation-style" style={{ marginBottom: 12 }}>
          <Input id="generation-style" aria-label={TEXT.writingStyle} value={form.writingStyle} maxLength={100} onChange={(event) => onChange({ writingStyle: event.target.value })} />
        </Form.Item>
      </Form>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button icon={<UndoOutlined />} onClick={onReset}>
          {TEXT.reset}
        </Button>
        <Button type="primary" icon={<SendOutlined />} disabled={blank || form.flowId === null} loading={sending} onClick={onSend}>
          {hasResult ? TEXT.resend : TEXT.send}
        </Button>
      </div>
    </Card>
  );
}
