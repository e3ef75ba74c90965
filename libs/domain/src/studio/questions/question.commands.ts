import type { QuestionDirection, QuestionProvenance } from './question.events.js';

export type CreateQuestion = { type: 'CreateQuestion'; data: { questionId: number; fields: Record<string, unknown>; aiGenId: number | null } };
/** Fields left out keep their value. */
export type EditQuestion = { type: 'EditQuestion'; data: { questionId: number; fields: Record<string, unknown> } };
export type DeleteQuestion = { type: 'DeleteQuestion'; data: { questionId: number } };
export type CreateQuestionAnswer = { type: 'CreateQuestionAnswer'; data: { questionId: number; fields: Record<string, unknown> } };
/** Fields left out keep their value; refused on an AI-made answer. */
export type EditQuestionAnswer = { type: 'EditQuestionAnswer'; data: { questionId: number; fields: Record<string, unknown> } };
/**
 * Publish (or recreate) a generation as this question: creates the question and its answer, or, when they exist,
 * replaces the answer if it differs. Doing it twice with the same answer changes nothing.
 */
export type PublishGeneratedAnswer = {
  type: 'PublishGeneratedAnswer';
  data: { questionId: number; generationId: number; question: string; answer: { title: string; content: string; html: string; audioUrl: string | null }; provenance: QuestionProvenance };
};

export type QuestionCommand = CreateQuestion | EditQuestion | DeleteQuestion | CreateQuestionAnswer | EditQuestionAnswer | PublishGeneratedAnswer;

/** `listed`: the questions that exist now (the read model's list); their order comes from the order stream itself. */
export type MoveQuestion = { type: 'MoveQuestion'; data: { questionId: number; direction: QuestionDirection; listed: number[] } };

export type AssignGenerationQuestion = { type: 'AssignGenerationQuestion'; data: { generationId: number; questionId: number } };
