/** Waits for a condition (checked every 20 ms) instead of sleeping a guessed time; fails with `what` after the timeout. */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The first value `probe` answers (checked every 50 ms), instead of sleeping a guessed time; fails after the timeout. */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The value `read` answers once `done` accepts it (read every 50 ms), instead of sleeping a guessed time; fails with
 * `what` and the last value read after the timeout.
 */
export async function readUntil<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(value).slice(0, 1500)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
