export * from './import.messages.js';
export * from './content-import.events.js';
export * from './content-import.commands.js';
export * from './content-import.decider.js';
export * from './rules/import-rows.js';
