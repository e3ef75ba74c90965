import { LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Modal, Result } from 'antd';
import type { Profile } from '@k9/contracts';
import type { AccountValidity } from '@k9/domain/identity/rules/account-validity';
import { useEffect } from 'react';
import { formatDateTime } from '../../../app/datetime';
import { useSignOut } from '../hooks/use-sign-out';
import { IDENTITY_TEXT } from '../identity.messages';
import { ACCOUNT_TEXT } from './account.messages';

/** Developer tools (F12, Ctrl/Cmd+Shift+I/J/C, Ctrl/Cmd+U, Cmd+Opt+I) and Escape. */
const isBlockedKey = (event: KeyboardEvent): boolean => {
  const key = event.key.toLowerCase();
  const modifier = event.ctrlKey || event.metaKey;
  return (
    key === 'f12' ||
    key === 'escape' ||
    (modifier && event.shiftKey && ['i', 'j', 'c', 'k'].includes(key)) ||
    (modifier && event.altKey && ['i', 'j', 'c'].includes(key)) ||
    (modifier && key === 'u')
  );
};

/**
 * Spec 2 §4.2: for any state but admin or active the app is hidden behind this modal; developer shortcuts, the context
 * menu and Escape do nothing; the only action is logout, which goes to the site root. (The server refuses the
 * learner endpoints anyway: this is the user's view of it, not the protection.)
 */
export function AccountLockModal({ validity, profile }: { validity: AccountValidity; profile: Profile }) {
  const [signOut, signingOut] = useSignOut();

  useEffect(() => {
    const keys = (event: KeyboardEvent) => {
      if (!isBlockedKey(event)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const menu = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('keydown', keys, true);
    window.addEventListener('contextmenu', menu, true);
    return () => {
      window.removeEventListener('keydown', keys, true);
      window.removeEventListener('contextmenu', menu, true);
    };
  }, []);

  const { startDate, expiryDate } = profile.info;
  return (
    <Modal
      open
      centered
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={null}
      width={480}
      styles={{ mask: { backdropFilter: 'blur(8px)', background: 'rgba(15, 23, 42, 0.85)' } }}
      aria-label={ACCOUNT_TEXT.lockTitles[validity.state]}
    >
      <Result
        icon={<LockOutlined style={{ color: '#dc2626' }} />}
        title={ACCOUNT_TEXT.lockTitles[validity.state]}
        subTitle={
          <>
            <div>{ACCOUNT_TEXT.lockMessages[validity.state]}</div>
            {validity.state === 'not_started' && startDate ? (
              <div>
                {ACCOUNT_TEXT.startsOn}: {formatDateTime(startDate)}
              </div>
            ) : null}
            {validity.state === 'expired' && expiryDate ? (
              <div>
                {ACCOUNT_TEXT.expiredOn}: {formatDateTime(expiryDate)}
              </div>
            ) : null}
            <div style={{ marginTop: 8 }}>{ACCOUNT_TEXT.contact}</div>
          </>
        }
        extra={
          <Button type="primary" danger icon={<LogoutOutlined />} loading={signingOut} onClick={() => void signOut()}>
            {IDENTITY_TEXT.signOut}
          </Button>
        }
      />
    </Modal>
  );
}
