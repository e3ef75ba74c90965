import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorCode, errorMessage } from '../../../api/errors';
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
  // The forced change needs no current password when this session signed in with the one the admin set; otherwise
  // (a Gmail sign-in, say) the server asks for it (CURRENT_PASSWORD_REQUIRED) and the field appears.
  const [askCurrent, setAskCurrent] = useState(!forced);
  // The server's word on the current password, shown under its field until it is typed again.
  const [currentError, setCurrentError] = useState<string | null>(null);

  const submit = async ({ currentPassword, newPassword }: Values) => {
    try {
      const result = await change({ newPassword, ...(askCurrent ? { currentPassword } : {}) }).unwrap();
      toast.success(result.message);
      form.resetFields();
      onClose();
    } catch (error) {
      const message = errorMessage(error, ACCOUNT_TEXT.changeFailed);
      if (errorCode(error) === 'CURRENT_PASSWORD_REQUIRED' || errorCode(error) === 'WRONG_PASSWORD') {
        setAskCurrent(true);
        setCurrentError(message);
      }
      toast.error(message);
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
      <Form
        form={form}
        layout="vertical"
        name="change-password"
        onFinish={submit}
        requiredMark={false}
        onValuesChange={(changed: Partial<Values>) => ('currentPassword' in changed ? setCurrentError(null) : undefined)}
      >
        {askCurrent ? (
          <Form.Item
            label={ACCOUNT_TEXT.currentPassword}
            name="currentPassword"
            extra={forced ? ACCOUNT_TEXT.forcedCurrentPasswordHint : ACCOUNT_TEXT.currentPasswordHint}
            validateStatus={currentError ? 'error' : undefined}
            help={currentError ?? undefined}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        ) : null}
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
