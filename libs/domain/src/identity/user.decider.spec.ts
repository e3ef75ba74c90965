import { describe, it } from '@jest/globals';
import { specFor } from '../shared/decider.testing.js';
import { userDecider } from './user.decider.js';

const given = specFor(userDecider);
const create = (over: Record<string, unknown> = {}) => ({
  type: 'CreateUser' as const,
  data: { userId: 'u1', email: 'Admin@Example.com', username: 'admin', name: 'Quản trị', isAdmin: true, passwordHash: 'h', source: 'bootstrap' as const, now: '2026-01-01T00:00:00.000Z', ...over },
});

describe('user', () => {
  it('is created with a lower-cased e-mail and the time from the command', () =>
    given([]).when(create()).then([
      { type: 'UserCreated', data: { userId: 'u1', email: 'admin@example.com', username: 'admin', name: 'Quản trị', isAdmin: true, passwordHash: 'h', source: 'bootstrap', createdAt: '2026-01-01T00:00:00.000Z' } },
    ]));
  it('needs an e-mail or a username', () => given([]).when(create({ email: null, username: null })).thenThrows('IDENTIFIER_REQUIRED'));
  it('cannot be created twice', () => {
    const created = { type: 'UserCreated' as const, data: { userId: 'u1', email: 'a@b.c', username: null, name: 'A', isAdmin: false, passwordHash: null, source: 'admin' as const, createdAt: 'x' } };
    given([created]).when(create()).thenThrows('USER_EXIST');
  });
});
