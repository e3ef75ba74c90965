export * from './company-summary.messages.js';
export * from './company-summary-reply.js';
export * from './company-summary-prompt.js';
export * from './company-summary-ticker.js';
