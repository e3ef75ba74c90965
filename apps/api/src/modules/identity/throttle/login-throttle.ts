import { createHash } from 'node:crypto';
import { HttpException, Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES, REGISTER_MESSAGES } from '@k9/contracts';
import { AppConfig } from '../../../config/app-config.js';
import { AttemptCounter } from './attempt-counter.js';

const digest = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('base64url');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MAX_DELAY_MS = 4000;

const tooMany = (message: string, ttlMs: number) => {
  const retryAfterSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new HttpException({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message, retryAfterSeconds }, 429);
};

/** Brute force: failed sign-ins per account and per IP are slowed, then refused; registrations per IP are capped. */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly counter: AttemptCounter,
    private readonly config: AppConfig,
  ) {}

  private get window() {
    return this.config.loginThrottle.windowMinutes * 60_000;
  }

  /** Before checking a password: 429 when locked, otherwise a growing pause once an account has failed a few times. */
  async beforeAttempt(login: string, ip: string): Promise<void> {
    const { slowAfter, lockAfter, ipLockAfter } = this.config.loginThrottle;
    const [account, address] = await Promise.all([this.counter.peek(`login:account:${digest(login)}`), this.counter.peek(`login:ip:${ip}`)]);
    if (account.count >= lockAfter) throw tooMany(ACCOUNT_MESSAGES.tooManyLogins, account.ttlMs);
    if (address.count >= ipLockAfter) throw tooMany(ACCOUNT_MESSAGES.tooManyLogins, address.ttlMs);
    if (account.count >= slowAfter) await sleep(Math.min(MAX_DELAY_MS, 250 * 2 ** (account.count - slowAfter)));
  }

  async failed(login: string, ip: string): Promise<void> {
    await Promise.all([this.counter.hit(`login:account:${digest(login)}`, this.window), this.counter.hit(`login:ip:${ip}`, this.window)]);
  }

  /** A right password clears the account's failures (not the IP's: one good account must not unlock guessing others). */
  async succeeded(login: string): Promise<void> {
    await this.counter.reset(`login:account:${digest(login)}`);
  }

  async registration(ip: string): Promise<void> {
    const { count, ttlMs } = await this.counter.hit(`register:ip:${ip}`, 3_600_000);
    if (count > this.config.registrationsPerHour) throw tooMany(REGISTER_MESSAGES.tooMany, ttlMs);
  }
}
