/** A reader that lets more than `maxBufferedBytes` pile up is dropped rather than buffered without bound. */
export const isSlowReader = (bufferedAmount: number, maxBufferedBytes: number): boolean => bufferedAmount > maxBufferedBytes;

export type HeartbeatTarget = { alive: boolean; ping(): void; terminate(): void };

/**
 * One heartbeat round: a socket that has not answered the previous ping (its pong sets `alive` again) is
 * terminated; every other one is marked unanswered and pinged.
 */
export function heartbeatRound(targets: Iterable<HeartbeatTarget>): { pinged: number; terminated: number } {
  let pinged = 0;
  let terminated = 0;
  for (const target of [...targets]) {
    if (!target.alive) {
      target.terminate();
      terminated += 1;
      continue;
    }
    target.alive = false;
    target.ping();
    pinged += 1;
  }
  return { pinged, terminated };
}
