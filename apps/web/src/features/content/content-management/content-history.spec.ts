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
        entry('ContentAiMediaGenerated', {
          contentId: 1,
          media: 'avatar',
          changes: { avatarUrl: '/files/2026/11/a.png' },
          provenance: { taskId: '1', requestedBy: { id: 'a', email: 'admin@k9.test' }, calls: [{ callId: 'c1', model: 'gpt-4o-mini', step: 'description' }, { callId: 'c2', model: 'imagen-3.0-generate-002', step: 'image' }], promptVersion: 'IMAGE_GENERATION_CONFIG@1' },
        }),
        entry('ContentClassesAssigned', { contentId: 1, classIds: [] }),
        entry('ContentClassesAssigned', { contentId: 1, classIds: [3, 9] }),
        entry('ContentVisibilityChanged', { contentId: 1, isPublic: false, hasTitle: true }),
        entry('ContentStatusChanged', { contentId: 1, from: 'draft', to: 'published' }),
        entry('ContentQuizSet', { contentId: 1, questionContent: { questionQuiz: [{}, {}], questionEssay: [{}] } }),
        entry('ContentQuizSet', { contentId: 1, questionContent: null }),
        entry('ContentMediaRemoved', { contentId: 1, field: 'avatarUrl', items: ['/files/a.png'], now: null }),
        entry('ContentMediaAttached', { contentId: 1, field: 'imgUrls', items: ['/files/b.png', '/files/c.png'], now: ['/files/b.png', '/files/c.png'] }),
        entry('ContentEdited', { contentId: 1, changes: { title: 'Mới', summary: 'Tóm tắt mới', tag4: ['Program 2'], impact: 'important' } }),
        entry('ContentImported', { contentId: 1, type: 'story', fields: { title: 'Cũ', summary: '', tag4: ['Program 1'], impact: 'normal', isPublic: true, hasTitle: false, allowed_user_class: [] }, importId: 'i', row: 7 }),
        entry('ContentCreated', { contentId: 1, type: 'home', fields: {}, origin: { kind: 'form' } }),
      ],
      names,
    ).map((line) => line.text);
    expect(lines).toEqual([
      'Xóa bản ghi',
      'AI tạo ảnh đại diện (gpt-4o-mini, imagen-3.0-generate-002)',
      'Lớp được xem: Lớp D101, Lớp #9 → Chưa gắn',
      'Lớp được xem: Chưa gắn → Lớp D101, Lớp #9',
      'Quyền xem: Công khai → Riêng tư; Mục lục: Tắt → Bật',
      'Trạng thái Nháp → Đã xuất bản',
      'Cập nhật quiz (3 câu)',
      'Xóa quiz',
      'Xóa 1 mục khỏi Ảnh đại diện',
      'Thêm 2 mục vào Hình ảnh',
      // Each edited field by its name, with the value it replaced; a long text by its name only.
      'Sửa Tiêu đề: Cũ → Mới; Tóm tắt; Chương trình: Program 1 → Program 2; Mức ảnh hưởng: Bình thường → Quan trọng',
      'Import bản ghi (dòng 7)',
      'Tạo bản ghi (Về K9) từ biểu mẫu',
    ]);
  });
});
