import { CONTACT_MESSAGES } from '@k9/domain/contact/contact.messages';
import { CONTACT_LIMITS } from '@k9/domain/contact/rules/contact-fields';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { failureMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useGetProfileQuery } from '../../identity/identity.api';
import { useSendContactEmailMutation } from '../../contact/contact.api';
import { FLOATING_TEXT as T } from './floating.messages';

type EmailValues = { email: string; name?: string; subject?: string; message: string };

/**
 * The e-mail contact (spec 2 §5.4, §8.3): the learner's address (their profile's, editable; required), a message,
 * sent to the school by POST /api/email/send.
 */
export function EmailModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<EmailValues>();
  const toast = useFormToast('contact-email');
  const { data: profile } = useGetProfileQuery();
  const [send, { isLoading }] = useSendContactEmailMutation();

  useEffect(() => {
    if (!open || !profile) return;
    // The profile's e-mail and name, unless the learner already typed their own.
    if (!form.isFieldTouched('email')) form.setFieldValue('email', profile.email ?? '');
    if (!form.isFieldTouched('name')) form.setFieldValue('name', profile.name ?? '');
  }, [open, profile, form]);

  const submit = async ({ email, name, subject, message }: EmailValues) => {
    try {
      await send({ email: email.trim(), message, ...(name?.trim() ? { name: name.trim() } : {}), ...(subject?.trim() ? { subject: subject.trim() } : {}) }).unwrap();
      toast.success(CONTACT_MESSAGES.sent);
      form.resetFields(['subject', 'message']);
      onClose();
    } catch (error) {
      toast.error(failureMessage(CONTACT_MESSAGES.sendFailed, error));
    }
  };

  return (
    <Modal
      open={open}
      title={T.emailTitle}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={T.send}
      cancelText={T.cancel}
      confirmLoading={isLoading}
      width={520}
      forceRender
    >
      <Form<EmailValues> form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark="optional">
        <Form.Item
          name="email"
          label={T.emailField}
          rules={[
            { required: true, whitespace: true, message: CONTACT_MESSAGES.emailRequired },
            { type: 'email', message: CONTACT_MESSAGES.emailInvalid },
            { max: CONTACT_LIMITS.email, message: CONTACT_MESSAGES.emailTooLong },
          ]}
        >
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item name="name" label={T.nameField} rules={[{ max: CONTACT_LIMITS.name, message: CONTACT_MESSAGES.nameTooLong }]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="subject" label={T.subjectField} rules={[{ max: CONTACT_LIMITS.subject, message: CONTACT_MESSAGES.subjectTooLong }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="message"
          label={T.messageField}
          rules={[
            { required: true, whitespace: true, message: CONTACT_MESSAGES.messageRequired },
            { max: CONTACT_LIMITS.message, message: CONTACT_MESSAGES.messageTooLong },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} placeholder={T.messagePlaceholder} showCount maxLength={CONTACT_LIMITS.message} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
