import type { DomainEvent } from '../shared/event-store.port.js';

export type UserCreated = DomainEvent<
  'UserCreated',
  {
    userId: string;
    email: string | null;
    username: string | null;
    name: string;
    isAdmin: boolean;
    /** scrypt hash; never shown by the audit endpoint. */
    passwordHash: string | null;
    source: 'bootstrap' | 'admin' | 'registration';
    createdAt: string;
  }
>;

export type UserEvent = UserCreated;
