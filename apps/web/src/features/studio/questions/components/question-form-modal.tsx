import type { QuestionRecord } from '@k9/contracts';
import { QUESTION_LEVELS } from '@k9/domain/studio/questions/question.types';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import type { QuestionForm } from '../questions.api';
import { QUESTIONS_TEXT as TEXT } from '../questions.messages';

type Props = {
  /** null: a new question. */
  editing: QuestionRecord | null;
  open: boolean;
  saving: boolean;
  onSave: (values: QuestionForm) => Promise<void>;
  onClose: () => void;
};

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** The question form (spec 3 §5): question, category ('Vui lòng nhập loại câu hỏi') and level required. */
export function QuestionFormModal({ editing, open, saving, onSave, onClose }: Props) {
  const [form] = Form.useForm<QuestionForm>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ question: editing.question, category: editing.category ?? '', level: editing.level ?? undefined });
  }, [open, editing, form]);

  const submit = async (values: QuestionForm) => onSave({ question: values.question.trim(), category: values.category.trim(), level: values.level });

  return (
    <Modal
      open={open}
      title={editing ? TEXT.editTitle : TEXT.createTitle}
      okText={TEXT.save}
      cancelText={TEXT.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} name="question-form">
        <Form.Item name="question" label={TEXT.question} rules={required(TEXT.questionRequired)}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
        </Form.Item>
        <Form.Item name="category" label={TEXT.category} rules={required(TEXT.categoryRequired)}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="level" label={TEXT.level} rules={[{ required: true, message: TEXT.levelRequired }]}>
          <Select aria-label={TEXT.level} options={QUESTION_LEVELS.map((level) => ({ value: level, label: TEXT.levels[level] }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
