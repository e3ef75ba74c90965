import { quizApi } from './quiz.api';

// The scores are cached as a Map, which immer cannot draft without its MapSet plugin: RTK Query's structural sharing
// of a refetched Map then throws inside the reducer, and the cache keeps the old scores (badges stuck after a submit or
// a grade). Without structural sharing the new Map simply replaces the old one. Belongs in quiz.api.ts's endpoint.
quizApi.enhanceEndpoints({ endpoints: { quizScores: { structuralSharing: false } } });

/** The learner's newest score per quiz (badges, the quiz-status filter), refetchable. */
export const { useQuizScoresQuery } = quizApi;
