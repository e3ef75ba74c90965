/** The shapes of questions and answers (spec 3 §3). Pure (no imports): the web imports it too. */

export const QUESTION_LEVELS = ['elementary', 'intermediate', 'advanced'] as const;
export type QuestionLevel = (typeof QUESTION_LEVELS)[number];

/** The question form's fields (spec 3 §3). An AI-published question may lack category and level until an admin edits it. */
export type QuestionFields = { question: string; category: string | null; level: QuestionLevel | null };

/** An answer (spec 3 §3): one per question; `aiGenId` (the generation it was published from) marks it AI-made. */
export type AnswerFields = {
  title: string;
  content: string;
  html: string;
  level: QuestionLevel | null;
  show: boolean;
  aiGenId: number | null;
  audioUrl: string | null;
};
