import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { IDENTITY_TEXT } from '../identity.messages';
import { useSignOut } from '../hooks/use-sign-out';

export function SignOutButton() {
  const [signOut, signingOut] = useSignOut();
  return (
    <Button icon={<LogoutOutlined />} loading={signingOut} onClick={() => void signOut()}>
      {IDENTITY_TEXT.signOut}
    </Button>
  );
}
