import type { DomainEvent } from '../../shared/event-store.port.js';
import type { AnswerFields, QuestionFields } from './question.types.js';

/**
 * Where a question or answer came from: an admin's form, or a published generation (the history record, and who
 * approved it: the audit's "who approved what"; the run's asker, flow version and models are in the history's stream).
 */
export type QuestionProvenance = { origin: 'admin' } | { origin: 'ai'; generationId: number; approvedBy: { id: string | null; email: string | null } | null };

export type QuestionCreated = DomainEvent<'QuestionCreated', { questionId: number; aiGenId: number | null; provenance: QuestionProvenance } & QuestionFields>;
/** Only the fields that changed. */
export type QuestionEdited = DomainEvent<'QuestionEdited', { questionId: number; changes: Partial<QuestionFields> }>;
/** The question and its answer leave the list (the audit keeps them). */
export type QuestionDeleted = DomainEvent<'QuestionDeleted', { questionId: number }>;
export type QuestionAnswerCreated = DomainEvent<'QuestionAnswerCreated', { questionId: number; answer: AnswerFields; provenance: QuestionProvenance }>;
export type QuestionAnswerEdited = DomainEvent<'QuestionAnswerEdited', { questionId: number; changes: Partial<AnswerFields> }>;
/** A recreated generation's answer takes the place of the one published before (the only change an AI-made answer takes). */
export type QuestionAnswerReplaced = DomainEvent<'QuestionAnswerReplaced', { questionId: number; answer: AnswerFields; provenance: QuestionProvenance }>;

export type QuestionEvent = QuestionCreated | QuestionEdited | QuestionDeleted | QuestionAnswerCreated | QuestionAnswerEdited | QuestionAnswerReplaced;
export const QUESTION_EVENT_TYPES = ['QuestionCreated', 'QuestionEdited', 'QuestionDeleted', 'QuestionAnswerCreated', 'QuestionAnswerEdited', 'QuestionAnswerReplaced'] as const satisfies ReadonlyArray<QuestionEvent['type']>;

export type QuestionDirection = 'up' | 'down';
/** In the one `question-order` stream: the indexes this move gave (the pair swapped; on the first move, every listed question). */
export type QuestionMoved = DomainEvent<'QuestionMoved', { questionId: number; direction: QuestionDirection; neighbourId: number; indexes: Array<{ questionId: number; index: number }> }>;
export type QuestionOrderEvent = QuestionMoved;

/** In `question-generation-<id>`: the question a generation is published as (a retried or doubled publish finds it). */
export type GenerationQuestionAssigned = DomainEvent<'GenerationQuestionAssigned', { generationId: number; questionId: number }>;

