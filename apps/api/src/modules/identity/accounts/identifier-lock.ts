import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';

/**
 * E-mails and usernames are unique across user streams, which one append cannot check. Writers that claim or change
 * them take a PostgreSQL advisory lock per identifier (all processes), check the read model, write, and wait for the
 * projection before letting go: the next writer then sees the claim.
 */
@Injectable()
export class IdentifierLock {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async hold<T>(identifiers: Array<string | null | undefined>, work: () => Promise<T>): Promise<T> {
    const keys = [...new Set(identifiers.filter((value): value is string => !!value).map((value) => `identity:${value.trim().toLowerCase()}`))].sort();
    if (!keys.length) return work();
    const client = await this.pool.connect();
    try {
      // Sorted keys: two writers never wait on each other in a cycle.
      for (const key of keys) await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      client.release();
    }
  }
}
