import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type pg from 'pg';
import { userDecider, userStreamId, type EventMetadata, type EventStore, type RepairDuplicateIdentifier } from '@k9/domain';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { EVENT_STORE, PG_POOL } from '../../../platform/event-store/event-store.token.js';
import { catchUpWithLog } from '../../../platform/projections/catch-up.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { claimKey, IdentifierClaims, IdentifierTaken } from '../accounts/identifier-claims.js';
import { IdentifierLock } from '../accounts/identifier-lock.js';
import { USER_PROJECTION } from '../projections/identity-user/identity-user.projection.js';
import { UsersRepository } from '../users.repository.js';

type Field = RepairDuplicateIdentifier['data']['field'];
/** A newer account holding an e-mail or username that an older one (`kept`) holds too. */
type Duplicate = { field: Field; id: string; value: string; kept: string; username: string | null };

/** Per field: the accounts after the oldest holder of each value (created first; the id breaks a tie). */
const DUPLICATES_SQL = `SELECT field, id, value, kept, username FROM (
    (SELECT 'username' AS field, id, username AS value, username, first_value(id) OVER w AS kept, row_number() OVER w AS n
      FROM identity_user WHERE btrim(coalesce(username, '')) <> '' WINDOW w AS (PARTITION BY lower(btrim(username)) ORDER BY created_at, id))
    UNION ALL
    (SELECT 'email', id, email, username, first_value(id) OVER w, row_number() OVER w
      FROM identity_user WHERE btrim(coalesce(email, '')) <> '' WINDOW w AS (PARTITION BY lower(btrim(email)) ORDER BY created_at, id))
  ) held WHERE n > 1 ORDER BY field DESC, lower(value), id`;

/** The n-th new value offered for a duplicate: 'an' → 'an-2'; 'an@gmail.com' → 'an+2@gmail.com' (the same mailbox, never someone else's). */
const suffixed = (field: Field, value: string, n: number): string => {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf('@');
  return field === 'email' && at > 0 ? `${trimmed.slice(0, at)}+${n}${trimmed.slice(at)}` : `${trimmed}-${n}`;
};

/**
 * Accounts that share an e-mail or a username (left by the read-model check the claims replaced, issue 27 §4): at
 * start, the oldest keeps it; each newer one is given a free value by the system, as an event its history shows. A
 * username becomes '<name>-2' (the first free number); an e-mail is cleared when the account has a username to sign
 * in with, else it becomes 'local+2@domain'. Then every value in the read model gets a claim if nobody has one.
 */
@Injectable()
export class IdentifierRepair {
  private readonly logger = new Logger('IdentifierRepair');

  constructor(
    private readonly commands: CommandPath,
    private readonly projections: ProjectionsService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly lock: IdentifierLock,
    private readonly claims: IdentifierClaims,
    private readonly users: UsersRepository,
  ) {}

  /** One instance at a time (instances starting together): the next finds nothing left to repair. */
  async run(waitMs: number): Promise<void> {
    await this.lock.hold(['repair:duplicate-identifiers'], async () => {
      await catchUpWithLog(this.projections, this.store, [USER_PROJECTION], waitMs);
      const { rows } = await this.pool.query<Duplicate>(DUPLICATES_SQL);
      let position: number | null = null;
      for (const duplicate of rows) position = (await this.repair(duplicate)) ?? position;
      if (position !== null) await this.projections.waitFor(position, [USER_PROJECTION], waitMs);
      await this.claims.adoptReadModel();
    });
  }

  private async repair({ field, id, value, kept, username }: Duplicate): Promise<number | null> {
    const metadata: EventMetadata = { actorId: null, actorEmail: 'system', correlationId: randomUUID(), causationId: 'identifier-repair', occurredAt: new Date().toISOString() };
    const write = (to: string | null) => {
      const command: RepairDuplicateIdentifier = { type: 'RepairDuplicateIdentifier', data: { userId: id, field, from: value, to, keptUserId: kept } };
      return this.commands.execute(new DeciderCommand(userDecider, userStreamId(id), command, metadata), []);
    };
    const oldKey = claimKey(field, value);
    if (field === 'email' && username?.trim()) {
      const { position } = await write(null);
      if (position !== null) await this.freed(id, oldKey, field, value, null);
      return position;
    }
    for (let n = 2; ; n++) {
      const to = suffixed(field, value, n);
      if (await this.users.holderOf(field, to)) continue;
      const key = claimKey(field, to);
      try {
        const { position } = await this.claims.around(id, [key], () => write(to));
        if (position === null) {
          // Nothing to repair any more (another instance did, or an admin changed it): the value stays free.
          await this.claims.release(id, [key]);
          return null;
        }
        await this.freed(id, oldKey, field, value, to);
        return position;
      } catch (error) {
        if (error instanceof IdentifierTaken) continue;
        throw error;
      }
    }
  }

  /** The newer account's claim of the old value, if it had it, goes: the older account is given it when claims are adopted. */
  private async freed(id: string, oldKey: string, field: Field, value: string, to: string | null): Promise<void> {
    await this.claims.release(id, [oldKey]);
    this.logger.warn(`Tài khoản ${id} trùng ${field === 'email' ? 'email' : 'tên đăng nhập'} "${value}" với tài khoản cũ hơn: đã đổi thành ${to === null ? '(trống)' : `"${to}"`}.`);
  }
}
