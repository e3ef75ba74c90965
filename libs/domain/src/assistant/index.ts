export * from './assistant.messages.js';
export * from './rules/chat-rules.js';
export * from './rules/citations.js';
export * from './rules/pipeline-plan.js';
export * from './rules/advisors.js';
export * from './chat-session.events.js';
export * from './chat-session.commands.js';
export * from './chat-session.decider.js';
