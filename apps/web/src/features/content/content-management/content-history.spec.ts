import { describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@k9/contracts';
import { describeContentHistory } from './content-history';

let position = 0;
const entry = (type: string, data: Record<string, unknown>): AuditEntry =>
  ({ position: ++position, type, data, occurredAt: '2026-11-26T08:00:00.000Z', actorEmail: 'admin@k9.test' }) as unknown as AuditEntry;

describe("a record's history in Vietnamese", () => {
  it('says what each event did, never its code name', () => {
    const names = new Map([[3, 'Lớp D101']]);
    const lines = describeContentHistory(
      [
        entry('ContentDeleted', { contentId: 1 }),
        entry('ContentClassesAssigned', { contentId: 1, classIds: [] }),
        entry('ContentClassesAssigned', { contentId: 1, classIds: [3, 9] }),
        entry('ContentVisibilityChanged', { contentId: 1, isPublic: false, hasTitle: true }),
        entry('ContentStatusChanged', { contentId: 1, from: 'draft', to: 'published' }),
        entry('ContentQuizSet', { contentId: 1, questionContent: { questionQuiz: [{}, {}], questionEssay: [{}] } }),
        entry('ContentQuizSet', { contentId: 1, questionContent: null }),
        entry('ContentMediaRemoved', { contentId: 1, field: 'avatarUrl', items: ['/files/a.png'], now: null }),
        entry('ContentEdited', { contentId: 1, changes: { title: 'Mới', tag4: ['Program 2'] } }),
        entry('ContentImported', { contentId: 1, type: 'story', fields: {}, importId: 'i', row: 7 }),
        entry('ContentCreated', { contentId: 1, type: 'news', fields: {}, origin: { kind: 'form' } }),
      ],
      names,
    ).map((line) => line.text);
    expect(lines).toEqual([
      'Xóa bản ghi',
      'Lớp được xem: Chưa gắn',
      'Lớp được xem: Lớp D101, Lớp #9',
      'Quyền xem: Riêng tư, Mục lục Bật',
      'Trạng thái Nháp → Đã xuất bản',
      'Cập nhật quiz (3 câu)',
      'Xóa quiz',
      'Xóa 1 mục khỏi avatarUrl',
      'Sửa title, tag4',
      'Import bản ghi (dòng 7)',
      'Tạo bản ghi (news) từ biểu mẫu',
    ]);
  });
});
