import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import type { CreateUser, UserCommand } from './user.commands.js';
import type { UserEvent } from './user.events.js';

export type UserState =
  | { status: 'none' }
  | { status: 'active'; userId: string; email: string | null; username: string | null; isAdmin: boolean };

export const USER_MESSAGES = {
  exists: 'Tài khoản đã tồn tại.',
  identifierRequired: 'Cần ít nhất email hoặc username.',
} as const;

const create = ({ data }: CreateUser, state: UserState): UserEvent[] => {
  if (state.status !== 'none') throw new DomainError('USER_EXIST', USER_MESSAGES.exists, 'conflict');
  if (!data.email && !data.username) throw new DomainError('IDENTIFIER_REQUIRED', USER_MESSAGES.identifierRequired);
  const { now, ...rest } = data;
  return [{ type: 'UserCreated', data: { ...rest, email: rest.email?.toLowerCase() ?? null, createdAt: now } }];
};

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'UserCreated':
        return { status: 'active', userId: event.data.userId, email: event.data.email, username: event.data.username, isAdmin: event.data.isAdmin };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateUser':
        return create(command, state);
      default:
        return assertNever(command.type);
    }
  },
};

export const userStreamId = (userId: string) => `user-${userId}`;
