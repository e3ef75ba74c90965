export * from './quiz.messages.js';
export * from './quiz-attempt.events.js';
export * from './quiz-attempt.commands.js';
export * from './quiz-attempt.decider.js';
export * from './rules/scoring.js';
export * from './rules/answers.js';
export * from './rules/quiz-badges.js';
export * from './rules/essay-grading.js';
