import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { BulkUpdateContentRequest, ContentListQuery, CreateContentRequest, UpdateContentRequest } from './content.dto.js';

const errorsOf = async <T extends object>(dto: new () => T, body: object) =>
  (await validate(plainToInstance(dto, body), { whitelist: true, forbidUnknownValues: false, stopAtFirstError: true })).flatMap((error) => Object.values(error.constraints ?? {}));

describe('content request DTOs', () => {
  it('accept a record and refuse wrong shapes in Vietnamese', async () => {
    expect(await errorsOf(CreateContentRequest, { type: 'news', title: 'Bài mới', tag4: ['Program 1'], isPublic: true, questionContent: '{"questionQuiz": []}' })).toEqual([]);
    expect(await errorsOf(CreateContentRequest, { type: 'blog', title: 'x' })).toEqual(['Loại bản ghi không hợp lệ: hãy tạo bản ghi từ một tab của K9 Management.']);
    expect(await errorsOf(CreateContentRequest, { type: 'news', title: 'x', imgUrls: 'a.png' })).toEqual(['Hình ảnh không hợp lệ.']);
    expect(await errorsOf(UpdateContentRequest, { id: 'x' })).toEqual(['Vui lòng gửi mã bản ghi (id).']);
    expect(await errorsOf(UpdateContentRequest, { id: 3, status: 'gone' })).toEqual(['Trạng thái không hợp lệ: chọn Nháp, Đã xuất bản hoặc Lưu trữ.']);
    expect(await errorsOf(UpdateContentRequest, { id: 3, questionContent: [1] })).toEqual(['Quiz không hợp lệ.']);
    expect(await errorsOf(UpdateContentRequest, { id: 3, sentiment: null, category: null })).toEqual([]);
  });

  it('read list filters from the query string', async () => {
    const query = plainToInstance(ContentListQuery, { page: '2', pageSize: '500', hasImage: 'true', tag4: 'Program 1, Program 2' });
    expect(await validate(query)).toEqual([]);
    expect(query).toMatchObject({ page: 2, pageSize: 500, hasImage: true, tag4: ['Program 1', 'Program 2'] });
    expect(await errorsOf(ContentListQuery, { pageSize: '99' })).toEqual(['Số dòng mỗi trang phải là 20, 50, 100, 500, 1.000, 2.000 hoặc 5.000.']);
  });

  it('asks for a selection before a bulk update', async () => {
    expect(await errorsOf(BulkUpdateContentRequest, { fieldToUpdate: 'tag4', value: ['a'] })).toEqual(['Vui lòng chọn ít nhất một bản ghi để cập nhật']);
  });
});
