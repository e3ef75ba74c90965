import { useEffect, useState } from 'react';
import { IDENTITY_TEXT } from '../../identity/identity.messages';
import styles from '../homepage/homepage.module.css';
import { SITE_TEXT } from '../site.messages';

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

export function SiteHeader({ onSignIn, onRegister, onSignInIntent, onRegisterIntent }: Props) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  return (
    <header className={`${styles.header} ${scrolled ? styles.headerScrolled : ''}`} data-scrolled={scrolled}>
      <div className={`${styles.container} ${styles.headerInner}`}>
        <a href="/" className={styles.logo}>
          <span className={styles.logoMark}>{SITE_TEXT.brand}</span>
          <span className={styles.logoTagline}>{SITE_TEXT.brandTagline}</span>
        </a>
        <nav className={styles.nav}>
          <a href="#programs">{SITE_TEXT.nav.programs}</a>
          <a href="#faq">{SITE_TEXT.nav.faq}</a>
          <a href="#final-cta">{SITE_TEXT.nav.pricing}</a>
        </nav>
        <div className={styles.actions}>
          <button type="button" className={`${styles.button} ${styles.ghost}`} onClick={onSignIn} onMouseEnter={onSignInIntent} onFocus={onSignInIntent}>
            {IDENTITY_TEXT.signIn}
          </button>
          <button type="button" className={`${styles.button} ${styles.light}`} onClick={onRegister} onMouseEnter={onRegisterIntent} onFocus={onRegisterIntent}>
            {IDENTITY_TEXT.register}
          </button>
        </div>
      </div>
    </header>
  );
}
