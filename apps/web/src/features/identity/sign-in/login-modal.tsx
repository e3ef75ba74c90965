import { Alert, Button, Divider, Form, Input, Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, errorStatus } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useSignInWithUsernameMutation, type UsernameCredentials } from '../identity.api';
import { IDENTITY_TEXT } from '../identity.messages';
import { GmailButton } from './gmail-button';

const REDIRECT_DELAY_MS = 1000;

type Props = {
  open: boolean;
  onClose: () => void;
  /** Why the last Google sign-in came back without a session (`?loginError=` on the homepage). */
  loginError?: string | null;
};

/** Spec 1 §2.4: Gmail button, divider, username form; on success close, then go to /home after one second. */
export function LoginModal({ open, onClose, loginError }: Props) {
  const [form] = Form.useForm<UsernameCredentials>();
  const [signIn, { isLoading }] = useSignInWithUsernameMutation();
  const toast = useFormToast('sign-in');
  const navigate = useNavigate();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const submit = async (values: UsernameCredentials) => {
    try {
      const result = await signIn({ username: values.username.trim(), password: values.password }).unwrap();
      if (!result.success) {
        toast.error(result.message || IDENTITY_TEXT.signInFailed);
        return;
      }
      toast.success(IDENTITY_TEXT.signInSuccess);
      form.resetFields();
      onClose();
      redirectTimer.current = setTimeout(() => navigate('/home'), REDIRECT_DELAY_MS);
    } catch (error) {
      const fallback = typeof errorStatus(error) === 'number' ? IDENTITY_TEXT.signInFailed : IDENTITY_TEXT.signInException;
      toast.error(errorMessage(error, fallback));
    }
  };

  return (
    <Modal open={open} title={IDENTITY_TEXT.signIn} onCancel={onClose} footer={null} width={420} destroyOnHidden>
      {loginError ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={IDENTITY_TEXT.loginErrors[loginError] ?? IDENTITY_TEXT.loginErrors.google_failed} />
      ) : null}
      <GmailButton />
      <Divider plain>{IDENTITY_TEXT.or}</Divider>
      <Form form={form} layout="vertical" name="login" onFinish={submit} requiredMark={false} autoComplete="on">
        <Form.Item
          label={IDENTITY_TEXT.usernameLabel}
          name="username"
          rules={[{ required: true, whitespace: true, message: IDENTITY_TEXT.usernameRequired }]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          label={IDENTITY_TEXT.passwordLabel}
          name="password"
          rules={[{ required: true, message: IDENTITY_TEXT.passwordRequired }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {IDENTITY_TEXT.signIn}
        </Button>
      </Form>
    </Modal>
  );
}
