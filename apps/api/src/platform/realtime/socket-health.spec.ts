import { describe, expect, it } from '@jest/globals';
import { heartbeatRound, isSlowReader, type HeartbeatTarget } from './socket-health.js';

const target = (alive: boolean) => {
  const calls: string[] = [];
  const t: HeartbeatTarget & { calls: string[] } = { alive, calls, ping: () => calls.push('ping'), terminate: () => calls.push('terminate') };
  return t;
};

describe('isSlowReader', () => {
  it('drops a socket only once more than the limit is queued for it', () => {
    expect(isSlowReader(0, 1024 * 1024)).toBe(false);
    expect(isSlowReader(1024 * 1024, 1024 * 1024)).toBe(false);
    expect(isSlowReader(1024 * 1024 + 1, 1024 * 1024)).toBe(true);
  });
});

describe('heartbeatRound', () => {
  it('pings a socket that answered the last ping and marks it as waiting for the next pong', () => {
    const answered = target(true);
    expect(heartbeatRound([answered])).toEqual({ pinged: 1, terminated: 0 });
    expect(answered.calls).toEqual(['ping']);
    expect(answered.alive).toBe(false);
  });

  it('terminates a socket that missed the last pong, without pinging it', () => {
    const silent = target(false);
    expect(heartbeatRound([silent])).toEqual({ pinged: 0, terminated: 1 });
    expect(silent.calls).toEqual(['terminate']);
  });

  it('terminates a socket after two rounds without a pong, and spares one that pongs in between', () => {
    const silent = target(true);
    const lively = target(true);
    heartbeatRound([silent, lively]);
    lively.alive = true; // its pong arrived
    expect(heartbeatRound([silent, lively])).toEqual({ pinged: 1, terminated: 1 });
    expect(silent.calls).toEqual(['ping', 'terminate']);
    expect(lively.calls).toEqual(['ping', 'ping']);
  });
});
