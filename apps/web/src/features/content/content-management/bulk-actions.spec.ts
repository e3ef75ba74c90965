import { describe, expect, it } from '@jest/globals';
import { bulkDeleteRefusal, bulkFieldsFor, bulkUpdateRefusal, classesLabel, doneCount, doneText, outcomeLevel, outcomeSummary } from './bulk-actions';

describe('bulk update rules as the screen shows them (spec 3 §5)', () => {
  it('offers caseTraining category and tag1-tag4, other tabs category and tag4; Page Management the access fields', () => {
    expect(bulkFieldsFor('k9', 'caseTraining')).toEqual(['category', 'tag1', 'tag2', 'tag3', 'tag4']);
    expect(bulkFieldsFor('k9', 'news')).toEqual(['category', 'tag4']);
    expect(bulkFieldsFor('page', 'story')).toEqual(['isPublic', 'hasTitle', 'allowed_user_class']);
  });

  it("refuses with the spec's messages", () => {
    expect(bulkUpdateRefusal(0, 'news', 'category', 'Mô hình')).toBe('Vui lòng chọn ít nhất một bản ghi để cập nhật');
    // The fields and tabs by their Vietnamese names, never their code names (issue 24 §3).
    expect(bulkUpdateRefusal(2, 'news', 'category', '')).toBe('Vui lòng chọn Danh mục');
    expect(bulkUpdateRefusal(2, 'news', 'tag4', [])).toBe('Vui lòng chọn Chương trình');
    expect(bulkUpdateRefusal(2, 'news', 'tag2', 'Expert')).toBe('Trường Cấp độ không khả dụng cho tab Learning Block');
    expect(bulkUpdateRefusal(2, 'home', 'isPublic', undefined)).toBe('Vui lòng chọn Công khai');
    expect(bulkDeleteRefusal(0)).toBe('Vui lòng chọn ít nhất một mục để xóa!');
  });

  it('lets tag4 take several programs and an empty class list clear the classes', () => {
    expect(bulkUpdateRefusal(3, 'longForm', 'tag4', ['Program 1', 'Program 2'])).toBeNull();
    expect(bulkUpdateRefusal(3, 'caseTraining', 'tag3', 'SME')).toBeNull();
    expect(bulkUpdateRefusal(1, 'story', 'allowed_user_class', [])).toBeNull();
    expect(bulkDeleteRefusal(1)).toBeNull();
  });

  it("shows 'Chưa gắn' for a record without classes", () => {
    expect(classesLabel([], new Map())).toBe('Chưa gắn');
    expect(classesLabel([1, 9], new Map([[1, 'Lớp K9']]))).toBe('Lớp K9, Lớp #9');
  });
});

describe('per-id outcomes of a bulk action', () => {
  it('counts each outcome and says whether any failed', () => {
    const results = [
      { id: 1, outcome: 'updated' as const },
      { id: 2, outcome: 'updated' as const },
      { id: 3, outcome: 'unchanged' as const },
      { id: 4, outcome: 'not_found' as const, code: 'NOT_FOUND', message: 'Không tìm thấy bản ghi.' },
    ];
    expect(outcomeSummary({ results })).toBe('Đã cập nhật 2, Không thay đổi 1, Không tìm thấy 1');
    expect(outcomeLevel({ results })).toBe('warning');
    expect(outcomeLevel({ results: results.slice(0, 3) })).toBe('success');
    expect(outcomeLevel({ results: results.slice(3) })).toBe('error');
  });
});

describe('the headline count of a bulk action', () => {
  it('counts, for an update, the records that hold the value, not one deleted before it; for a delete, those gone', () => {
    const results = [{ id: 1, outcome: 'updated' as const }, { id: 2, outcome: 'unchanged' as const }, { id: 3, outcome: 'already_deleted' as const }];
    expect(doneCount({ results }, 'update')).toBe(2);
    expect(doneCount({ results: [{ id: 1, outcome: 'deleted' as const }, { id: 3, outcome: 'already_deleted' as const }] }, 'delete')).toBe(2);
  });

  it('says the headline once when every record had the same outcome, and the outcomes only when they tell more', () => {
    expect(doneText({ results: [{ id: 1, outcome: 'updated' as const }, { id: 2, outcome: 'updated' as const }] }, 'update')).toBe('Đã cập nhật 2 bản ghi');
    expect(doneText({ results: [{ id: 1, outcome: 'deleted' as const }] }, 'delete')).toBe('Đã xóa 1 bản ghi');
    expect(doneText({ results: [{ id: 1, outcome: 'updated' as const }, { id: 2, outcome: 'unchanged' as const }] }, 'update')).toBe('Đã cập nhật 2 bản ghi (Đã cập nhật 1, Không thay đổi 1)');
  });
});
