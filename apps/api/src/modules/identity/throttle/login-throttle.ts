import { createHash } from 'node:crypto';
import { HttpException, Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES, REGISTER_MESSAGES } from '@k9/contracts';
import { AppConfig } from '../../../config/app-config.js';
import { UsersRepository } from '../users.repository.js';
import { AttemptCounter } from './attempt-counter.js';

const digest = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('base64url');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MAX_DELAY_MS = 4000;

const tooMany = (message: string, ttlMs: number) => {
  const retryAfterSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new HttpException({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message, retryAfterSeconds }, 429);
};

const KEYS = {
  account: (account: string) => `login:account:${account}`,
  accountFromIp: (account: string, ip: string) => `login:account-ip:${account}:${ip}`,
  ip: (ip: string) => `login:ip:${ip}`,
};

/**
 * Brute force, without letting a stranger lock the owner out. Failures count per account, whichever of its
 * identifiers (username or e-mail) was typed, and there they only slow the next tries (capped at a few seconds);
 * refusals (429) count per account and IP, and per IP. So failures from one address never refuse the owner on another.
 * Registrations per IP are capped.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly counter: AttemptCounter,
    private readonly config: AppConfig,
    private readonly users: UsersRepository,
  ) {}

  private get window() {
    return this.config.loginThrottle.windowMinutes * 60_000;
  }

  /** Before checking a password: 429 when this address may not try (this account, or at all), else a pause once the account has failed a few times. */
  async beforeAttempt(login: string, ip: string): Promise<void> {
    const { slowAfter, lockAfter, ipLockAfter } = this.config.loginThrottle;
    const account = await this.accountOf(login);
    const [failures, fromHere, address] = await Promise.all([KEYS.account(account), KEYS.accountFromIp(account, ip), KEYS.ip(ip)].map((key) => this.counter.peek(key)));
    if (fromHere.count >= lockAfter) throw tooMany(ACCOUNT_MESSAGES.tooManyLogins, fromHere.ttlMs);
    if (address.count >= ipLockAfter) throw tooMany(ACCOUNT_MESSAGES.tooManyLogins, address.ttlMs);
    if (failures.count >= slowAfter) await sleep(Math.min(MAX_DELAY_MS, 250 * 2 ** (failures.count - slowAfter)));
  }

  async failed(login: string, ip: string): Promise<void> {
    const account = await this.accountOf(login);
    await Promise.all([KEYS.account(account), KEYS.accountFromIp(account, ip), KEYS.ip(ip)].map((key) => this.counter.hit(key, this.window)));
  }

  /** A right password clears the account's failures, and this address's on it (not the IP's: one good account must not unlock guessing others). */
  async succeeded(login: string, ip?: string): Promise<void> {
    const account = await this.accountOf(login);
    await Promise.all([KEYS.account(account), ...(ip === undefined ? [] : [KEYS.accountFromIp(account, ip)])].map((key) => this.counter.reset(key)));
  }

  async registration(ip: string): Promise<void> {
    const { count, ttlMs } = await this.counter.hit(`register:ip:${ip}`, 3_600_000);
    if (count > this.config.registrationsPerHour) throw tooMany(REGISTER_MESSAGES.tooMany, ttlMs);
  }

  /** An existing account is counted by its id, whichever identifier was typed; a login string that names none, by itself. */
  private async accountOf(login: string): Promise<string> {
    const id = await this.users.idForLogin(login);
    return id ? `user:${id}` : `unknown:${digest(login)}`;
  }
}
