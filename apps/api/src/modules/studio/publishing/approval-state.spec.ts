import { describe, expect, it } from '@jest/globals';
import { NotFoundException } from '@nestjs/common';
import { DomainError, EventTooLargeError } from '@k9/domain';
import { approvalState, publishErrorMessage } from './approval-state.js';

const at = { queue: 'studio-approvals', jobId: 'approve-generations.x' };
const progress = (over: Partial<Parameters<typeof approvalState>[1]> = {}) => ({ done: 25, total: 25, published: 23, failed: 2, currentId: 7, errors: [], ...over });

describe('a batch approve as the screen shows it', () => {
  it('has no summary while it runs, and shows the record being published', () => {
    expect(approvalState(at, progress(), 'running')).toMatchObject({ state: 'running', currentId: 7, summary: [] });
  });
  it("ends with the spec's summary lines (spec 1 §8 Batch approve)", () => {
    expect(approvalState(at, progress(), 'completed')).toMatchObject({ currentId: null, summary: ['Đã duyệt thành công 23/25 câu hỏi!', 'Có 2 câu hỏi gặp lỗi khi duyệt!'] });
    expect(approvalState(at, progress({ published: 25, failed: 0 }), 'completed').summary).toEqual(['Đã duyệt thành công 25/25 câu hỏi!']);
  });
  it('a stopped batch says how many of all it published', () => {
    expect(approvalState(at, progress({ done: 12, published: 12, failed: 0 }), 'stopped').summary).toEqual(['Đã duyệt thành công 12/25 câu hỏi!']);
  });
});

describe('the message of a record that could not be published', () => {
  it("is the refusal's Vietnamese message, else the spec's publish error", () => {
    expect(publishErrorMessage(new DomainError('X', 'Không tìm thấy lịch sử câu hỏi này.'))).toBe('Không tìm thấy lịch sử câu hỏi này.');
    expect(publishErrorMessage(new NotFoundException({ statusCode: 404, message: 'Lịch sử câu hỏi này đã bị xóa nên không duyệt được.' }))).toBe('Lịch sử câu hỏi này đã bị xóa nên không duyệt được.');
    expect(publishErrorMessage(new Error('connection reset'))).toBe('Đã xảy ra lỗi khi duyệt!');
  });
  it('says the record is too large to store when the event store refuses it', () => {
    expect(publishErrorMessage(new EventTooLargeError('question-1', 'event', 300_000, 262_144))).toBe('Dữ liệu cần lưu quá lớn, vui lòng rút gọn nội dung rồi thử lại.');
  });
});
