import type { ThesisView } from '@k9/contracts';
import { Form, Input, Modal } from 'antd';
import { refusalMessage } from '../../../api/errors';
import type { FormToast } from '../../../app/use-form-toast';
import { useCreateThesisMutation } from '../thesis.api';
import type { ThesisFields } from '../thesis-form';
import { THESIS_TEXT as T } from '../thesis.messages';

/** A new thesis with an empty chat list (spec 2 §2.10): a name is required. */
export function CreateThesisModal({ toast, onClose, onCreated }: { toast: FormToast; onClose: () => void; onCreated: (thesis: ThesisView) => void }) {
  const [form] = Form.useForm<ThesisFields>();
  const [create, creating] = useCreateThesisMutation();
  const submit = async (values: ThesisFields) => {
    try {
      const thesis = await create({ name: values.name.trim(), content: values.content?.trim() ?? '', summary: values.summary?.trim() ?? '' }).unwrap();
      toast.success(T.created);
      onCreated(thesis);
    } catch (error) {
      toast.error(refusalMessage(error, T.saveFailed));
    }
  };
  return (
    <Modal open title={T.createTitle} onCancel={onClose} okText={T.create} cancelText={T.cancel} onOk={() => form.submit()} confirmLoading={creating.isLoading} destroyOnHidden style={{ maxWidth: 'calc(100vw - 16px)' }}>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="name" label={T.name} rules={[{ required: true, whitespace: true, message: T.nameRequired }]}>
          <Input aria-label={T.name} maxLength={200} autoFocus />
        </Form.Item>
        <Form.Item name="content" label={T.content}>
          <Input.TextArea aria-label={T.content} autoSize={{ minRows: 2, maxRows: 8 }} />
        </Form.Item>
        <Form.Item name="summary" label={T.summary}>
          <Input.TextArea aria-label={T.summary} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
