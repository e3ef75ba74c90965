/**
 * What /ws tells admins (the admin room) about questions and answers: one was created, edited, answered, moved or
 * deleted, by a screen or by a publish; open question screens read the list again.
 */
export type QuestionServerMessages = {
  'question.changed': { ids: number[]; changes: string[] };
};
