import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { REGISTER_MESSAGES as M } from '@k9/contracts/identity/identity.messages';
import { IDENTITY_LIMITS as L } from '@k9/contracts/identity/identity.rules';
import { errorMessage } from '../../../api/errors';
import { useChangePasswordMutation } from '../identity.api';
import { ACCOUNT_TEXT } from './account.messages';

type Values = { currentPassword?: string; newPassword: string; confirmPassword: string };
type Props = { open: boolean; onClose: () => void; /** After an admin set the password: cannot be dismissed, no current password asked. */ forced: boolean };

export function ChangePasswordModal({ open, onClose, forced }: Props) {
  const [form] = Form.useForm<Values>();
  const [change, { isLoading }] = useChangePasswordMutation();
  const { message } = App.useApp();

  const submit = async ({ currentPassword, newPassword }: Values) => {
    try {
      const result = await change({ newPassword, ...(forced ? {} : { currentPassword }) }).unwrap();
      void message.success(result.message);
      form.resetFields();
      onClose();
    } catch (error) {
      void message.error(errorMessage(error, ACCOUNT_TEXT.changeFailed));
    }
  };

  return (
    <Modal
      open={open}
      title={forced ? ACCOUNT_TEXT.forcedPasswordTitle : ACCOUNT_TEXT.changePassword}
      closable={!forced}
      maskClosable={!forced}
      keyboard={!forced}
      onCancel={forced ? undefined : onClose}
      footer={null}
      width={420}
    >
      {forced ? <Typography.Paragraph>{ACCOUNT_TEXT.forcedPasswordIntro}</Typography.Paragraph> : null}
      <Form form={form} layout="vertical" name="change-password" onFinish={submit} requiredMark={false}>
        {forced ? null : (
          <Form.Item label={ACCOUNT_TEXT.currentPassword} name="currentPassword" extra={ACCOUNT_TEXT.currentPasswordHint}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        <Form.Item
          label={ACCOUNT_TEXT.newPassword}
          name="newPassword"
          rules={[
            { required: true, message: M.passwordRequired },
            { min: L.passwordMin, message: M.passwordTooShort },
            { max: L.passwordMax, message: M.passwordTooLong },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={ACCOUNT_TEXT.confirmPassword}
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: M.confirmRequired },
            ({ getFieldValue }) => ({
              validator: (_rule, value) => (!value || getFieldValue('newPassword') === value ? Promise.resolve() : Promise.reject(new Error(M.confirmMismatch))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {ACCOUNT_TEXT.save}
        </Button>
      </Form>
    </Modal>
  );
}
