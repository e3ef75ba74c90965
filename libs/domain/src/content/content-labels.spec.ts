import { describe, expect, it } from '@jest/globals';
import { CONTENT_FIELD_LABELS, CONTENT_TYPE_LABELS, choiceList, contentFieldLabel, contentValueLabel } from './content-labels.js';
import { CONTENT_TYPES, type ContentFieldName } from './content.types.js';

describe("the library's Vietnamese names", () => {
  it('names the tabs as learners see them, and every field without its code name', () => {
    expect(CONTENT_TYPES.map((type) => CONTENT_TYPE_LABELS[type])).toEqual(['Về K9', 'Learning Block', 'Case Study', 'Resource Library', 'Thư viện', 'Câu chuyện']);
    for (const [field, label] of Object.entries(CONTENT_FIELD_LABELS)) expect({ field, label }).toEqual({ field, label: expect.not.stringMatching(/_|[a-z][A-Z]/) });
    expect(contentFieldLabel('tag4' satisfies ContentFieldName)).toBe('Chương trình');
    expect(contentFieldLabel('somethingNew')).toBe('somethingNew');
  });

  it('names the stored values of the enumerated fields, and leaves free values as they are', () => {
    expect(contentValueLabel('status', 'published')).toBe('Đã xuất bản');
    expect(contentValueLabel('sentiment', 'positive')).toBe('Tích cực');
    expect(contentValueLabel('impact', 'important')).toBe('Quan trọng');
    expect(`${contentValueLabel('homeCategory', 'latest')} · ${contentValueLabel('priority', 'medium')}`).toBe('Mới nhất · Trung bình');
    expect(contentValueLabel('category', 'Mô hình')).toBe('Mô hình');
  });

  it("lists choices the Vietnamese way: 'A, B hoặc C'", () => {
    expect(choiceList(['Nháp', 'Đã xuất bản', 'Lưu trữ'])).toBe('Nháp, Đã xuất bản hoặc Lưu trữ');
    expect(choiceList(['HTML'])).toBe('HTML');
  });
});
