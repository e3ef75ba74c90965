import { SafeMarkdown } from '../../../content/content-management/components/safe-html';
import styles from './areas.module.css';

/** Markdown or HTML an editor or an LLM wrote, as learners read it: marked, then DOMPurify (SafeMarkdown). */
export function LearnerMarkdown({ text, label }: { text: string; label?: string }) {
  return (
    <div className={styles.markdown}>
      <SafeMarkdown text={text} label={label} />
    </div>
  );
}
