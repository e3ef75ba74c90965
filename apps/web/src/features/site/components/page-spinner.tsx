import { SITE_TEXT } from '../site.messages';
import styles from './page-spinner.module.css';

/** A full-page spinner in plain CSS: the entry chunk's stand-in for antd's Spin. */
export function PageSpinner() {
  return (
    <div role="status" aria-label={SITE_TEXT.loading} className={styles.screen}>
      <span className={styles.ring} />
    </div>
  );
}
