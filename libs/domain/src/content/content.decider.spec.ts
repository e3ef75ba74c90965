import { describe, expect, it } from '@jest/globals';
import { specFor } from '../shared/decider.testing.js';
import { fold } from '../shared/decider.js';
import { contentDecider } from './content.decider.js';
import type { ContentEvent } from './content.events.js';
import { contentDefaults } from './rules/content-fields.js';
import type { ContentFields } from './content.types.js';

const given = specFor(contentDecider);
const quiz = {
  questionQuiz: [{ question: 'Biên lợi nhuận gộp là gì?', options: { A: 'Doanh thu', B: 'Lợi nhuận gộp / doanh thu', C: 'Chi phí', D: 'Tài sản' }, correct_answer: 'B' as const, explanation: 'Theo định nghĩa.' }],
  questionEssay: [{ question: 'Phân tích chiến lược giá.' }],
};
const fieldsOf = (over: Partial<ContentFields> = {}): ContentFields => ({ ...contentDefaults('news', { kind: 'form' }), title: 'Kinh tế vỉa hè', ...over });
const created: ContentEvent = { type: 'ContentCreated', data: { contentId: 7, type: 'news', fields: fieldsOf({ imgUrls: ['/files/a.png'] }), origin: { kind: 'form' } } };
const update = (changes: Record<string, unknown>, contentType?: string) => ({ type: 'UpdateContent' as const, data: { contentId: 7, changes, ...(contentType ? { contentType: contentType as 'news' } : {}) } });

describe('content decider', () => {
  it('creates a record from the form with the defaults of spec 3 §4-5 (draft, public)', () => {
    given([]).when({ type: 'CreateContent', data: { contentId: 7, contentType: 'news', input: { title: '  Kinh tế vỉa hè ', imgUrls: ['/files/a.png'] }, origin: { kind: 'form' } } }).then([created]);
  });

  it('creates a home record with its own defaults and drops fields of other types', () => {
    const [event] = contentDecider.decide({ type: 'CreateContent', data: { contentId: 1, contentType: 'home', input: { title: 'Trang chủ', pages: 12, storyType: 'Interview' }, origin: { kind: 'sample' } } }, contentDecider.initialState());
    expect(event.type).toBe('ContentCreated');
    const fields = (event as Extract<ContentEvent, { type: 'ContentCreated' }>).data.fields;
    expect(fields).toMatchObject({ priority: 'medium', featured: false, homeCategory: 'latest', displayOrder: 1, status: 'published', impact: 'normal', isPublic: true, isSample: true, pages: null, storyType: null });
  });

  it('records an import with its batch and row, published', () => {
    const events = contentDecider.decide({ type: 'CreateContent', data: { contentId: 2, contentType: 'story', input: { title: 'Chuyện quán phở' }, origin: { kind: 'import', importId: 'imp-1', row: 4 } } }, contentDecider.initialState());
    expect(events).toEqual([{ type: 'ContentImported', data: { contentId: 2, type: 'story', importId: 'imp-1', row: 4, fields: expect.objectContaining({ status: 'published', storyType: 'Podcast' }) } }]);
  });

  it('refuses a second creation and anything on a record that does not exist or was deleted', () => {
    given([created]).when({ type: 'CreateContent', data: { contentId: 7, contentType: 'news', input: { title: 'Lại' }, origin: { kind: 'form' } } }).thenThrows('CONTENT_EXISTS');
    given([]).when(update({ title: 'x' })).thenThrows('CONTENT_NOT_FOUND');
    given([created, { type: 'ContentDeleted', data: { contentId: 7 } }]).when(update({ title: 'x' })).thenThrows('CONTENT_NOT_FOUND');
    given([created, { type: 'ContentDeleted', data: { contentId: 7 } }]).when({ type: 'DeleteContent', data: { contentId: 7 } }).thenThrows('CONTENT_NOT_FOUND');
  });

  it('says what changed in the domain\'s words, edits carrying only changed fields', () => {
    given([created])
      .when(update({ title: 'Kinh tế vỉa hè', summary: 'Tóm tắt mới', status: 'published', isPublic: false, allowed_user_class: [3, 1, 3], questionContent: JSON.stringify(quiz), imgUrls: ['/files/b.gif'], avatarUrl: '/files/c.jpg' }))
      .then([
        { type: 'ContentEdited', data: { contentId: 7, changes: { summary: 'Tóm tắt mới' } } },
        { type: 'ContentMediaAttached', data: { contentId: 7, field: 'avatarUrl', items: ['/files/c.jpg'], now: '/files/c.jpg' } },
        { type: 'ContentMediaRemoved', data: { contentId: 7, field: 'imgUrls', items: ['/files/a.png'], now: [] } },
        { type: 'ContentMediaAttached', data: { contentId: 7, field: 'imgUrls', items: ['/files/b.gif'], now: ['/files/b.gif'] } },
        { type: 'ContentStatusChanged', data: { contentId: 7, from: 'draft', to: 'published' } },
        { type: 'ContentVisibilityChanged', data: { contentId: 7, isPublic: false } },
        { type: 'ContentClassesAssigned', data: { contentId: 7, classIds: [1, 3] } },
        { type: 'ContentQuizSet', data: { contentId: 7, questionContent: quiz } },
      ]);
  });

  it('changes nothing when an update (or a retried bulk update) sends what is stored', () => {
    given([created]).when(update({ title: 'Kinh tế vỉa hè', isPublic: true, imgUrls: ['/files/a.png'] })).then([]);
  });

  it('folds every event back into the fields an update produced', () => {
    const events = contentDecider.decide(update({ detail: 'Nội dung', hasTitle: true, imgUrls: [], fileUrls: ['/files/x.pdf'], questionContent: quiz }), fold(contentDecider, [created]));
    const state = fold(contentDecider, [created, ...events]);
    expect(state.status === 'active' && state.fields).toMatchObject({ detail: 'Nội dung', hasTitle: true, imgUrls: [], fileUrls: ['/files/x.pdf'], questionContent: quiz });
  });

  it('never changes the type of a record', () => {
    given([created]).when(update({ title: 'x' }, 'story')).thenThrows('CONTENT_TYPE_UNCHANGEABLE');
    given([created]).when(update({ title: 'x' }, 'news')).then([{ type: 'ContentEdited', data: { contentId: 7, changes: { title: 'x' } } }]);
  });

  it('enforces the record form limits of spec 3 §5', () => {
    const image = (n: number) => Array.from({ length: n }, (_, i) => `/files/${i}.jpg`);
    given([created]).when(update({ imgUrls: image(9) })).thenThrows('TOO_MANY_IMAGES');
    given([created]).when(update({ imgUrls: ['/files/a.webp'] })).thenThrows('IMAGE_TYPE');
    given([created]).when(update({ fileUrls: Array.from({ length: 11 }, (_, i) => `/files/${i}.pdf`) })).thenThrows('TOO_MANY_FILES');
    given([created]).when(update({ audioText: 'a'.repeat(50_001) })).thenThrows('AUDIO_TEXT_TOO_LONG');
    given([created]).when(update({ title: '   ' })).thenThrows('TITLE_REQUIRED');
    given([created]).when(update({ avatarUrl: 'javascript:alert(1)' })).thenThrows('URL_INVALID');
    given([created]).when(update({ diagramNote: ['x'.repeat(501)] })).thenThrows('NOTE_TOO_LONG');
    given([created]).when(update({ imgUrls: image(8), audioText: 'a'.repeat(50_000) })).then([
      { type: 'ContentEdited', data: { contentId: 7, changes: { audioText: 'a'.repeat(50_000) } } },
      { type: 'ContentMediaRemoved', data: { contentId: 7, field: 'imgUrls', items: ['/files/a.png'], now: [] } },
      { type: 'ContentMediaAttached', data: { contentId: 7, field: 'imgUrls', items: image(8), now: image(8) } },
    ]);
    const home: ContentEvent = { type: 'ContentCreated', data: { contentId: 7, type: 'home', fields: { ...contentDefaults('home', { kind: 'form' }), title: 'Trang chủ' }, origin: { kind: 'form' } } };
    given([home]).when(update({ displayOrder: 0 })).thenThrows('DISPLAY_ORDER_RANGE');
    given([home]).when(update({ displayOrder: 101 })).thenThrows('DISPLAY_ORDER_RANGE');
    given([home]).when(update({ displayOrder: 100 })).then([{ type: 'ContentEdited', data: { contentId: 7, changes: { displayOrder: 100 } } }]);
  });

  it('validates quiz content as the quiz editor does', () => {
    given([created]).when(update({ questionContent: '{không phải json' })).thenThrows('INVALID_QUIZ');
    given([created]).when(update({ questionContent: { questionQuiz: [{ ...quiz.questionQuiz[0], options: { A: 'a', B: 'b', C: '', D: 'd' } }] } })).thenThrows('INVALID_QUIZ');
    given([created]).when(update({ questionContent: { questionQuiz: [{ ...quiz.questionQuiz[0], correct_answer: 'E' }] } })).thenThrows('INVALID_QUIZ');
    given([created]).when(update({ questionContent: { questionEssay: [{ question: ' ' }] } })).thenThrows('INVALID_QUIZ');
    given([created]).when(update({ questionContent: '' })).then([]);
  });

  it('deletes a record', () => {
    given([created]).when({ type: 'DeleteContent', data: { contentId: 7 } }).then([{ type: 'ContentDeleted', data: { contentId: 7 } }]);
  });
});
