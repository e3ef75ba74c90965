import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { fold, userClassDecider, userClassStreamId, userDecider, userStreamId, type EventStore, type UserClassEvent, type UserEvent } from '@k9/domain';
import { EVENT_STORE, PG_POOL } from '../../../platform/event-store/event-store.token.js';

export type ClaimKind = 'email' | 'username' | 'class';

/** How a claim names what it holds: the kind, then the value as the uniqueness check compares it (trimmed, any letter case). */
export const claimKey = (kind: ClaimKind, value: string): string => `${kind}:${value.trim().toLowerCase()}`;
const kindOf = (key: string): ClaimKind => key.slice(0, key.indexOf(':')) as ClaimKind;

/** The claims of a user's e-mail and username (either may be empty). */
export const accountKeys = (email: string | null | undefined, username: string | null | undefined): string[] => [
  ...(email?.trim() ? [claimKey('email', email)] : []),
  ...(username?.trim() ? [claimKey('username', username)] : []),
];

export const ACCOUNT_KINDS: readonly ClaimKind[] = ['email', 'username'];

/** Another owner holds the key: the caller answers 409 with the message of its kind. */
export class IdentifierTaken extends Error {
  constructor(readonly key: string) {
    super(`identifier taken: ${key}`);
  }
  get kind(): ClaimKind {
    return kindOf(this.key);
  }
}

/** A claim nobody confirmed may be taken over after this long, once its owner's stream shows it never held the value. */
const STALE_CLAIM = '1 minute';

/**
 * `identity_claim`: one row per e-mail, username and user-class name in use, its primary key deciding who has it. The
 * event store appends in a statement of its own (or on another server), so a claim cannot share the event's
 * transaction: a writer claims first (unconfirmed), appends, then confirms; a refused or failed append gives the claim
 * back. A claim left unconfirmed by a process that died in between is taken over after a minute, once the owner's
 * stream shows that the owner does not hold the value.
 */
@Injectable()
export class IdentifierClaims {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * Claims `keys` for `owner` around `write`: on success they are confirmed (and so kept whatever happens next, a
   * late read model included); if `write` throws, the keys this call claimed are given back unless the owner's stream
   * shows the write happened after all. Throws IdentifierTaken (claiming nothing) when another owner holds a key.
   */
  async around<T>(owner: string, keys: readonly string[], write: () => Promise<T>): Promise<T> {
    const claimed = await this.claim(owner, keys);
    let result: T;
    try {
      result = await write();
    } catch (error) {
      await this.settle(owner, claimed).catch(() => undefined);
      throw error;
    }
    await this.confirm(owner, keys);
    return result;
  }

  /** Claims each key for `owner`; answers the ones it newly claimed. All or nothing. */
  async claim(owner: string, keys: readonly string[]): Promise<string[]> {
    const claimed: string[] = [];
    try {
      for (const key of [...new Set(keys)]) if (await this.claimOne(owner, key)) claimed.push(key);
    } catch (error) {
      await this.drop(owner, claimed);
      throw error;
    }
    return claimed;
  }

  async confirm(owner: string, keys: readonly string[]): Promise<void> {
    if (keys.length) await this.pool.query('UPDATE identity_claim SET confirmed = true WHERE owner = $1 AND key = ANY($2) AND NOT confirmed', [owner, [...keys]]);
  }

  /** Gives back these claims of the owner's. */
  async release(owner: string, keys: readonly string[]): Promise<void> {
    if (keys.length) await this.pool.query('DELETE FROM identity_claim WHERE owner = $1 AND key = ANY($2)', [owner, [...keys]]);
  }

  /** Gives back the owner's claims of these kinds, except `keep`. */
  async releaseExcept(owner: string, kinds: readonly ClaimKind[], keep: readonly string[] = []): Promise<void> {
    await this.pool.query(`DELETE FROM identity_claim WHERE owner = $1 AND split_part(key, ':', 1) = ANY($2) AND NOT (key = ANY($3))`, [owner, [...kinds], [...keep]]);
  }

  /** Who holds the key, confirmed or not. */
  async ownerOf(key: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ owner: string }>('SELECT owner FROM identity_claim WHERE key = $1', [key]);
    return rows[0]?.owner ?? null;
  }

  /**
   * Read-model identifiers that nobody claims get a claim by their (oldest) holder: those stored before the claims
   * existed and not yet in the read model when the migration filled the table. Unconfirmed, so that one whose account
   * was deleted meanwhile is taken over later rather than kept forever.
   */
  async adoptReadModel(): Promise<void> {
    await this.pool.query(`INSERT INTO identity_claim (key, owner, claimed_at, confirmed)
      SELECT DISTINCT ON (key) key, owner, now(), false FROM (
        SELECT 'email:' || lower(btrim(email)) AS key, id AS owner, created_at FROM identity_user WHERE btrim(coalesce(email, '')) <> ''
        UNION ALL SELECT 'username:' || lower(btrim(username)), id, created_at FROM identity_user WHERE btrim(coalesce(username, '')) <> ''
        UNION ALL SELECT 'class:' || lower(btrim(name)), id::text, created_at FROM identity_user_class
      ) held ORDER BY key, created_at, owner
      ON CONFLICT (key) DO NOTHING`);
  }

  private async claimOne(owner: string, key: string): Promise<boolean> {
    for (;;) {
      const inserted = await this.pool.query(
        'INSERT INTO identity_claim (key, owner, claimed_at, confirmed) VALUES ($1, $2, now(), false) ON CONFLICT (key) DO NOTHING',
        [key, owner],
      );
      if (inserted.rowCount) return true;
      const { rows } = await this.pool.query<{ owner: string; confirmed: boolean; stale: boolean }>(
        `SELECT owner, confirmed, claimed_at < now() - interval '${STALE_CLAIM}' AS stale FROM identity_claim WHERE key = $1`,
        [key],
      );
      const held = rows[0];
      if (!held) continue; // given back meanwhile: claim it again
      if (held.owner === owner) return false;
      if (held.confirmed || !held.stale) throw new IdentifierTaken(key);
      if (await this.holds(held.owner, key)) {
        await this.confirm(held.owner, [key]);
        throw new IdentifierTaken(key);
      }
      // Its writer died between claim and append: take it over, unless someone else just did.
      const taken = await this.pool.query(
        'UPDATE identity_claim SET owner = $2, claimed_at = now(), confirmed = false WHERE key = $1 AND owner = $3 AND NOT confirmed',
        [key, owner, held.owner],
      );
      if (taken.rowCount) return true;
    }
  }

  /** After a failed write: each claim is kept (confirmed) if the owner's stream shows it now holds the value, else given back. */
  private async settle(owner: string, keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      if (await this.holds(owner, key)) await this.confirm(owner, [key]);
      else await this.drop(owner, [key]);
    }
  }

  private async drop(owner: string, keys: readonly string[]): Promise<void> {
    if (keys.length) await this.pool.query('DELETE FROM identity_claim WHERE owner = $1 AND key = ANY($2) AND NOT confirmed', [owner, [...keys]]);
  }

  /** Whether the owner's stream, as stored now, gives the owner this value. */
  private async holds(owner: string, key: string): Promise<boolean> {
    const kind = kindOf(key);
    if (kind === 'class') {
      const classId = Number(owner);
      if (!Number.isSafeInteger(classId)) return false;
      const state = fold(userClassDecider, await this.store.readStream<UserClassEvent>(userClassStreamId(classId)));
      return state.status === 'active' && claimKey('class', state.name) === key;
    }
    const state = fold(userDecider, await this.store.readStream<UserEvent>(userStreamId(owner)));
    if (state.status !== 'active') return false;
    const value = state[kind];
    return !!value && claimKey(kind, value) === key;
  }
}
