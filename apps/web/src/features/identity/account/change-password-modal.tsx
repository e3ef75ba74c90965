import { Button, Form, Input, Modal, Typography } from 'antd';
import { errorMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { NewPasswordFields } from '../components/new-password-fields';
import { SignOutButton } from '../components/sign-out-button';
import { useChangePasswordMutation } from '../identity.api';
import { ACCOUNT_TEXT } from './account.messages';

type Values = { currentPassword?: string; newPassword: string; confirmPassword: string };
type Props = { open: boolean; onClose: () => void; /** After an admin set the password: cannot be dismissed, no current password asked. */ forced: boolean };

export function ChangePasswordModal({ open, onClose, forced }: Props) {
  const [form] = Form.useForm<Values>();
  const [change, { isLoading }] = useChangePasswordMutation();
  const toast = useFormToast('change-password');

  const submit = async ({ currentPassword, newPassword }: Values) => {
    try {
      const result = await change({ newPassword, ...(forced ? {} : { currentPassword }) }).unwrap();
      toast.success(result.message);
      form.resetFields();
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, ACCOUNT_TEXT.changeFailed));
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
        <NewPasswordFields name="newPassword" label={ACCOUNT_TEXT.newPassword} confirmName="confirmPassword" confirmLabel={ACCOUNT_TEXT.confirmPassword} />
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {ACCOUNT_TEXT.save}
        </Button>
      </Form>
      {/* The modal cannot be dismissed: signing out is the other way out (someone else's computer, no time now). */}
      {forced ? (
        <div style={{ display: 'flex', justifyContent: 'center', marginTop: 12 }}>
          <SignOutButton />
        </div>
      ) : null}
    </Modal>
  );
}
