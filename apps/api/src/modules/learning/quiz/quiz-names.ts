/** The read model of attempts (its name is what a write waits for). */
export const QUIZ_ATTEMPT_PROJECTION = 'learning-quiz-attempts';
