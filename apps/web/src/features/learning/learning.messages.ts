/** Texts of the learner area (spec 2). */
export const LEARNING_TEXT = {
  k9Home: 'Trang K9',
} as const;
