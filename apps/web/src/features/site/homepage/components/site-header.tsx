import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useOptionalCurrentUser } from '../../../identity/current-user';
import { IDENTITY_TEXT } from '../../../identity/identity.messages';
import { learningWebContext } from '../../../learning/learning.context';
import styles from '../homepage.module.css';
import { HOMEPAGE_TEXT } from '../homepage.messages';

/** Past this many pixels of scrolling the gradient header turns translucent and blurred (spec 1 §2.3). */
export const HEADER_SCROLL_THRESHOLD_PX = 100;

type Props = {
  onSignIn: () => void;
  onRegister: () => void;
  /** Hover or focus: a click is likely, start loading the modal's code. */
  onSignInIntent?: () => void;
  onRegisterIntent?: () => void;
};

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/** The gradient header: brand, in-page links, and Đăng nhập / Đăng ký, or the way back to the learner area once signed in. */
export function SiteHeader({ onSignIn, onRegister, onSignInIntent, onRegisterIntent }: Props) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  // Read, not required: a visitor stays a visitor. Until the answer the buttons keep their place, unseen.
  const { user, known } = useOptionalCurrentUser();
  return (
    <header className={`${styles.header} ${scrolled ? styles.headerScrolled : ''}`} data-scrolled={scrolled}>
      <div className={`${styles.container} ${styles.headerInner}`}>
        <a href="/" className={styles.logo}>
          <span className={styles.logoMark}>{HOMEPAGE_TEXT.brand}</span>
          <span className={styles.logoTagline}>{HOMEPAGE_TEXT.brandTagline}</span>
        </a>
        <nav className={styles.nav}>
          <a href="#programs">{HOMEPAGE_TEXT.nav.programs}</a>
          <a href="#faq">{HOMEPAGE_TEXT.nav.faq}</a>
          <a href="#final-cta">{HOMEPAGE_TEXT.nav.pricing}</a>
        </nav>
        <div className={styles.actions} style={known ? undefined : { visibility: 'hidden' }}>
          {user ? (
            <Link to={learningWebContext.paths.k9Home} className={`${styles.button} ${styles.light}`}>
              {HOMEPAGE_TEXT.toLearnerArea}
            </Link>
          ) : (
            <>
              <button type="button" className={`${styles.button} ${styles.ghost}`} onClick={onSignIn} onMouseEnter={onSignInIntent} onFocus={onSignInIntent}>
                {IDENTITY_TEXT.signIn}
              </button>
              <button type="button" className={`${styles.button} ${styles.light}`} onClick={onRegister} onMouseEnter={onRegisterIntent} onFocus={onRegisterIntent}>
                {IDENTITY_TEXT.register}
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
