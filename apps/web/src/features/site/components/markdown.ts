import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { isExternalLink } from './external-link';

// Links to other sites open in a new tab, without giving that page a handle on ours (or our address as referrer).
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A' || !isExternalLink(node.getAttribute('href') ?? '', window.location.origin)) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/** An admin's markdown as learners see it: marked, then DOMPurify (the text is the admin's, the page is the learner's). */
export const renderMarkdown = (text: string): string => (text ? DOMPurify.sanitize(marked.parse(text, { async: false })) : '');
