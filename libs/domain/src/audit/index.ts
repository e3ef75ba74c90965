export * from './audited-events.js';
export * from './audit-catalogue.js';
export * from './audit-groups.js';
export * from './audit.messages.js';
export * from './learner-data-reads.js';
export * from './ai-chain.js';
