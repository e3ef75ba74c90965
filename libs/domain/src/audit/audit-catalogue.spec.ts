import { describe, expect, it } from '@jest/globals';
import { AuditCatalogue } from './audit-catalogue.js';
import { pickPaths, type AuditedEvents } from './audited-events.js';

const users = {
  kinds: [
    { kind: 'user', prefix: 'user-', label: 'Người dùng' },
    { kind: 'user-class', prefix: 'user-class-', label: 'Lớp người dùng' },
  ],
  events: {
    UserCreated: { label: 'Tạo tài khoản', shown: ['userId', 'info.note', 'classIds'] },
    ChatUserMessagePosted: { label: 'Học viên gửi tin nhắn', shown: ['sessionId', 'content'], personal: ['content'] },
  },
} satisfies AuditedEvents;

describe('the audit allow-list', () => {
  const catalogue = new AuditCatalogue([users]);

  it('shows only the listed fields: a secret beside them is left out, name and value', () => {
    const shown = catalogue.shown('UserCreated', { userId: 'u1', passwordHash: '$argon2id$...', info: { note: 'ghi chú', token: 'x' }, classIds: [1, 2] });
    expect(shown).toEqual({ data: { userId: 'u1', info: { note: 'ghi chú' }, classIds: [1, 2] }, personal: false });
    expect(JSON.stringify(shown)).not.toContain('passwordHash');
    expect(JSON.stringify(shown)).not.toContain('token');
  });

  it('shows nothing of an event type without a rule', () => {
    expect(catalogue.shown('SomethingNew', { secret: 'k' })).toEqual({ data: {}, personal: false });
  });

  it("marks a learner's own words as personal only when they are there", () => {
    expect(catalogue.shown('ChatUserMessagePosted', { sessionId: 1, content: 'Câu hỏi của tôi' }).personal).toBe(true);
    expect(catalogue.shown('ChatUserMessagePosted', { sessionId: 1 }).personal).toBe(false);
  });

  it('picks inside each element of a list', () => {
    expect(pickPaths({ rows: [{ a: 1, b: 2 }, { a: 3, b: 4 }] }, ['rows.a'])).toEqual({ rows: [{ a: 1 }, { a: 3 }] });
  });

  it('knows a stream by its longest matching prefix', () => {
    expect(catalogue.kindOf('user-class-3')).toBe('user-class');
    expect(catalogue.kindOf('user-0b6f')).toBe('user');
    expect(catalogue.kindOf('nothing-1')).toBe('other');
  });

  it('refuses two rules for one event type and one kind declared twice', () => {
    expect(() => new AuditCatalogue([users, users])).toThrow('declared twice');
    expect(() => new AuditCatalogue([users, { kinds: [], events: users.events }])).toThrow('two audit rules');
  });
});
