import { describe, expect, it } from '@jest/globals';
import type { ThesisView } from '@k9/contracts';
import { renumbered, segmentsOf, thesisUpdateBody, withSegmentAdded, withSegmentDeleted, withSegmentEdited } from './thesis-form';

const segment = (id: string, order: number) => ({ id, order, content: `Nội dung ${id}`, summary: '', mode: 'original' as const, originalContent: null });
const thesis: ThesisView = {
  id: 't1',
  name: 'Sổ ngày 29/11/2026',
  summary: 'Tóm tắt',
  content: '',
  userCreated: 'a@k9.vn',
  // Stored out of order: the list follows `order`.
  list_chat: [segment('c', 3), segment('a', 1), segment('b', 2)],
  createAt: '2026-11-29T01:00:00.000Z',
  updateAt: '2026-11-29T01:00:00.000Z',
  version: 4,
};

describe('the thesis manager form (spec 2 §2.10, §4.10)', () => {
  it('renumbers from 1 in the list order', () => {
    expect(renumbered([{ order: 7 }, { order: 2 }]).map((each) => each.order)).toEqual([1, 2]);
    expect(segmentsOf(thesis).map((each) => [each.id, each.order])).toEqual([['a', 1], ['b', 2], ['c', 3]]);
  });

  it('adds at the end, edits in place, deletes and renumbers the rest', () => {
    const held = segmentsOf(thesis);
    const added = withSegmentAdded(held, { content: 'Mới', summary: 'S', mode: 'summarized', originalContent: 'Gốc' });
    expect(added.at(-1)).toEqual({ order: 4, content: 'Mới', summary: 'S', mode: 'summarized', originalContent: 'Gốc' });
    expect(withSegmentEdited(held, 'b', { content: 'Sửa', summary: '', mode: 'original', originalContent: null })[1]).toEqual({ id: 'b', order: 2, content: 'Sửa', summary: '', mode: 'original', originalContent: null });
    expect(withSegmentDeleted(held, 'a').map((each) => [each.id, each.order])).toEqual([['b', 1], ['c', 2]]);
  });

  it('saves the full body with the version it was read at, the fields given or the stored ones', () => {
    const now = new Date('2026-11-29T02:00:00.000Z');
    expect(thesisUpdateBody(thesis, { fields: { name: '  Ngân hàng ', content: 'Nội dung', summary: 'Mới' } }, now)).toEqual({
      name: 'Ngân hàng',
      content: 'Nội dung',
      summary: 'Mới',
      list_chat: segmentsOf(thesis),
      updateAt: '2026-11-29T02:00:00.000Z',
      version: 4,
    });
    const body = thesisUpdateBody(thesis, { segments: withSegmentDeleted(segmentsOf(thesis), 'b') }, now);
    expect(body).toMatchObject({ name: thesis.name, summary: 'Tóm tắt', version: 4 });
    expect(body.list_chat.map((each) => [each.id, each.order])).toEqual([['a', 1], ['c', 2]]);
  });
});
