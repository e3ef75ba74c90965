export * from './learner-marks.lists.js';
export * from './learner-marks.messages.js';
export * from './learner-marks.events.js';
export * from './learner-marks.commands.js';
export * from './learner-marks.decider.js';
export * from './rules/reading-filters.js';
