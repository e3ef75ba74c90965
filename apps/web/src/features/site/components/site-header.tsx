import { Button } from 'antd';
import { IDENTITY_TEXT } from '../../identity/identity.messages';
import { SITE_TEXT } from '../site.messages';

type Props = {
  onSignIn: () => void;
  onRegister: () => void;
  /** Hover or focus: a click is likely, start loading the modal's code. */
  onSignInIntent?: () => void;
  onRegisterIntent?: () => void;
};

export function SiteHeader({ onSignIn, onRegister, onSignInIntent, onRegisterIntent }: Props) {
  return (
    <header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        padding: '12px clamp(16px, 4vw, 48px)',
        background: 'linear-gradient(90deg, #1e3a8a 0%, #1d4ed8 60%, #2563eb 100%)',
        color: '#fff',
      }}
    >
      <a href="/" style={{ color: 'inherit', textDecoration: 'none', display: 'flex', alignItems: 'baseline', gap: 10, minWidth: 0 }}>
        <span style={{ fontSize: 24, fontWeight: 800, letterSpacing: 1 }}>{SITE_TEXT.brand}</span>
        <span style={{ fontSize: 13, opacity: 0.85, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {SITE_TEXT.brandTagline}
        </span>
      </a>
      <nav style={{ display: 'flex', gap: 8, flexShrink: 0 }}>
        <Button ghost onClick={onSignIn} onMouseEnter={onSignInIntent} onFocus={onSignInIntent}>
          {IDENTITY_TEXT.signIn}
        </Button>
        <Button onClick={onRegister} onMouseEnter={onRegisterIntent} onFocus={onRegisterIntent}>
          {IDENTITY_TEXT.register}
        </Button>
      </nav>
    </header>
  );
}
