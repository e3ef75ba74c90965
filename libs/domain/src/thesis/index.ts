export * from './thesis.messages.js';
export * from './rules/thesis-rules.js';
export * from './thesis.events.js';
export * from './thesis.commands.js';
export * from './thesis.decider.js';
export * from './thesis.settings.js';
