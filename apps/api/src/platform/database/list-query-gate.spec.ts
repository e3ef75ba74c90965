import { describe, expect, it } from '@jest/globals';
import { AppConfig } from '../../config/app-config.js';
import { ListQueryGate } from './list-query-gate.js';

const gateOf = (limit: number) => new ListQueryGate(Object.assign(new AppConfig(), { listQueryConcurrency: limit }));

/** A piece of work the test finishes by hand. */
const held = () => {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => ((finish = resolve), (fail = reject)));
  return { done, finish, fail };
};

describe('ListQueryGate', () => {
  it('runs at most its limit at once and lets the others in by arrival', async () => {
    const gate = gateOf(2);
    const works = [held(), held(), held(), held()];
    const started: number[] = [];
    const answers = works.map((work, index) => gate.run(() => (started.push(index), work.done)));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    works[1].finish('b');
    await expect(answers[1]).resolves.toBe('b');
    expect(started).toEqual([0, 1, 2]);
    // A failed query frees its place as well, and its caller gets the error.
    works[0].fail(new Error('hỏng'));
    await expect(answers[0]).rejects.toThrow('hỏng');
    expect(started).toEqual([0, 1, 2, 3]);
    works[2].finish('c');
    works[3].finish('d');
    await expect(Promise.all(answers.slice(2))).resolves.toEqual(['c', 'd']);
    // Every place is free again: the next ones start at once.
    const more = [held(), held()];
    const next: number[] = [];
    more.forEach((work, index) => void gate.run(() => (next.push(index), work.done)));
    await Promise.resolve();
    expect(next).toEqual([0, 1]);
  });
});
