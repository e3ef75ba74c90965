import { describe, expect, it } from '@jest/globals';
import { fold } from '../../shared/decider.js';
import { specFor } from '../../shared/decider.testing.js';
import type { QuestionCommand } from './question.commands.js';
import { generationQuestionDecider, questionDecider, questionDisplayOrder, questionOrderDecider } from './question.decider.js';
import type { QuestionEvent, QuestionOrderEvent } from './question.events.js';
import type { AnswerFields } from './question.types.js';

const given = specFor(questionDecider);
const created: QuestionEvent = {
  type: 'QuestionCreated',
  data: { questionId: 3, question: 'EBITDA là gì?', category: 'Tài chính', level: 'elementary', aiGenId: null, provenance: { origin: 'admin' } },
};
const answer: AnswerFields = { title: 'EBITDA', content: '', html: '<p>Lợi nhuận trước lãi vay, thuế và khấu hao.</p>', level: null, show: true, aiGenId: null, audioUrl: null };
const answered: QuestionEvent = { type: 'QuestionAnswerCreated', data: { questionId: 3, answer, provenance: { origin: 'admin' } } };
const approver = { id: 'admin-1', email: 'admin@k9.vn' };
const aiProvenance = { origin: 'ai' as const, generationId: 41, approvedBy: approver };
const publish = (html: string): QuestionCommand => ({
  type: 'PublishGeneratedAnswer',
  data: { questionId: 3, generationId: 41, question: 'ROE là gì?', answer: { title: 'ROE là gì?', content: 'ROE...', html, audioUrl: '/files/2026/11/a.mp3' }, provenance: aiProvenance },
});
const create = (fields: Record<string, unknown>, aiGenId: number | null = null): QuestionCommand => ({ type: 'CreateQuestion', data: { questionId: 3, fields, aiGenId } });

describe('question', () => {
  describe('when none exists', () => {
    it('creates it from the form, trimmed', () =>
      given([]).when(create({ question: '  EBITDA là gì? ', category: 'Tài chính ', level: 'elementary' })).then([created]));
    it('requires question, category and level, with the form messages (spec 3 §5)', () => {
      given([]).when(create({ question: ' ', category: 'x', level: 'advanced' })).thenThrows('QUESTION_REQUIRED');
      given([]).when(create({ question: 'x', category: '', level: 'advanced' })).thenThrows('CATEGORY_REQUIRED');
      given([]).when(create({ question: 'x', category: 'y' })).thenThrows('LEVEL_REQUIRED');
      given([]).when(create({ question: 'x', category: 'y', level: 'expert' })).thenThrows('LEVEL_INVALID');
      given([]).when(create({ question: 'x'.repeat(2001), category: 'y', level: 'advanced' })).thenThrows('QUESTION_TOO_LONG');
    });
    it('takes an AI-published question with the question alone (the original POSTs question and ai_gen_id)', () =>
      given([]).when(create({ question: 'ROE là gì?' }, 41)).then([
        { type: 'QuestionCreated', data: { questionId: 3, question: 'ROE là gì?', category: null, level: null, aiGenId: 41, provenance: { origin: 'admin' } } },
      ]));
    it('refuses edits, answers and a delete', () => {
      given([]).when({ type: 'EditQuestion', data: { questionId: 3, fields: { question: 'x' } } }).thenThrows('QUESTION_NOT_FOUND');
      given([]).when({ type: 'CreateQuestionAnswer', data: { questionId: 3, fields: { html: '<p>x</p>' } } }).thenThrows('QUESTION_NOT_FOUND');
      given([]).when({ type: 'DeleteQuestion', data: { questionId: 3 } }).thenThrows('QUESTION_NOT_FOUND');
    });
  });

  describe('when it exists', () => {
    it('refuses a second create', () => given([created]).when(create({ question: 'x', category: 'y', level: 'advanced' })).thenThrows('QUESTION_EXISTS'));
    it('records only the fields that changed, and nothing when none did', () => {
      given([created]).when({ type: 'EditQuestion', data: { questionId: 3, fields: { question: 'EBITDA là gì?', level: 'advanced' } } }).then([
        { type: 'QuestionEdited', data: { questionId: 3, changes: { level: 'advanced' } } },
      ]);
      given([created]).when({ type: 'EditQuestion', data: { questionId: 3, fields: { category: 'Tài chính' } } }).then([]);
      given([created]).when({ type: 'EditQuestion', data: { questionId: 3, fields: { category: ' ' } } }).thenThrows('CATEGORY_REQUIRED');
    });
    it('takes one answer whose html is required and sanitised', () => {
      given([created]).when({ type: 'CreateQuestionAnswer', data: { questionId: 3, fields: { title: 'EBITDA', html: answer.html } } }).then([answered]);
      given([created]).when({ type: 'CreateQuestionAnswer', data: { questionId: 3, fields: { html: '  ' } } }).thenThrows('HTML_REQUIRED');
      given([created]).when({ type: 'CreateQuestionAnswer', data: { questionId: 3, fields: { html: '<script>alert(1)</script>' } } }).thenThrows('HTML_REQUIRED');
      given([created]).when({ type: 'CreateQuestionAnswer', data: { questionId: 3, fields: { html: '<p onclick="x()">Có</p><img src=x onerror=alert(1)>' } } }).then([
        { type: 'QuestionAnswerCreated', data: { questionId: 3, answer: { ...answer, title: '', html: '<p>Có</p>' }, provenance: { origin: 'admin' } } },
      ]);
      given([created]).when({ type: 'CreateQuestionAnswer', data: { questionId: 3, fields: { html: '<p>x</p>', audioUrl: 'javascript:alert(1)' } } }).thenThrows('AUDIO_URL_INVALID');
      given([created, answered]).when({ type: 'CreateQuestionAnswer', data: { questionId: 3, fields: { html: '<p>x</p>' } } }).thenThrows('ANSWER_EXISTS');
    });
    it('edits a manual answer, recording what changed', () => {
      given([created, answered]).when({ type: 'EditQuestionAnswer', data: { questionId: 3, fields: { html: '<p>Mới</p>', title: 'EBITDA' } } }).then([
        { type: 'QuestionAnswerEdited', data: { questionId: 3, changes: { html: '<p>Mới</p>' } } },
      ]);
      given([created]).when({ type: 'EditQuestionAnswer', data: { questionId: 3, fields: { html: '<p>x</p>' } } }).thenThrows('ANSWER_NOT_FOUND');
      given([created, answered]).when({ type: 'EditQuestionAnswer', data: { questionId: 3, fields: { html: '' } } }).thenThrows('HTML_REQUIRED');
    });
    it('deletes it with its answer, and then it is gone', () => {
      const deleted: QuestionEvent = { type: 'QuestionDeleted', data: { questionId: 3 } };
      given([created, answered]).when({ type: 'DeleteQuestion', data: { questionId: 3 } }).then([deleted]);
      given([created, answered, deleted]).when({ type: 'EditQuestionAnswer', data: { questionId: 3, fields: { html: '<p>x</p>' } } }).thenThrows('QUESTION_NOT_FOUND');
    });
  });

  describe('a published generation', () => {
    const published: QuestionEvent[] = [
      { type: 'QuestionCreated', data: { questionId: 3, question: 'ROE là gì?', category: null, level: null, aiGenId: 41, provenance: aiProvenance } },
      {
        type: 'QuestionAnswerCreated',
        data: { questionId: 3, answer: { title: 'ROE là gì?', content: 'ROE...', html: '<p>ROE</p>', level: null, show: true, aiGenId: 41, audioUrl: '/files/2026/11/a.mp3' }, provenance: aiProvenance },
      },
    ];
    it('creates the question and its AI-made answer, with the approver', () => given([]).when(publish('<p>ROE</p><script>x</script>')).then(published));
    it('changes nothing when published again with the same answer (a double click, a retry)', () => given(published).when(publish('<p>ROE</p>')).then([]));
    it('replaces the answer on recreate', () =>
      given(published).when(publish('<p>ROE mới</p>')).then([{ type: 'QuestionAnswerReplaced', data: { questionId: 3, answer: { ...(published[1].data as { answer: AnswerFields }).answer, html: '<p>ROE mới</p>' }, provenance: aiProvenance } }]));
    it('creates it again after an admin deleted it', () => given([...published, { type: 'QuestionDeleted', data: { questionId: 3 } }]).when(publish('<p>ROE</p>')).then(published));
    it('keeps an AI-made answer read-only for admins', () =>
      given(published).when({ type: 'EditQuestionAnswer', data: { questionId: 3, fields: { html: '<p>Sửa</p>' } } }).thenThrows('AI_ANSWER_READ_ONLY'));
    it('lets an admin file the question (category, level), which the form then requires', () => {
      given(published).when({ type: 'EditQuestion', data: { questionId: 3, fields: { category: 'Tài chính', level: 'advanced' } } }).then([
        { type: 'QuestionEdited', data: { questionId: 3, changes: { category: 'Tài chính', level: 'advanced' } } },
      ]);
    });
    it('refuses a generation published as somebody else’s question', () => given([created]).when(publish('<p>x</p>')).thenThrows('GENERATION_TAKEN'));
  });
});

describe('question order', () => {
  const order = specFor(questionOrderDecider);
  const moved = (questionId: number, direction: 'up' | 'down', neighbourId: number, indexes: Array<[number, number]>): QuestionOrderEvent => ({
    type: 'QuestionMoved',
    data: { questionId, direction, neighbourId, indexes: indexes.map(([id, index]) => ({ questionId: id, index })) },
  });
  const move = (questionId: number, direction: 'up' | 'down', listed = [1, 2, 3, 4]) => ({ type: 'MoveQuestion' as const, data: { questionId, direction, listed } });

  it('numbers every question in the order shown on the first move, then swaps the pair', () =>
    order([]).when(move(3, 'up')).then([moved(3, 'up', 2, [[1, 1], [2, 3], [3, 2], [4, 4]])]));
  it('then swaps only the pair with the neighbour', () => {
    const first = moved(3, 'up', 2, [[1, 1], [2, 3], [3, 2], [4, 4]]);
    order([first]).when(move(3, 'up')).then([moved(3, 'up', 1, [[1, 2], [3, 1]])]);
    order([first]).when(move(2, 'down')).then([moved(2, 'down', 4, [[2, 4], [4, 3]])]);
  });
  it('puts questions added since after the numbered ones, and numbers them when one of them moves', () => {
    const first = moved(2, 'down', 3, [[1, 1], [2, 3], [3, 2]]);
    expect(questionDisplayOrder([1, 2, 3, 5], fold(questionOrderDecider, [first]).indexes)).toEqual([1, 3, 2, 5]);
    order([first]).when(move(5, 'up', [1, 2, 3, 5])).then([moved(5, 'up', 2, [[2, 4], [5, 3]])]);
  });
  it('refuses to move past either end, or a question not listed', () => {
    order([]).when(move(1, 'up')).thenThrows('QUESTION_AT_TOP');
    order([]).when(move(4, 'down')).thenThrows('QUESTION_AT_BOTTOM');
    order([]).when(move(9, 'down')).thenThrows('QUESTION_NOT_FOUND');
  });
});

describe('the question of a generation', () => {
  const assign = specFor(generationQuestionDecider);
  it('is the first one assigned', () => {
    const assigned = { type: 'GenerationQuestionAssigned' as const, data: { generationId: 41, questionId: 3 } };
    assign([]).when({ type: 'AssignGenerationQuestion', data: { generationId: 41, questionId: 3 } }).then([assigned]);
    assign([assigned]).when({ type: 'AssignGenerationQuestion', data: { generationId: 41, questionId: 4 } }).then([]);
  });
});
