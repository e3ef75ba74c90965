import { describe, expect, it } from '@jest/globals';
import { errorCode, errorMessage, errorStatus, failureMessage, isStaleWrite, Refusal, refusalMessage } from './errors';

const http = (status: number, data: unknown) => ({ status, data });

describe("the api's error answers", () => {
  it("reads the server's Vietnamese message, or a validation's list of them", () => {
    expect(errorMessage(http(400, { message: 'Số điện thoại không hợp lệ' }), 'Lỗi')).toBe('Số điện thoại không hợp lệ');
    expect(errorMessage(http(400, { message: ['Họ tên quá ngắn', 'Email không hợp lệ'] }), 'Lỗi')).toBe('Họ tên quá ngắn, Email không hợp lệ');
  });

  it("falls back to the screen's message when the server sent none", () => {
    expect(errorMessage(http(500, '<html>'), 'Lỗi')).toBe('Lỗi');
    expect(errorMessage(http(400, { message: '  ' }), 'Lỗi')).toBe('Lỗi');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, 'Lỗi')).toBe('Lỗi');
    expect(errorMessage(new Error('boom'), 'Lỗi')).toBe('Lỗi');
    expect(errorMessage(undefined, 'Lỗi')).toBe('Lỗi');
  });

  it("reads the server's code", () => {
    expect(errorCode(http(409, { message: 'Username này đã tồn tại trong hệ thống!', code: 'USER_EXIST' }))).toBe('USER_EXIST');
    expect(errorCode(http(409, { message: 'x' }))).toBeUndefined();
    expect(errorCode(new Error('x'))).toBeUndefined();
  });

  it("shows the server's reason for a refusal only", () => {
    expect(refusalMessage(http(403, { message: 'Không được xóa chính mình' }), 'Lỗi')).toBe('Không được xóa chính mình');
    expect(refusalMessage(http(500, { message: 'Internal server error' }), 'Lỗi')).toBe('Lỗi');
    expect(refusalMessage({ status: 'FETCH_ERROR', error: 'x' }, 'Lỗi')).toBe('Lỗi');
  });

  it("follows the screen's failure line with the reason of a refusal, the server's or the browser's", () => {
    const refused = http(415, { message: 'Chỉ chấp nhận tệp hình ảnh (JPG, PNG, GIF, WEBP, SVG).' });
    expect(failureMessage('Failed to upload image', refused)).toBe('Failed to upload image: Chỉ chấp nhận tệp hình ảnh (JPG, PNG, GIF, WEBP, SVG).');
    expect(failureMessage('Failed to upload image', new Refusal('Chỉ chấp nhận tệp hình ảnh.'))).toBe('Failed to upload image: Chỉ chấp nhận tệp hình ảnh.');
    expect(failureMessage('Failed to upload image', http(500, { message: 'Internal server error' }))).toBe('Failed to upload image');
    expect(failureMessage('Failed to upload image', { status: 'FETCH_ERROR', error: 'x' })).toBe('Failed to upload image');
    expect(failureMessage('Failed to upload image', new Error('not an image'))).toBe('Failed to upload image');
    expect(failureMessage('Upload ảnh thất bại!', refused)).toBe('Upload ảnh thất bại! Chỉ chấp nhận tệp hình ảnh (JPG, PNG, GIF, WEBP, SVG).');
  });

  it('tells a write someone else made first (409, 412) from other failures', () => {
    expect([409, 412, 400, 500].map((status) => isStaleWrite(http(status, {})))).toEqual([true, true, false, false]);
    expect(errorStatus({ status: 'PARSING_ERROR' })).toBe('PARSING_ERROR');
  });
});
