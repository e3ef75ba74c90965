export * from './company-report.types.js';
export * from './company-report.messages.js';
export * from './company-report.events.js';
export * from './company-report.commands.js';
export * from './company-report.decider.js';
export * from './rules/company-report-form.js';
