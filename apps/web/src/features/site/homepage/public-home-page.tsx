import type { HomepageContent } from '@k9/contracts';
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../app/use-document-title';
import { PageSpinner } from '../components/page-spinner';
import { useGetPublicSettingQuery } from '../site.api';
import type { AuthModal } from './components/auth-modals';
import { FaqSection, FinalCtaSection, ProgramsSection, SocialProofSection } from './components/closing-sections';
import { HeroSection, HowItWorksSection, ProblemSection, SolutionSection, StatsOverviewSection } from './components/sections';
import { SiteHeader } from './components/site-header';
import { DEFAULT_HOMEPAGE_CONTENT } from './default-content';
import styles from './homepage.module.css';
import { HOMEPAGE_TEXT } from './homepage.messages';
import { resolveHomepage } from './merge-content';

// The modals carry antd (Form, Input, Modal and its providers): loaded on first use, prefetched on hover/focus,
// so the homepage's entry chunk has no antd at all.
const loadAuthModals = () => import('./components/auth-modals');
const AuthModals = lazy(() => loadAuthModals().then((module) => ({ default: module.AuthModals })));
const prefetchAuthModals = () => void loadAuthModals();

/** The section an address like '/#faq' names, if the page has it. */
function sectionOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed escape: no such section
  }
}

/** In-page `#` links scroll smoothly (spec 1 §2.3), below the sticky header thanks to `scroll-margin-top`. */
function scrollToAnchor(event: MouseEvent<HTMLDivElement>) {
  const link = (event.target as Element).closest('a[href^="#"]');
  const target = sectionOf(link?.getAttribute('href') ?? '');
  if (!target) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  history.replaceState(history.state, '', `#${target.id}`);
}

/**
 * Opening '/#faq' (or reloading after a click on an in-page link) shows that section once the content is on the page:
 * the browser looked for it earlier, while the page was still loading.
 */
function useScrollToHashWhenReady(ready: boolean) {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    sectionOf(hash)?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

/**
 * A Google sign-in that came back without a session lands on '/?loginError=…'. The reason is read once (and shown in
 * the login modal); the address loses it, so a reload or a shared link does not show it again.
 */
function useLoginErrorOnce(): string | null {
  const [loginError] = useState(() => new URLSearchParams(window.location.search).get('loginError'));
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has('loginError')) return;
    params.delete('loginError');
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, preventScrollReset: true });
  }, [pathname, search, hash, navigate]);
  return loginError;
}

type Props = {
  /** The built-in content; null only to exercise spec 1 §8's retry screen. */
  defaults?: HomepageContent | null;
};

/** The public marketing homepage ('/' and '/home-page', spec 1 §2.3). */
export function PublicHomePage({ defaults = DEFAULT_HOMEPAGE_CONTENT }: Props) {
  // Why the last Google sign-in failed, if it did: shown in the login modal.
  const loginError = useLoginErrorOnce();
  const [modal, setModal] = useState<AuthModal>(loginError ? 'signIn' : 'none');
  const [used, setUsed] = useState({ signIn: !!loginError, register: false });
  const contentQuery = useGetPublicSettingQuery('homepage_content');
  const imagesQuery = useGetPublicSettingQuery('homepage_images');
  useDocumentTitle(HOMEPAGE_TEXT.homeTitle);

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
  useScrollToHashWhenReady(state.kind === 'ready');
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
          <p style={{ margin: 0, fontSize: 18 }}>{HOMEPAGE_TEXT.loadError}</p>
          <div>
            <button type="button" className={`${styles.button} ${styles.retry}`} onClick={retry}>
              {HOMEPAGE_TEXT.retry}
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
          <footer className={styles.footer}>{HOMEPAGE_TEXT.footer}</footer>
        </>
      ) : null}
      <Suspense fallback={null}>
        {used.signIn || used.register ? <AuthModals open={modal} used={used} onClose={() => setModal('none')} loginError={loginError} /> : null}
      </Suspense>
    </div>
  );
}
