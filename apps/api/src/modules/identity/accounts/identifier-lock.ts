import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';

/** Between two tries for a lock another writer holds (with some jitter, so that waiters do not try in step). */
const RETRY_MS = 25;

/**
 * Writers of e-mails, usernames and class names take a PostgreSQL advisory lock per identifier (all processes) around
 * claiming them and appending: two requests for one identifier run one after the other. The claims table
 * (IdentifierClaims) decides who has an identifier; the lock only keeps the claim, the append and the confirmation of
 * one writer from interleaving with another's.
 *
 * A waiter holds no connection while it waits: it tries, gives the connection back, and tries again shortly. Twenty
 * requests for one username would otherwise hold every connection of the pool blocked in pg_advisory_lock, and the
 * writer holding the lock could get none for its own queries.
 */
@Injectable()
export class IdentifierLock {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async hold<T>(identifiers: Array<string | null | undefined>, work: () => Promise<T>): Promise<T> {
    const keys = [...new Set(identifiers.filter((value): value is string => !!value).map((value) => `identity:${value.trim().toLowerCase()}`))].sort();
    if (!keys.length) return work();
    for (;;) {
      const client = await this.pool.connect();
      try {
        if (await this.tryAll(client, keys)) return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
        client.release();
      }
      await sleep(RETRY_MS + Math.random() * RETRY_MS);
    }
  }

  /** Every key or none: a writer never waits while holding some, so two writers cannot wait on each other. */
  private async tryAll(client: pg.PoolClient, keys: string[]): Promise<boolean> {
    for (const key of keys) {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked', [key]);
      if (!rows[0]?.locked) return false;
    }
    return true;
  }
}
