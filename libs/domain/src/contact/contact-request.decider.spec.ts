import { describe, expect, it } from '@jest/globals';
import { specFor } from '../shared/decider.testing.js';
import type { ContactRequestCommand } from './contact-request.commands.js';
import { contactRequestDecider } from './contact-request.decider.js';
import type { ContactRequestedData, ContactRequestEvent } from './contact-request.events.js';
import { contactEmailOf, vietnamDateTime } from './rules/contact-email.js';
import { isSafeEmailAddress, messageText, singleLine } from './rules/contact-fields.js';

const given = specFor(contactRequestDecider);
const data: ContactRequestedData = {
  requestId: 'r1',
  userId: 'u1',
  username: 'hocvien_a',
  email: 'an.nguyen@example.vn',
  name: 'Nguyễn Văn An',
  subject: 'Gia hạn tài khoản',
  message: 'Tài khoản của em đã hết hạn,\nem muốn gia hạn thêm 30 ngày.',
  requestedAt: '2026-03-01T02:30:00.000Z',
};
const requested: ContactRequestEvent = { type: 'ContactRequested', data };
const request = (over: Partial<ContactRequestedData> = {}): ContactRequestCommand => ({ type: 'RequestContact', data: { ...data, ...over } });
const failedAttempt = (attempt: number, final = false): ContactRequestEvent => ({ type: 'ContactEmailFailed', data: { requestId: 'r1', reason: 'Không kết nối được máy chủ SMTP', attempt, final } });
const sent: ContactRequestEvent = { type: 'ContactEmailSent', data: { requestId: 'r1', messageId: '<contact-r1@k9>', sentAt: '2026-03-01T02:31:00.000Z' } };

describe('contact request', () => {
  describe('when never requested', () => {
    it('stores the request as typed', () => given([]).when(request()).then([requested]));
    it('stores one without name and subject', () =>
      given([]).when(request({ name: null, subject: null })).then([{ type: 'ContactRequested', data: { ...data, name: null, subject: null } }]));
    it('refuses an address that could carry a second recipient or a header', () => {
      for (const email of ['a@b.vn, c@d.vn', 'A <a@b.vn>', '"a\r\nBcc: c@d.vn"@b.vn', 'a@b.vn\nBcc: c@d.vn', 'khong-co-a-cong', `${'a'.repeat(250)}@b.vn`]) {
        given([]).when(request({ email })).thenThrows('CONTACT_INVALID');
      }
    });
    it('refuses an empty or too long message', () => {
      given([]).when(request({ message: '  \n ' })).thenThrows('CONTACT_INVALID');
      given([]).when(request({ message: 'x'.repeat(5001) })).thenThrows('CONTACT_INVALID');
      given([]).when(request({ message: 'x'.repeat(5000) })).then([{ type: 'ContactRequested', data: { ...data, message: 'x'.repeat(5000) } }]);
    });
    it('refuses a name or subject over two lines or over its limit', () => {
      given([]).when(request({ subject: 'Chào\r\nBcc: c@d.vn' })).thenThrows('CONTACT_INVALID');
      given([]).when(request({ name: 'x'.repeat(101) })).thenThrows('CONTACT_INVALID');
      given([]).when(request({ subject: 'x'.repeat(201) })).thenThrows('CONTACT_INVALID');
    });
    it('has no e-mail outcome to record', () => {
      given([]).when({ type: 'RecordContactEmailSent', data: sent.data as never }).thenThrows('CONTACT_REQUEST_NOT_FOUND');
      given([]).when({ type: 'RecordContactEmailFailed', data: failedAttempt(1).data as never }).thenThrows('CONTACT_REQUEST_NOT_FOUND');
    });
  });

  describe('when waiting to be sent', () => {
    it('is stored once', () => given([requested]).when(request()).thenThrows('CONTACT_REQUEST_EXISTS'));
    it('records the send', () => given([requested]).when({ type: 'RecordContactEmailSent', data: sent.data as never }).then([sent]));
    it('records a failed attempt, and a final one', () => {
      given([requested]).when({ type: 'RecordContactEmailFailed', data: failedAttempt(1).data as never }).then([failedAttempt(1)]);
      given([requested, failedAttempt(1)]).when({ type: 'RecordContactEmailFailed', data: failedAttempt(2, true).data as never }).then([failedAttempt(2, true)]);
    });
    it('counts attempts and knows when it gave up', () => {
      const state = [requested, failedAttempt(1), failedAttempt(2)].reduce(contactRequestDecider.evolve, contactRequestDecider.initialState());
      expect(state).toEqual({ status: 'retrying', request: data, attempts: 2 });
      expect(contactRequestDecider.evolve(state, failedAttempt(3, true))).toEqual({ status: 'failed', request: data, attempts: 3 });
    });
  });

  describe('when sent', () => {
    it('records a second send report as nothing (a job retried after a crash)', () => given([requested, sent]).when({ type: 'RecordContactEmailSent', data: sent.data as never }).then([]));
    it('ignores a late failure report', () => given([requested, failedAttempt(1), sent]).when({ type: 'RecordContactEmailFailed', data: failedAttempt(2).data as never }).then([]));
  });
});

describe('contact fields', () => {
  it('makes a name or subject one line', () => {
    expect(singleLine('  Gia hạn\r\nBcc: x@y.vn\t ')).toBe('Gia hạn Bcc: x@y.vn');
    expect(singleLine('a\u0000b\u200bc')).toBe('a b c');
  });
  it('keeps the lines of a message', () => expect(messageText(' Dòng 1\r\nDòng 2\rDòng 3\u0007 ')).toBe('Dòng 1\nDòng 2\nDòng 3'));
  it('accepts plain addresses only', () => {
    expect(isSafeEmailAddress('an.nguyen+k9@example.vn')).toBe(true);
    expect(isSafeEmailAddress('an@example')).toBe(false);
    expect(isSafeEmailAddress('an@example.')).toBe(false);
    expect(isSafeEmailAddress('<an@example.vn>')).toBe(false);
  });
});

describe('the contact e-mail', () => {
  it("answers the learner's address, names them in the subject and carries the message as text", () => {
    const mail = contactEmailOf(data);
    expect(mail.replyTo).toEqual({ name: 'Nguyễn Văn An', address: 'an.nguyen@example.vn' });
    expect(mail.subject).toBe('Liên hệ từ học viên Nguyễn Văn An (an.nguyen@example.vn): Gia hạn tài khoản');
    expect(mail.text).toContain('Tài khoản của em đã hết hạn,\nem muốn gia hạn thêm 30 ngày.');
    expect(mail.text).toContain('Tài khoản: hocvien_a (mã u1)');
    expect(mail.text).toContain('Thời gian: 01/03/2026 09:30:00 (giờ Việt Nam)');
  });
  it('without name and subject: the address alone', () => {
    expect(contactEmailOf({ ...data, name: null, subject: null }).subject).toBe('Liên hệ từ học viên an.nguyen@example.vn');
  });
  it('writes times in Vietnam time, 24-hour', () => expect(vietnamDateTime('2026-12-31T17:05:09.000Z')).toBe('01/01/2027 00:05:09'));
});
