import { EventEmitter } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import { Supervisor, type SupervisedProcess } from './supervisor.js';

/** A stand-in for a server process: `die()` is an unexpected exit, `stop()` a requested one. */
const fakeServer = () => {
  const process = new EventEmitter() as unknown as ChildProcess;
  const server = {
    process,
    stopped: false,
    stop: async () => {
      server.stopped = true;
      process.emit('exit', 0, null);
    },
    die: () => process.emit('exit', null, 'SIGKILL'),
  };
  return server;
};

const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 2000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 1));
  }
};

describe('Supervisor (restarts a server process this API started)', () => {
  const options = (lines: string[], gaveUp: Error[]) => ({
    name: 'PostgreSQL',
    attempts: 3,
    delayMs: () => 1,
    log: (line: string) => lines.push(line),
    warn: (line: string) => lines.push(line),
    onGiveUp: (error: Error) => gaveUp.push(error),
  });

  it('starts the process again after an unexpected exit, and not after a requested stop', async () => {
    const lines: string[] = [];
    const gaveUp: Error[] = [];
    const first = fakeServer();
    const started: Array<ReturnType<typeof fakeServer>> = [];
    const supervisor = new Supervisor(first, async () => {
      const next = fakeServer();
      started.push(next);
      return next;
    }, options(lines, gaveUp));
    first.die();
    await until(() => started.length === 1);
    await supervisor.settled();
    expect(supervisor.process).toBe(started[0].process);
    expect(lines).toEqual(['PostgreSQL exited unexpectedly (signal SIGKILL): starting it again', 'PostgreSQL is running again (attempt 1 of 3)']);

    await supervisor.stop();
    expect(started[0].stopped).toBe(true);
    expect(started).toHaveLength(1);
    expect(gaveUp).toEqual([]);
  });

  it('gives up after the bounded attempts, also when the restarted process keeps dying at once', async () => {
    const failing: Error[] = [];
    let tries = 0;
    const supervisor = new Supervisor(
      fakeServer(),
      async () => {
        tries++;
        throw new Error('could not bind IPv4 address');
      },
      options([], failing),
    );
    (supervisor.process as unknown as EventEmitter).emit('exit', null, 'SIGKILL');
    await until(() => failing.length === 1);
    expect(tries).toBe(3);
    expect(failing[0].message).toBe('PostgreSQL could not be started again after 3 attempts: could not bind IPv4 address');

    const crashLoop: Error[] = [];
    const looping: Array<ReturnType<typeof fakeServer>> = [];
    const first = fakeServer();
    new Supervisor(first, async () => {
      const next = fakeServer();
      looping.push(next);
      setImmediate(() => next.die());
      return next;
    }, options([], crashLoop));
    first.die();
    await until(() => crashLoop.length === 1);
    expect(looping).toHaveLength(3);
  });

  it('with 0 attempts gives up at once', async () => {
    const gaveUp: Error[] = [];
    const first = fakeServer();
    const supervisor = new Supervisor(first, async () => fakeServer() as SupervisedProcess, { ...options([], gaveUp), attempts: 0 });
    first.die();
    await supervisor.settled();
    expect(gaveUp.map((error) => error.message)).toEqual(['PostgreSQL could not be started again after 0 attempts: PostgreSQL exited and restarts are disabled']);
  });
});
