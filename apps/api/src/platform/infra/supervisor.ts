import type { ChildProcess } from 'node:child_process';

/** A server process this API started, and how to stop it on purpose. */
export type SupervisedProcess = { process: ChildProcess; stop: () => Promise<void> };

export type SupervisorOptions = {
  /** For the log: "PostgreSQL", "redis-server". */
  name: string;
  /** Start attempts after an unexpected exit before giving up (0: give up at once). */
  attempts: number;
  /** Wait before attempt n (1-based); default 250 ms doubling, at most 4 s: 5 attempts fit well within 30 s. */
  delayMs?: (attempt: number) => number;
  /** A process that stays up this long has recovered: its next unexpected exit gets a fresh set of attempts. */
  stableAfterMs?: number;
  log: (line: string) => void;
  warn: (line: string) => void;
  /** Every attempt failed: the caller stops the API and exits non-zero. */
  onGiveUp: (error: Error) => void;
};

export const DEFAULT_RESTART_ATTEMPTS = 5;

const defaultDelay = (attempt: number) => Math.min(250 * 2 ** (attempt - 1), 4000);

const describeExit = (code: number | null, signal: NodeJS.Signals | null) => (signal ? `signal ${signal}` : `code ${code}`);

/**
 * Watches a server process and starts it again (same port, same data) when it exits without being asked to, up to
 * `attempts` times in a row; the clients (pg pools, ioredis) reconnect on their own once it answers again.
 */
export class Supervisor {
  private current: SupervisedProcess;
  private stopping = false;
  private recovering: Promise<void> | null = null;
  /** Failed and successful attempts since the process last stayed up for `stableAfterMs`. */
  private attemptsInRow = 0;
  private startedAt = Date.now();
  /** Unexpected exits seen (for tests and the log). */
  restarts = 0;

  constructor(
    first: SupervisedProcess,
    private readonly restart: () => Promise<SupervisedProcess>,
    private readonly options: SupervisorOptions,
  ) {
    this.current = first;
    this.watch(first);
  }

  /** The process running now (it changes after a restart). */
  get process(): ChildProcess {
    return this.current.process;
  }

  /** Resolves once no restart is in progress. */
  async settled(): Promise<void> {
    while (this.recovering) await this.recovering;
  }

  /** Stops the process on purpose: no restart follows. Waits for a restart in progress and stops what it started. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.recovering?.catch(() => undefined);
    await this.current.stop();
  }

  private watch(running: SupervisedProcess): void {
    running.process.once('exit', (code, signal) => {
      if (this.stopping || running !== this.current) return;
      if (Date.now() - this.startedAt >= (this.options.stableAfterMs ?? 60_000)) this.attemptsInRow = 0;
      this.restarts++;
      this.options.warn(`${this.options.name} exited unexpectedly (${describeExit(code, signal)}): starting it again`);
      const recovering: Promise<void> = this.recover().finally(() => {
        if (this.recovering === recovering) this.recovering = null;
      });
      this.recovering = recovering;
    });
  }

  private async recover(): Promise<void> {
    const { attempts, name } = this.options;
    const delay = this.options.delayMs ?? defaultDelay;
    let lastError = new Error(`${name} exited and restarts are disabled`);
    while (this.attemptsInRow < attempts) {
      this.attemptsInRow++;
      await new Promise((resolve) => setTimeout(resolve, delay(this.attemptsInRow)));
      if (this.stopping) return;
      try {
        const next = await this.restart();
        if (this.stopping) {
          await next.stop();
          return;
        }
        this.current = next;
        this.startedAt = Date.now();
        this.watch(next);
        this.options.log(`${name} is running again (attempt ${this.attemptsInRow} of ${attempts})`);
        return;
      } catch (error) {
        lastError = error instanceof Error ? error : new Error(String(error));
        this.options.warn(`${name} did not start (attempt ${this.attemptsInRow} of ${attempts}): ${lastError.message.trim()}`);
      }
    }
    if (!this.stopping) this.options.onGiveUp(new Error(`${name} could not be started again after ${attempts} attempts: ${lastError.message.trim()}`));
  }
}
