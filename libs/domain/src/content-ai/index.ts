export * from './content-ai.types.js';
export * from './content-ai.messages.js';
export * from './rules/task-title.js';
export * from './rules/row-buttons.js';
export * from './rules/diagram-config.js';
export * from './rules/generation-configs.js';
export * from './rules/diagram-generation.js';
