import { describe, expect, it } from '@jest/globals';
import { DomainError, fold } from '../shared/decider.js';
import { specFor } from '../shared/decider.testing.js';
import type { ThesisCommand } from './thesis.commands.js';
import { thesisDecider, thesisStreamId } from './thesis.decider.js';
import type { ThesisEvent } from './thesis.events.js';
import { THESIS_MESSAGES as M } from './thesis.messages.js';
import type { ThesisSegment } from './rules/thesis-rules.js';

const given = specFor(thesisDecider);
const created: ThesisEvent = { type: 'ThesisCreated', data: { thesisId: 't1', ownerId: 'u1', ownerEmail: 'a@k9.test', name: 'Sổ ngày 28/11/2026', content: '', summary: '' } };
const segment = (id: string, content = `Nội dung ${id}`): ThesisSegment => ({ id, content, summary: `Tóm tắt ${id}`, mode: 'original', originalContent: null });
const addedEvent = (s: ThesisSegment): ThesisEvent => ({ type: 'ThesisSegmentAdded', data: { thesisId: 't1', segmentId: s.id, content: s.content, summary: s.summary, mode: s.mode, originalContent: s.originalContent } });
const threeSegments = [created, addedEvent(segment('s1')), addedEvent(segment('s2')), addedEvent(segment('s3'))];
const revise = (data: Partial<Extract<ThesisCommand, { type: 'ReviseThesis' }>['data']>): ThesisCommand => ({ type: 'ReviseThesis', data: { thesisId: 't1', userId: 'u1', ...data } });
const addChat = (over: Partial<Extract<ThesisCommand, { type: 'AddThesisChat' }>['data']> = {}): ThesisCommand => ({
  type: 'AddThesisChat',
  data: { thesisId: 't1', userId: 'u1', segmentId: 'n1', content: 'Câu trả lời đáng lưu', summary: null, mode: 'original', originalContent: null, ...over },
});
const create = (over: Partial<Extract<ThesisCommand, { type: 'CreateThesis' }>['data']> = {}): ThesisCommand => ({
  type: 'CreateThesis',
  data: { thesisId: 't1', userId: 'u1', userEmail: 'a@k9.test', name: 'Ý tưởng', content: 'Nội dung', summary: null, segments: [], ownedTheses: 0, ...over },
});
const messageOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as DomainError).message;
  }
  return null;
};

describe('thesis', () => {
  it('lives in one stream per thesis', () => expect(thesisStreamId('t1')).toBe('thesis-t1'));

  describe('creating', () => {
    it('is the owner’s, with the default summary when none is given, and one event per segment', () =>
      given([])
        .when(create({ content: 'x'.repeat(120), segments: [segment('s1')] }))
        .then([
          { type: 'ThesisCreated', data: { thesisId: 't1', ownerId: 'u1', ownerEmail: 'a@k9.test', name: 'Ý tưởng', content: 'x'.repeat(120), summary: `${'x'.repeat(100)}…` } },
          addedEvent(segment('s1')),
        ]));

    it('refuses the 51st thesis of a user, a blank name and an existing stream', () => {
      given([]).when(create({ ownedTheses: 50 })).thenThrows('THESIS_TOO_MANY');
      expect(messageOf(() => thesisDecider.decide(create({ ownedTheses: 50 }), thesisDecider.initialState()))).toBe(M.tooManyTheses);
      given([]).when(create({ name: '  ' })).thenThrows('THESIS_NAME_REQUIRED');
      given([created]).when(create()).thenThrows('THESIS_EXISTS');
    });

    it('refuses more than 200 segments', () => given([]).when(create({ segments: Array.from({ length: 201 }, (_, i) => segment(`s${i}`)) })).thenThrows('THESIS_TOO_MANY_SEGMENTS'));
  });

  describe('ownership', () => {
    it('lets only the owner change, add to or delete a thesis: anyone else finds nothing', () => {
      given(threeSegments).when(revise({ userId: 'u2', name: 'Của tôi' })).thenThrows('THESIS_NOT_FOUND');
      given(threeSegments).when(addChat({ userId: 'u2' })).thenThrows('THESIS_NOT_FOUND');
      given(threeSegments).when({ type: 'DeleteThesis', data: { thesisId: 't1', userId: 'u2' } }).thenThrows('THESIS_NOT_FOUND');
      given([...threeSegments, { type: 'ThesisDeleted', data: { thesisId: 't1', ownerId: 'u1' } }]).when(addChat()).thenThrows('THESIS_NOT_FOUND');
      expect(messageOf(() => thesisDecider.decide(addChat({ userId: 'u2' }), fold(thesisDecider, threeSegments)))).toBe(M.notFound);
    });

    it('deletes the owner’s thesis', () => given(threeSegments).when({ type: 'DeleteThesis', data: { thesisId: 't1', userId: 'u1' } }).then([{ type: 'ThesisDeleted', data: { thesisId: 't1', ownerId: 'u1' } }]));
  });

  describe('a PUT', () => {
    it('is nothing when nothing changed', () => given(threeSegments).when(revise({ name: 'Sổ ngày 28/11/2026', segments: [segment('s1'), segment('s2'), segment('s3')] })).then([]));

    it('becomes one event per change: details, each segment deleted, edited, added, then the order', () =>
      given(threeSegments)
        .when(revise({ name: 'Đổi tên', segments: [segment('s3'), segment('s1', 'Sửa lại'), segment('n1')] }))
        .then([
          { type: 'ThesisDetailsEdited', data: { thesisId: 't1', name: 'Đổi tên', content: '', summary: '' } },
          { type: 'ThesisSegmentDeleted', data: { thesisId: 't1', segmentId: 's2' } },
          { type: 'ThesisSegmentEdited', data: { thesisId: 't1', segmentId: 's1', content: 'Sửa lại', summary: 'Tóm tắt s1', mode: 'original', originalContent: null } },
          addedEvent(segment('n1')),
          { type: 'ThesisSegmentsReordered', data: { thesisId: 't1', segmentIds: ['s3', 's1', 'n1'] } },
        ]));

    it('renumbers from 1 after a deletion: the survivors keep their order without a reorder event', () => {
      const events = thesisDecider.decide(revise({ segments: [segment('s1'), segment('s3')] }), fold(thesisDecider, threeSegments));
      expect(events).toEqual([{ type: 'ThesisSegmentDeleted', data: { thesisId: 't1', segmentId: 's2' } }]);
      const after = fold(thesisDecider, [...threeSegments, ...events]);
      expect(after.segments.map((s, index) => [index + 1, s.id])).toEqual([
        [1, 's1'],
        [2, 's3'],
      ]);
    });

    it('never carries the whole list in one event', () => {
      const events = thesisDecider.decide(revise({ segments: Array.from({ length: 5 }, (_, i) => segment(`x${i}`)) }), fold(thesisDecider, threeSegments));
      expect(events.map((event) => event.type)).toEqual([...Array(3).fill('ThesisSegmentDeleted'), ...Array(5).fill('ThesisSegmentAdded')]);
    });

    it('refuses an empty segment, 201 segments and duplicated ids, with Vietnamese messages', () => {
      given(threeSegments).when(revise({ segments: [segment('s1', '   ')] })).thenThrows('THESIS_SEGMENT_INVALID');
      expect(messageOf(() => thesisDecider.decide(revise({ segments: [segment('s1', '')] }), fold(thesisDecider, threeSegments)))).toBe('Vui lòng nhập nội dung');
      given(threeSegments).when(revise({ segments: Array.from({ length: 201 }, (_, i) => segment(`s${i}`)) })).thenThrows('THESIS_TOO_MANY_SEGMENTS');
      given(threeSegments).when(revise({ segments: [segment('s1'), segment('s1')] })).thenThrows('THESIS_SEGMENT_ID_DUPLICATE');
      given(threeSegments).when(revise({ segments: [segment('s1', 'x'.repeat(20_001))] })).thenThrows('THESIS_SEGMENT_INVALID');
    });
  });

  describe('saving to a notebook', () => {
    it('appends one segment (order = count + 1) with the default summary', () => {
      const events = thesisDecider.decide(addChat({ content: 'y'.repeat(150) }), fold(thesisDecider, threeSegments));
      expect(events).toEqual([
        { type: 'ThesisSegmentAdded', data: { thesisId: 't1', segmentId: 'n1', content: 'y'.repeat(150), summary: `${'y'.repeat(100)}…`, mode: 'original', originalContent: null } },
      ]);
      expect(fold(thesisDecider, [...threeSegments, ...events]).segments.findIndex((s) => s.id === 'n1') + 1).toBe(4);
    });

    it('needs content, and stops at 200 segments', () => {
      given(threeSegments).when(addChat({ content: ' ' })).thenThrows('THESIS_SEGMENT_INVALID');
      const full = [created, ...Array.from({ length: 200 }, (_, i) => addedEvent(segment(`s${i}`)))];
      given(full).when(addChat()).thenThrows('THESIS_TOO_MANY_SEGMENTS');
      expect(messageOf(() => thesisDecider.decide(addChat(), fold(thesisDecider, full)))).toBe(M.tooManySegments);
    });
  });
});
