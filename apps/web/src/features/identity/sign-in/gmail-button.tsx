import { GoogleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ROUTES } from '@k9/contracts/routes';
import { PATHS } from '../../../routes/paths';
import { IDENTITY_TEXT } from '../identity.messages';

/** A full-page visit to the server's Google sign-in, coming back to /home (spec 1 §2.4). */
export function GmailButton() {
  return (
    <Button block size="large" icon={<GoogleOutlined />} onClick={() => window.location.assign(ROUTES.loginGoogle(PATHS.k9Home))}>
      {IDENTITY_TEXT.signInWithGmail}
    </Button>
  );
}
