import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import type { DomainEvent } from '../shared/event-store.port.js';
import { USER_CLASS_MESSAGES } from './identity.messages.js';

export { USER_CLASS_MESSAGES } from './identity.messages.js';

/** Access groups (spec 3 §3 User class): content may be limited to some classes. Ids are numbers, newest highest. */
export type UserClassCreated = DomainEvent<'UserClassCreated', { classId: number; name: string }>;
export type UserClassRenamed = DomainEvent<'UserClassRenamed', { classId: number; name: string }>;
export type UserClassDeleted = DomainEvent<'UserClassDeleted', { classId: number }>;
export type UserClassEvent = UserClassCreated | UserClassRenamed | UserClassDeleted;
export const USER_CLASS_EVENT_TYPES = ['UserClassCreated', 'UserClassRenamed', 'UserClassDeleted'] as const satisfies ReadonlyArray<UserClassEvent['type']>;

export type UserClassCommand =
  | { type: 'CreateUserClass'; data: { classId: number; name: string } }
  | { type: 'RenameUserClass'; data: { classId: number; name: string } }
  | { type: 'DeleteUserClass'; data: { classId: number } };

export type UserClassState = { status: 'none' } | { status: 'active'; name: string } | { status: 'deleted' };


const validName = (raw: string): string => {
  const name = raw.trim();
  if (!name) throw new DomainError('CLASS_NAME_REQUIRED', USER_CLASS_MESSAGES.nameRequired);
  if (name.length < 2) throw new DomainError('CLASS_NAME_TOO_SHORT', USER_CLASS_MESSAGES.nameTooShort);
  if (name.length > 100) throw new DomainError('CLASS_NAME_TOO_LONG', USER_CLASS_MESSAGES.nameTooLong);
  return name;
};

const notFound = () => new DomainError('USER_CLASS_NOT_FOUND', USER_CLASS_MESSAGES.notFound, 'not_found');

export const userClassDecider: Decider<UserClassCommand, UserClassEvent, UserClassState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'UserClassCreated':
      case 'UserClassRenamed':
        return { status: 'active', name: event.data.name };
      case 'UserClassDeleted':
        return { status: 'deleted' };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateUserClass':
        if (state.status !== 'none') throw new DomainError('USER_CLASS_EXIST', USER_CLASS_MESSAGES.exists, 'conflict');
        return [{ type: 'UserClassCreated', data: { classId: command.data.classId, name: validName(command.data.name) } }];
      case 'RenameUserClass': {
        if (state.status !== 'active') throw notFound();
        const name = validName(command.data.name);
        return name === state.name ? [] : [{ type: 'UserClassRenamed', data: { classId: command.data.classId, name } }];
      }
      case 'DeleteUserClass':
        if (state.status !== 'active') throw notFound();
        return [{ type: 'UserClassDeleted', data: { classId: command.data.classId } }];
      default:
        return assertNever(command);
    }
  },
};

export const userClassStreamId = (classId: number) => `user-class-${classId}`;
