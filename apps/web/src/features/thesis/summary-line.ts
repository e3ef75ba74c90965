import { plainText } from '@k9/domain/library-index/rules/library-passage';
import { renderMarkdown } from '../site/components/markdown';

/** A summary on one line of a list: the markdown as the allow-list renders it, read as plain text. */
export const summaryLine = (text: string): string => plainText(renderMarkdown(text));
