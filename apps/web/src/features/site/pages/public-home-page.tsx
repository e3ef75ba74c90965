import { lazy, Suspense, useState } from 'react';
import { useDocumentTitle } from '../../../app/use-document-title';
import { SiteHeader } from '../components/site-header';
import { SITE_TEXT } from '../site.messages';

// The modals carry antd Form and Input: loaded on first use (prefetched on hover/focus) so the
// homepage's entry chunk stays small.
const loadLoginModal = () => import('../../identity/components/login-modal');
const loadRegisterModal = () => import('../../identity/components/register-modal');
const LoginModal = lazy(() => loadLoginModal().then((module) => ({ default: module.LoginModal })));
const RegisterModal = lazy(() => loadRegisterModal().then((module) => ({ default: module.RegisterModal })));

type OpenModal = 'none' | 'signIn' | 'register';

/** Placeholder homepage ('/' and '/home-page'); the marketing page of spec 1 §2.3 replaces the body. */
export function PublicHomePage() {
  const [modal, setModal] = useState<OpenModal>('none');
  const [used, setUsed] = useState<{ signIn: boolean; register: boolean }>({ signIn: false, register: false });
  useDocumentTitle(SITE_TEXT.homeTitle);

  const show = (which: Exclude<OpenModal, 'none'>) => {
    setUsed((current) => ({ ...current, [which]: true }));
    setModal(which);
  };
  const close = () => setModal('none');

  return (
    <div style={{ minHeight: '100vh', background: '#f5f7fb' }}>
      <SiteHeader
        onSignIn={() => show('signIn')}
        onRegister={() => show('register')}
        onSignInIntent={() => void loadLoginModal()}
        onRegisterIntent={() => void loadRegisterModal()}
      />
      <main style={{ maxWidth: 760, margin: '0 auto', padding: 'clamp(40px, 10vh, 96px) 24px', textAlign: 'center' }}>
        <h1 style={{ fontSize: 'clamp(28px, 5vw, 40px)', lineHeight: 1.25, color: '#0f172a', margin: '0 0 16px' }}>
          {SITE_TEXT.homeHeadline}
        </h1>
        <p style={{ fontSize: 16, lineHeight: 1.6, color: '#475569', margin: 0 }}>{SITE_TEXT.homeLead}</p>
      </main>
      <Suspense fallback={null}>
        {used.signIn ? <LoginModal open={modal === 'signIn'} onClose={close} /> : null}
        {used.register ? <RegisterModal open={modal === 'register'} onClose={close} /> : null}
      </Suspense>
    </div>
  );
}
