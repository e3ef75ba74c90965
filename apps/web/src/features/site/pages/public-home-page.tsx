import type { HomepageContent } from '@k9/contracts';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useDocumentTitle } from '../../../app/use-document-title';
import { PageSpinner } from '../components/page-spinner';
import { SiteHeader } from '../components/site-header';
import type { AuthModal } from '../homepage/auth-modals';
import { FaqSection, FinalCtaSection, ProgramsSection, SocialProofSection } from '../homepage/closing-sections';
import { DEFAULT_HOMEPAGE_CONTENT } from '../homepage/default-content';
import styles from '../homepage/homepage.module.css';
import { resolveHomepage } from '../homepage/merge-content';
import { HeroSection, HowItWorksSection, ProblemSection, SolutionSection, StatsOverviewSection } from '../homepage/sections';
import { useGetPublicSettingQuery } from '../site.api';
import { SITE_TEXT } from '../site.messages';

// The modals carry antd (Form, Input, Modal and its providers): loaded on first use, prefetched on hover/focus,
// so the homepage's entry chunk has no antd at all.
const loadAuthModals = () => import('../homepage/auth-modals');
const AuthModals = lazy(() => loadAuthModals().then((module) => ({ default: module.AuthModals })));
const prefetchAuthModals = () => void loadAuthModals();

/** In-page `#` links scroll smoothly (spec 1 §2.3), below the sticky header thanks to `scroll-margin-top`. */
function scrollToAnchor(event: MouseEvent<HTMLDivElement>) {
  const link = (event.target as Element).closest('a[href^="#"]');
  const hash = link?.getAttribute('href') ?? '';
  const target = hash.length > 1 ? document.getElementById(hash.slice(1)) : null;
  if (!target) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  history.replaceState(history.state, '', hash);
}

type Props = {
  /** The built-in content; null only to exercise spec 1 §8's retry screen. */
  defaults?: HomepageContent | null;
};

/** The public marketing homepage ('/' and '/home-page', spec 1 §2.3). */
export function PublicHomePage({ defaults = DEFAULT_HOMEPAGE_CONTENT }: Props) {
  // A Google sign-in that came back without a session lands on '/?loginError=…': show why, in the login modal.
  const [loginError] = useState(() => new URLSearchParams(window.location.search).get('loginError'));
  const [modal, setModal] = useState<AuthModal>(loginError ? 'signIn' : 'none');
  const [used, setUsed] = useState({ signIn: !!loginError, register: false });
  const contentQuery = useGetPublicSettingQuery('homepage_content');
  const imagesQuery = useGetPublicSettingQuery('homepage_images');
  useDocumentTitle(SITE_TEXT.homeTitle);

  const show = (which: Exclude<AuthModal, 'none'>) => {
    setUsed((current) => ({ ...current, [which]: true }));
    setModal(which);
  };
  const loaded = (query: typeof contentQuery) => ({
    isLoading: query.isLoading || (query.isError && query.isFetching),
    isError: query.isError,
    setting: query.data?.setting,
  });
  const state = resolveHomepage(defaults, loaded(contentQuery), loaded(imagesQuery));
  const retry = () => {
    void contentQuery.refetch();
    void imagesQuery.refetch();
  };

  return (
    <div className={styles.page} onClick={scrollToAnchor}>
      <SiteHeader
        onSignIn={() => show('signIn')}
        onRegister={() => show('register')}
        onSignInIntent={prefetchAuthModals}
        onRegisterIntent={prefetchAuthModals}
      />
      {state.kind === 'loading' ? <PageSpinner /> : null}
      {state.kind === 'error' ? (
        <main className={styles.state}>
          <p style={{ margin: 0, fontSize: 18 }}>{SITE_TEXT.loadError}</p>
          <div>
            <button type="button" className={`${styles.button} ${styles.retry}`} onClick={retry}>
              {SITE_TEXT.retry}
            </button>
          </div>
        </main>
      ) : null}
      {state.kind === 'ready' ? (
        <>
          <main>
            <HeroSection hero={state.view.content.hero} />
            <ProblemSection problem={state.view.content.problem} />
            <SolutionSection solution={state.view.content.solution} />
            <HowItWorksSection howItWorks={state.view.content.howItWorks} />
            <StatsOverviewSection statsOverview={state.view.content.statsOverview} resourceImages={state.view.resourceImages} />
            <ProgramsSection programs={state.view.content.programs} />
            <SocialProofSection socialProof={state.view.content.socialProof} images={state.view.testimonialImages} />
            <FaqSection faq={state.view.content.faq} />
            <FinalCtaSection finalCta={state.view.content.finalCta} onRegister={() => show('register')} onRegisterIntent={prefetchAuthModals} />
          </main>
          <footer className={styles.footer}>{SITE_TEXT.footer}</footer>
        </>
      ) : null}
      <Suspense fallback={null}>
        {used.signIn || used.register ? <AuthModals open={modal} used={used} onClose={() => setModal('none')} loginError={loginError} /> : null}
      </Suspense>
    </div>
  );
}
