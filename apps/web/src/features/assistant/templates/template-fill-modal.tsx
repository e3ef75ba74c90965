import type { VisiblePromptTemplate } from '@k9/domain/studio/prompt-templates/rules/prompt-templates';
import { Button, Form, Input, Modal, Typography, type InputRef } from 'antd';
import { useRef, type KeyboardEvent } from 'react';
import { useFormToast } from '../../../app/use-form-toast';
import { CHAT_TEXT } from '../assistant.messages';
import { filledTemplate, firstEmptyField, placeholderCount } from './template-fill';

const T = CHAT_TEXT.templates;

type Props = {
  template: VisiblePromptTemplate;
  onCancel: () => void;
  /** The filled text into the current chat's input. */
  onApply: (text: string) => void;
  /** The filled text into the input of a new chat. */
  onNewChat: (text: string) => void;
};
type Values = { fields?: string[] };

/**
 * The template fill-in modal (spec 2 §2.9, §5.8): one field per &&&, each required; Enter moves to the next field and
 * applies on the last; Cancel, Apply, New chat. The preview shows the prompt as it will be.
 */
export function TemplateFillModal({ template, onCancel, onApply, onNewChat }: Props) {
  const [form] = Form.useForm<Values>();
  const toast = useFormToast('assistant-template-fill');
  const count = placeholderCount(template.template);
  const fields = Form.useWatch('fields', form) ?? [];
  const inputs = useRef<(InputRef | null)[]>([]);

  const finish = (then: (text: string) => void) => {
    const values = (form.getFieldValue('fields') as string[] | undefined) ?? [];
    const empty = firstEmptyField(values, count);
    if (empty >= 0) {
      toast.warning(T.fillAll);
      void form.validateFields().catch(() => undefined);
      inputs.current[empty]?.focus();
      return;
    }
    then(filledTemplate(template.template, values.map((value) => value.trim())));
  };

  const keyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (index < count - 1) inputs.current[index + 1]?.focus();
    else finish(onApply);
  };

  return (
    <Modal
      open
      title={T.fillTitle(template.label)}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {T.cancel}
        </Button>,
        <Button key="new" onClick={() => finish(onNewChat)}>
          {T.newChat}
        </Button>,
        <Button key="apply" type="primary" onClick={() => finish(onApply)}>
          {T.apply}
        </Button>,
      ]}
    >
      <Form<Values> form={form} layout="vertical" name="assistant-template-fill" requiredMark={false}>
        {Array.from({ length: count }, (_, index) => (
          <Form.Item key={index} name={['fields', index]} label={T.field(index + 1)} rules={[{ required: true, whitespace: true, message: T.fieldRequired }]}>
            <Input
              ref={(element) => {
                inputs.current[index] = element;
              }}
              autoFocus={index === 0}
              placeholder={T.fieldPlaceholder}
              onKeyDown={keyDown(index)}
            />
          </Form.Item>
        ))}
      </Form>
      <Typography.Text type="secondary">{T.preview}</Typography.Text>
      <Typography.Paragraph data-role="template-preview" style={{ whiteSpace: 'pre-wrap', background: '#fafafa', padding: 8, borderRadius: 6, marginTop: 4 }}>
        {filledTemplate(
          template.template,
          Array.from({ length: count }, (_, index) => (fields[index]?.trim() ? fields[index] : undefined)),
        )}
      </Typography.Paragraph>
    </Modal>
  );
}
