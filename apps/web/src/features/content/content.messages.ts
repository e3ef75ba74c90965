/** Texts of the content back office (spec 1 §2.6, spec 3). */
export const CONTENT_TEXT = {
  pageManagement: 'Page Management',
  k9Management: 'K9 Management',
} as const;
