export * from './document-summary.messages.js';
export * from './document-summary-limits.js';
export * from './document-summary-reply.js';
export * from './document-summary-prompt.js';
export * from './document-summary-settings.js';
export * from './fetch-rules.js';
