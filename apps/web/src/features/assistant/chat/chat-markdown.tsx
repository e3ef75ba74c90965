import { useMemo, type MouseEvent } from 'react';
import { renderMarkdown } from '../../site/components/markdown';
import { citationOfHref, linkCitations } from './chat-citations';
import readerStyles from '../../learning/areas/shared/areas.module.css';
import styles from './chat.module.css';

/**
 * An answer's markdown through the one allow-list (renderMarkdown: marked, then DOMPurify with the shown-html policy);
 * each [n] naming a cited source is a link that shows that source under the answer.
 */
export function ChatMarkdown({ text, cited, onCite }: { text: string; cited: ReadonlySet<number>; onCite: (n: number) => void }) {
  const html = useMemo(() => renderMarkdown(linkCitations(text, cited)), [text, cited]);
  const click = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const n = citationOfHref(link?.getAttribute('href') ?? null);
    if (n === null) return;
    event.preventDefault();
    onCite(n);
  };
  // The links are the allow-list's <a> elements; the click on one is taken here (a keyboard's Enter clicks too).
  return <div className={`${readerStyles.markdown} ${styles.markdown}`} onClick={click} dangerouslySetInnerHTML={{ __html: html }} />;
}
