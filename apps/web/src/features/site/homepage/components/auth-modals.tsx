import { AntdProviders } from '../../../../app/antd-providers';
import { LoginModal } from '../../../identity/sign-in/login-modal';
import { RegisterModal } from '../../../identity/register/register-modal';

export type AuthModal = 'none' | 'signIn' | 'register';

type Props = { open: AuthModal; used: { signIn: boolean; register: boolean }; onClose: () => void; loginError?: string | null };

/**
 * The login and register modals with antd's providers (their toasts use `App.useApp()`): one chunk loaded on
 * first use. A modal stays mounted once used, so the login's redirect timer outlives its closing.
 */
export function AuthModals({ open, used, onClose, loginError }: Props) {
  return (
    <AntdProviders>
      {used.signIn ? <LoginModal open={open === 'signIn'} onClose={onClose} loginError={loginError} /> : null}
      {used.register ? <RegisterModal open={open === 'register'} onClose={onClose} /> : null}
    </AntdProviders>
  );
}
