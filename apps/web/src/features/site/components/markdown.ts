import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** An admin's markdown as learners see it: marked, then DOMPurify (the text is the admin's, the page is the learner's). */
export const renderMarkdown = (text: string): string => (text ? DOMPurify.sanitize(marked.parse(text, { async: false })) : '');
