import { Button, Checkbox, Form, Input, Modal, Segmented, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { REGISTER_MESSAGES as M } from '@k9/contracts/identity/identity.messages';
import { IDENTITY_LIMITS as L, normalizePhone, REGISTER_PHONE_PATTERN, USERNAME_PATTERN } from '@k9/contracts/identity/identity.rules';
import { trialPeriod } from '@k9/domain/identity/rules/account-validity';
import { errorCode, errorMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useGetSignInOptionsQuery, useRegisterAccountMutation, type RegisterPayload } from '../identity.api';
import { IDENTITY_TEXT } from '../identity.messages';
import { NewPasswordFields } from '../components/new-password-fields';
import { TermsModal } from './terms-modal';

const CLOSE_DELAY_MS = 1000;

type Mode = 'gmail' | 'username';
type Values = { name: string; phone: string; email?: string; username?: string; password?: string; confirmPassword?: string; terms: boolean };
type Props = { open: boolean; onClose: () => void };

/** The server normalises the number (spaces, dots, dashes, +84); the form checks what it will check. */
const phoneRule = {
  validator: (_rule: unknown, value: unknown) =>
    typeof value !== 'string' || !value.trim() || REGISTER_PHONE_PATTERN.test(normalizePhone(value.trim())) ? Promise.resolve() : Promise.reject(new Error(M.phoneInvalid)),
};

/**
 * Spec 1 §2.5 and §4: Gmail mode first (then username mode after any close), the terms must be ticked, success closes
 * after one second and resets the form, the mode and the terms; USER_EXIST keeps the modal open. While Google sign-in
 * is not configured a Gmail-mode account could never sign in: the modal then shows the username form alone, without
 * a mode to choose and without a notice about a mode the visitor cannot use.
 */
export function RegisterModal({ open, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const [chosenMode, setMode] = useState<Mode>('gmail');
  const { data: options } = useGetSignInOptionsQuery(undefined, { skip: !open });
  const gmailOffered = options?.google !== false;
  const mode: Mode = gmailOffered ? chosenMode : 'username';
  const [termsOpen, setTermsOpen] = useState(false);
  const [register, { isLoading }] = useRegisterAccountMutation();
  const toast = useFormToast('register');
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => {
    form.resetFields();
    setMode('username');
    onClose();
  };

  const submit = async (values: Values) => {
    const now = Date.now();
    const trial = trialPeriod(now);
    const payload: RegisterPayload = {
      name: values.name.trim(),
      phone: values.phone.trim(),
      ...(mode === 'gmail' ? { email: values.email?.trim() } : { username: values.username?.trim(), password: values.password }),
      // The server computes the trial itself; these are only what the form shows.
      info: { ...trial, termsAccepted: true, termsAcceptedDate: new Date(now).toISOString() },
    };
    try {
      await register(payload).unwrap();
      toast.success(M.success);
      closeTimer.current = setTimeout(close, CLOSE_DELAY_MS);
    } catch (error) {
      if (errorCode(error) === 'USER_EXIST') toast.warning(errorMessage(error, M.failed));
      else toast.error(errorMessage(error, M.failed));
    }
  };

  return (
    <Modal open={open} title={IDENTITY_TEXT.register} onCancel={close} footer={null} width={460} destroyOnHidden={false}>
      {gmailOffered ? (
        <Segmented<Mode>
          block
          value={mode}
          onChange={setMode}
          options={[
            { label: IDENTITY_TEXT.modeGmail, value: 'gmail' },
            { label: IDENTITY_TEXT.modeUsername, value: 'username' },
          ]}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form form={form} layout="vertical" name="register" onFinish={submit} requiredMark={false} initialValues={{ terms: false }}>
        <Form.Item
          label={IDENTITY_TEXT.nameLabel}
          name="name"
          rules={[
            { required: true, whitespace: true, message: M.nameRequired },
            { min: L.nameMin, message: M.nameTooShort },
            { max: L.nameMax, message: M.nameTooLong },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          label={IDENTITY_TEXT.phoneLabel}
          name="phone"
          rules={[
            { required: true, whitespace: true, message: M.phoneRequired },
            phoneRule,
          ]}
        >
          <Input autoComplete="tel" inputMode="numeric" />
        </Form.Item>
        {mode === 'gmail' ? (
          <Form.Item
            label={IDENTITY_TEXT.gmailLabel}
            name="email"
            extra={IDENTITY_TEXT.gmailModeHint}
            rules={[
              { required: true, whitespace: true, message: M.gmailRequired },
              { type: 'email', message: M.gmailInvalid },
            ]}
          >
            <Input autoComplete="email" inputMode="email" />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              label={IDENTITY_TEXT.usernameLabel}
              name="username"
              rules={[
                { required: true, whitespace: true, message: M.usernameRequired },
                { min: L.usernameMin, message: M.usernameTooShort },
                { max: L.usernameMax, message: M.usernameTooLong },
                { pattern: USERNAME_PATTERN, message: M.usernameCharacters },
              ]}
            >
              <Input autoComplete="username" />
            </Form.Item>
            <NewPasswordFields name="password" label={IDENTITY_TEXT.passwordLabel} confirmName="confirmPassword" confirmLabel={IDENTITY_TEXT.confirmPasswordLabel} />
          </>
        )}
        <Form.Item
          name="terms"
          valuePropName="checked"
          rules={[{ validator: (_rule, value) => (value ? Promise.resolve() : Promise.reject(new Error(M.termsRequired))) }]}
        >
          <Checkbox>
            {IDENTITY_TEXT.termsAgree}{' '}
            <Typography.Link
              onClick={(event) => {
                event.preventDefault();
                setTermsOpen(true);
              }}
            >
              {IDENTITY_TEXT.termsLink}
            </Typography.Link>
          </Checkbox>
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          {IDENTITY_TEXT.trialNote}
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {mode === 'gmail' ? IDENTITY_TEXT.registerWithGmail : IDENTITY_TEXT.register}
        </Button>
      </Form>
      <TermsModal open={termsOpen} onClose={() => setTermsOpen(false)} />
    </Modal>
  );
}
