import { expect } from '@jest/globals';
import { DomainError, fold, type Decider } from './decider.js';
import type { DomainEvent } from './event-store.port.js';

/** given(events).when(command).then(events) or .thenThrows(code) */
export const specFor =
  <C, E extends DomainEvent, S>(decider: Decider<C, E, S>) =>
  (given: E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, fold(decider, given));
      return {
        then: (expected: E[]) => expect(run()).toEqual(expected),
        thenThrows: (code: string) => {
          let caught: unknown;
          try {
            run();
          } catch (error) {
            caught = error;
          }
          expect(caught).toBeInstanceOf(DomainError);
          expect((caught as DomainError).code).toBe(code);
        },
      };
    },
  });
