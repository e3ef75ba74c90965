import { assertNever, DomainError, type Decider } from '../../shared/decider.js';
import type { AssignGenerationQuestion, CreateQuestionAnswer, CreateQuestion, EditQuestionAnswer, EditQuestion, MoveQuestion, PublishGeneratedAnswer, QuestionCommand } from './question.commands.js';
import type { GenerationQuestionAssigned, QuestionEvent, QuestionOrderEvent } from './question.events.js';
import { QUESTION_MESSAGES as M } from './question.messages.js';
import { validAnswerFields, validQuestionFields } from './question.rules.js';
import type { AnswerFields, QuestionFields } from './question.types.js';

//// State

export type QuestionState =
  | { status: 'none' }
  | { status: 'active'; questionId: number; fields: QuestionFields; aiGenId: number | null; answer: AnswerFields | null }
  | { status: 'deleted'; questionId: number };

/** One stream per question, its answer inside: `question-<id>` (numeric ids from a sequence). */
export const questionStreamId = (questionId: number) => `question-${questionId}`;
export const QUESTION_ORDER_STREAM = 'question-order';
export const generationQuestionStreamId = (generationId: number) => `question-generation-${generationId}`;

const QUESTION_FIELDS = ['question', 'category', 'level'] as const satisfies ReadonlyArray<keyof QuestionFields>;
const ANSWER_FIELDS = ['title', 'content', 'html', 'level', 'show', 'audioUrl'] as const satisfies ReadonlyArray<keyof AnswerFields>;

const notFound = () => new DomainError('QUESTION_NOT_FOUND', M.notFound, 'not_found');
const sentOf = (fields: Record<string, unknown>, names: readonly string[]) => Object.fromEntries(Object.entries(fields).filter(([key, value]) => names.includes(key) && value !== undefined));
const changesOf = <T extends object>(next: T, before: T, names: ReadonlyArray<keyof T>): Partial<T> => {
  const changes: Partial<T> = {};
  for (const name of names) if (next[name] !== before[name]) changes[name] = next[name];
  return changes;
};
const active = (state: QuestionState) => {
  if (state.status !== 'active') throw notFound();
  return state;
};

//// Decide

const create = ({ data }: CreateQuestion, state: QuestionState): QuestionEvent[] => {
  if (state.status !== 'none') throw new DomainError('QUESTION_EXISTS', M.exists, 'conflict');
  const fields = validQuestionFields(data.fields, { aiMade: data.aiGenId !== null });
  return [{ type: 'QuestionCreated', data: { questionId: data.questionId, ...fields, aiGenId: data.aiGenId, provenance: { origin: 'admin' } } }];
};

const edit = ({ data }: EditQuestion, state: QuestionState): QuestionEvent[] => {
  const current = active(state);
  const next = validQuestionFields({ ...current.fields, ...sentOf(data.fields, QUESTION_FIELDS) }, { aiMade: current.aiGenId !== null });
  const changes = changesOf(next, current.fields, QUESTION_FIELDS);
  return Object.keys(changes).length === 0 ? [] : [{ type: 'QuestionEdited', data: { questionId: data.questionId, changes } }];
};

const createAnswer = ({ data }: CreateQuestionAnswer, state: QuestionState): QuestionEvent[] => {
  const current = active(state);
  if (current.answer) throw new DomainError('ANSWER_EXISTS', M.answerExists, 'conflict');
  const answer = validAnswerFields(data.fields);
  return [{ type: 'QuestionAnswerCreated', data: { questionId: data.questionId, answer, provenance: { origin: 'admin' } } }];
};

const editAnswer = ({ data }: EditQuestionAnswer, state: QuestionState): QuestionEvent[] => {
  const current = active(state);
  if (!current.answer) throw new DomainError('ANSWER_NOT_FOUND', M.answerNotFound, 'not_found');
  if (current.answer.aiGenId !== null) throw new DomainError('AI_ANSWER_READ_ONLY', M.aiAnswerReadOnly, 'conflict');
  const next = validAnswerFields({ ...current.answer, ...sentOf(data.fields, ANSWER_FIELDS) });
  const changes = changesOf(next, current.answer, ANSWER_FIELDS);
  return Object.keys(changes).length === 0 ? [] : [{ type: 'QuestionAnswerEdited', data: { questionId: data.questionId, changes } }];
};

const publish = ({ data }: PublishGeneratedAnswer, state: QuestionState): QuestionEvent[] => {
  const answer = validAnswerFields({ ...data.answer, aiGenId: data.generationId });
  const { questionId, generationId, provenance } = data;
  if (state.status !== 'active') {
    const fields = validQuestionFields({ question: data.question }, { aiMade: true });
    return [
      { type: 'QuestionCreated', data: { questionId, ...fields, aiGenId: generationId, provenance } },
      { type: 'QuestionAnswerCreated', data: { questionId, answer, provenance } },
    ];
  }
  if (state.aiGenId !== generationId) throw new DomainError('GENERATION_TAKEN', M.generationTaken, 'conflict');
  if (!state.answer) return [{ type: 'QuestionAnswerCreated', data: { questionId, answer, provenance } }];
  // An admin's level and visibility stay; what the generation made replaces what it made before.
  const next = { ...answer, level: state.answer.level, show: state.answer.show };
  return Object.keys(changesOf(next, state.answer, ANSWER_FIELDS)).length === 0 ? [] : [{ type: 'QuestionAnswerReplaced', data: { questionId, answer: next, provenance } }];
};

export const questionDecider: Decider<QuestionCommand, QuestionEvent, QuestionState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'QuestionCreated': {
        const { questionId, aiGenId, provenance: _provenance, ...fields } = event.data;
        return { status: 'active', questionId, fields, aiGenId, answer: null };
      }
      case 'QuestionEdited':
        return state.status === 'active' ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
      case 'QuestionDeleted':
        return { status: 'deleted', questionId: event.data.questionId };
      case 'QuestionAnswerCreated':
      case 'QuestionAnswerReplaced':
        return state.status === 'active' ? { ...state, answer: event.data.answer } : state;
      case 'QuestionAnswerEdited':
        return state.status === 'active' && state.answer ? { ...state, answer: { ...state.answer, ...event.data.changes } } : state;
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateQuestion':
        return create(command, state);
      case 'EditQuestion':
        return edit(command, state);
      case 'DeleteQuestion':
        active(state);
        return [{ type: 'QuestionDeleted', data: { questionId: command.data.questionId } }];
      case 'CreateQuestionAnswer':
        return createAnswer(command, state);
      case 'EditQuestionAnswer':
        return editAnswer(command, state);
      case 'PublishGeneratedAnswer':
        return publish(command, state);
      default:
        return assertNever(command);
    }
  },
};

//// The order of the list: one stream, so that two moves at once cannot both swap from the same picture.

export type QuestionOrderState = { indexes: Record<number, number> };

/** Display order: by index (a question never moved has none and comes after), then by id. */
export const questionDisplayOrder = (ids: readonly number[], indexes: Record<number, number>): number[] =>
  [...ids].sort((a, b) => (indexes[a] ?? Number.POSITIVE_INFINITY) - (indexes[b] ?? Number.POSITIVE_INFINITY) || a - b);

const move = ({ data }: MoveQuestion, state: QuestionOrderState): QuestionOrderEvent[] => {
  const order = questionDisplayOrder([...new Set(data.listed)], state.indexes);
  const at = order.indexOf(data.questionId);
  if (at < 0) throw notFound();
  const neighbourAt = data.direction === 'up' ? at - 1 : at + 1;
  if (neighbourAt < 0) throw new DomainError('QUESTION_AT_TOP', M.atTop, 'conflict');
  if (neighbourAt >= order.length) throw new DomainError('QUESTION_AT_BOTTOM', M.atBottom, 'conflict');
  const neighbourId = order[neighbourAt];
  // Questions without an index (or sharing one) get 1..n in the order shown, so that a swap means what the admin saw.
  const numbered = order.every((id, i) => state.indexes[id] !== undefined && (i === 0 || state.indexes[id] > state.indexes[order[i - 1]]));
  const next: Record<number, number> = Object.fromEntries(order.map((id, i) => [id, numbered ? state.indexes[id] : i + 1]));
  [next[data.questionId], next[neighbourId]] = [next[neighbourId], next[data.questionId]];
  const indexes = order.filter((id) => next[id] !== state.indexes[id]).map((questionId) => ({ questionId, index: next[questionId] }));
  return [{ type: 'QuestionMoved', data: { questionId: data.questionId, direction: data.direction, neighbourId, indexes } }];
};

export const questionOrderDecider: Decider<MoveQuestion, QuestionOrderEvent, QuestionOrderState> = {
  initialState: () => ({ indexes: {} }),
  evolve: (state, event) => ({ indexes: { ...state.indexes, ...Object.fromEntries(event.data.indexes.map(({ questionId, index }) => [questionId, index])) } }),
  decide: (command, state) => move(command, state),
};

//// The question a generation is published as: the first assignment stands (a double publish finds it).

export type GenerationQuestionState = { questionId: number | null };

export const generationQuestionDecider: Decider<AssignGenerationQuestion, GenerationQuestionAssigned, GenerationQuestionState> = {
  initialState: () => ({ questionId: null }),
  evolve: (_state, event) => ({ questionId: event.data.questionId }),
  decide: ({ data }, state) => (state.questionId !== null ? [] : [{ type: 'GenerationQuestionAssigned', data: { generationId: data.generationId, questionId: data.questionId } }]),
};
