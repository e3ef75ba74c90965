import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPgPool } from '../infra/pg-pool.js';
import {
  appendOfNothing,
  assertEventSizes,
  DEFAULT_EVENT_SIZE_LIMITS,
  DEFAULT_PAGE_BYTES,
  DuplicateEventIdError,
  utf8Bytes,
  WrongExpectedVersionError,
  type AppendResult,
  type EventSizeLimits,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
} from '@k9/domain';

export const EVENTS_CHANNEL = 'k9_events';

type EventRow = {
  global_position: string;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  created_at: Date;
};

export type BumpKind = 'any' | 'new' | 'existing';
const bumpKind = (expected: ExpectedVersion): BumpKind =>
  expected === 'any' ? 'any' : expected === 'no_stream' || expected === 0 ? 'new' : 'existing';

/** The optimistic lock: the stream row's version moves only from the expected value ($1 stream, $2 count, $4 expected). */
const BUMP: Record<BumpKind, string> = {
  any: `INSERT INTO streams (stream_id, version) VALUES ($1, $2)
        ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + $2 RETURNING version`,
  new: `INSERT INTO streams (stream_id, version) VALUES ($1, $2) ON CONFLICT (stream_id) DO NOTHING RETURNING version`,
  existing: `UPDATE streams SET version = version + $2 WHERE stream_id = $1 AND version = $4 RETURNING version`,
};

/**
 * How long an append waits for a lock (a stream row another append of the same stream holds) before it fails: those
 * are held for one append's statement, so a longer wait means a stuck holder, and an error is better than requests
 * queueing behind it.
 */
export const APPEND_LOCK_TIMEOUT = '3s';
/** Connections kept for appends: more than this many appends at once wait for one (commits are grouped anyway). */
const APPEND_CONNECTIONS = 8;

/**
 * Global positions follow transaction ids (migration 081): `base + (transaction id << 14) + the event's index in its
 * append`. An append with a later transaction id writes at higher positions, whichever commits first, so a reader that
 * stops at the oldest running transaction (SETTLED_BELOW) never passes an event still to commit, and appends take no
 * lock to keep that order. 14 bits leave an append 16,384 events (the append byte cap keeps it far below) and a cluster
 * 2^39 transaction ids before positions pass JavaScript's exact integers.
 */
export const EVENTS_PER_TRANSACTION = 16_384;
const POSITION = `(SELECT base FROM event_positions) + (pg_current_xact_id()::text::bigint << 14)`;

/** One append: bump the stream's version only if it is the expected one, and insert the events only if it was. */
export const APPEND: Record<BumpKind, string> = {
  any: appendStatement('any'),
  new: appendStatement('new'),
  existing: appendStatement('existing'),
};

function appendStatement(kind: BumpKind): string {
  return `WITH bumped AS (${BUMP[kind]}),
    inserted AS (
      INSERT INTO events (global_position, event_id, stream_id, stream_version, type, data, metadata, size_bytes)
      SELECT ${POSITION} + e.ord, e.id, $1, (SELECT version FROM bumped) - $2 + 1 + e.ord, e.type, e.data, e.metadata, e.bytes
      FROM jsonb_to_recordset($3::jsonb) AS e(ord int, id uuid, type text, data jsonb, metadata jsonb, bytes int)
      WHERE EXISTS (SELECT 1 FROM bumped)
      ORDER BY e.ord
      RETURNING global_position
    )
    SELECT (SELECT version FROM bumped) AS version, (SELECT max(global_position) FROM inserted) AS position`;
}

/**
 * The transaction id below which every event of this database is settled: the oldest transaction still running in
 * this database (or the snapshot's xmax when none is). A running transaction of another database is passed over: it
 * cannot append here, and a long one elsewhere (another service, a dump, a parallel test database) would otherwise
 * hold every reader back until it ends. A running id this query cannot place (it ended after the snapshot, or its
 * session's statistics are hidden) counts as this database's, so the rule only ever errs on the side of waiting.
 * pg_stat_activity gives 32-bit ids, the snapshot 64-bit ones: they are compared modulo 2^32.
 */
const SETTLED_BELOW = `(SELECT coalesce(
    (SELECT min(x) FROM pg_snapshot_xip(s) AS x WHERE NOT EXISTS (
       SELECT 1 FROM pg_stat_activity a
       WHERE a.backend_xid::text::bigint = (x::text::numeric % 4294967296)::bigint
         AND a.datid IS DISTINCT FROM (SELECT oid FROM pg_database WHERE datname = current_database()))),
    pg_snapshot_xmax(s)) FROM pg_current_snapshot() AS s)`;

const COLUMNS = 'global_position, event_id, stream_id, stream_version, type, data, metadata, created_at';

/** An event's weight as eventBytes counts it; a row written without one (by hand, by an older process) is measured. */
const SIZE = `coalesce(size_bytes, octet_length(type) + octet_length(data::text) + octet_length(metadata::text))`;

/**
 * One page of the log: the next `limit` events ($2) after $1, up to the first one that is not settled yet, cut where
 * their running weight passes the budget ($3), but never before the first. The page stops at an unsettled row rather
 * than passing over it: positions follow transaction ids (POSITION), so past it nothing is settled either, and a
 * row that breaks that order (restored from another cluster with ids this one has not reached) holds readers back
 * instead of being skipped for good (the API refuses to start then: assertLogWrittenHere). The cut is found on
 * the positions, transaction ids and stored weights alone, so events past it are not read (their data is never taken
 * out of storage).
 */
const READ_ALL_PAGE = `WITH ahead AS (
    SELECT global_position, transaction_id, ${SIZE} AS bytes FROM events
    WHERE global_position > $1 ORDER BY global_position LIMIT $2
  ), candidates AS (
    SELECT global_position, bytes FROM ahead
    WHERE global_position < coalesce(
      (SELECT min(global_position) FROM ahead WHERE transaction_id >= ${SETTLED_BELOW}), 9223372036854775807)
  ), page AS (
    SELECT global_position, row_number() OVER w AS n, sum(bytes) OVER w AS running FROM candidates
    WINDOW w AS (ORDER BY global_position ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
  )
  SELECT ${COLUMNS} FROM events JOIN page USING (global_position)
  WHERE page.n = 1 OR page.running <= $3
  ORDER BY global_position`;

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  globalPosition: Number(row.global_position),
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  createdAt: row.created_at.toISOString(),
});

/**
 * Event store on PostgreSQL (tables from migration EventStoreSchema). One transaction per append; the stream's
 * version row is the optimistic lock; readAll stops at the first row whose transaction is not older than every
 * transaction still running in this database (SETTLED_BELOW), and positions follow transaction ids (POSITION), so a
 * reader never skips an event that commits later with a lower position.
 */
export class PostgresEventStore implements EventStore {
  private listener: pg.Client | null = null;
  /** Set once something subscribed: from then on a LISTEN connection is kept open, reconnecting when it drops. */
  private listening = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectDelayMs = 0;
  private readonly lostClients = new WeakSet<pg.Client>();
  private readonly listeners = new Set<() => void>();
  private closed = false;
  /** Names this store's NOTIFYs: its own subscribers were woken in-process already, so it ignores them. */
  private readonly origin = randomUUID();
  private notifyPending = false;
  private appendPool: pg.Pool | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
    private readonly limits: EventSizeLimits = DEFAULT_EVENT_SIZE_LIMITS,
  ) {}

  async appendToStream(streamId: string, events: NewEvent[], { expectedVersion }: { expectedVersion: ExpectedVersion }): Promise<AppendResult> {
    if (events.length === 0) return appendOfNothing(streamId, expectedVersion, await this.streamVersion(streamId));
    // Each event's JSON is made once: it is weighed (as eventBytes does), then sent as it is.
    const sizes: number[] = [];
    const rows = events.map((event, index) => {
      const data = JSON.stringify(event.data) ?? 'null';
      const metadata = JSON.stringify(event.metadata);
      const bytes = utf8Bytes(event.type) + utf8Bytes(data) + utf8Bytes(metadata);
      sizes.push(bytes);
      return `{"ord":${index},"id":${JSON.stringify(event.id)},"type":${JSON.stringify(event.type)},"data":${data},"metadata":${metadata},"bytes":${bytes}}`;
    });
    assertEventSizes(streamId, sizes, this.limits);
    if (events.length > EVENTS_PER_TRANSACTION) throw new RangeError(`An append holds at most ${EVENTS_PER_TRANSACTION} events (${events.length} given)`);
    let result: { version: number | null; position: string | null };
    try {
      const kind = bumpKind(expectedVersion);
      result = await this.appendInOneTransaction(kind, [streamId, events.length, `[${rows.join(',')}]`, ...(kind === 'existing' ? [expectedVersion as number] : [])]);
    } catch (error) {
      if ((error as { code?: string }).code === '23505' && /event_id/.test((error as { constraint?: string }).constraint ?? '')) {
        const stored = await this.alreadyStored(streamId, events);
        if (stored) return stored;
        throw new DuplicateEventIdError(events.map((event) => event.id));
      }
      throw error;
    }
    const { version, position } = result;
    if (version === null || position === null) {
      const stored = await this.alreadyStored(streamId, events);
      if (stored) return stored;
      throw new WrongExpectedVersionError(streamId, expectedVersion, await this.streamVersion(streamId));
    }
    this.notifyAppended();
    return { nextExpectedVersion: version, position: Number(position) };
  }

  /**
   * Runs an append: one statement, so one implicit transaction, sent as a prepared statement (parsed and planned once
   * per connection, the batch's JSON passed as a parameter, nothing escaped) in one round trip. Appends have their own
   * connections, made with `lock_timeout` (APPEND_LOCK_TIMEOUT): no SET per append, and the other queries of the
   * process keep PostgreSQL's default.
   */
  protected async appendInOneTransaction(kind: BumpKind, values: Array<string | number>): Promise<{ version: number | null; position: string | null }> {
    const { rows } = await this.appends().query<{ version: number | null; position: string | null }>({ name: `k9-append-${kind}`, text: APPEND[kind], values });
    return rows[0];
  }

  private appends(): pg.Pool {
    if (!this.appendPool) {
      this.appendPool = createPgPool(this.connectionString, APPEND_CONNECTIONS, { options: `-c lock_timeout=${APPEND_LOCK_TIMEOUT}`, idleTimeoutMillis: 30_000, allowExitOnIdle: true });
    }
    return this.appendPool;
  }

  /**
   * After commit: wake this process's subscribers at once, and other processes through one NOTIFY per burst.
   * (A NOTIFY inside the append would serialise every commit on PostgreSQL's notify lock, losing group commit.)
   */
  private notifyAppended(): void {
    this.listeners.forEach((notify) => notify());
    if (this.notifyPending || this.closed) return;
    this.notifyPending = true;
    setImmediate(() => {
      this.notifyPending = false;
      this.pool.query(`SELECT pg_notify('${EVENTS_CHANNEL}', $1)`, [this.origin]).catch(() => undefined);
    });
  }

  async readStream<E extends { type: string; data: unknown }>(streamId: string, { afterVersion = 0, limit }: ReadStreamOptions = {}): Promise<RecordedEvent<E>[]> {
    const { rows } = await this.pool.query<EventRow>({
      name: 'k9-read-stream',
      // LIMIT NULL is no limit.
      text: `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND stream_version > $2 ORDER BY stream_version LIMIT $3`,
      values: [streamId, afterVersion, limit ?? null],
    });
    return rows.map(toRecorded) as RecordedEvent<E>[];
  }

  async readAll({ after, limit, maxBytes = DEFAULT_PAGE_BYTES }: ReadAllOptions): Promise<RecordedEvent[]> {
    if (limit <= 0) return [];
    const { rows } = await this.pool.query<EventRow>(READ_ALL_PAGE, [after, limit, maxBytes]);
    return rows.map(toRecorded);
  }

  async committedHead(): Promise<number> {
    const { rows } = await this.pool.query<{ head: string | null }>(`SELECT max(global_position) AS head FROM events`);
    return Number(rows[0].head ?? 0);
  }

  /**
   * Which cluster holds this log, recorded with projection checkpoints: its system identifier, made by initdb and kept
   * by its physical copies (standbys, base backups), new in any cluster a dump is restored into. The database is not
   * named: checkpoints live in the same database as the events, so a database renamed or copied within the cluster
   * keeps checkpoints that match its log.
   */
  async server(): Promise<string> {
    const { rows } = await this.pool.query<{ id: string }>(`SELECT system_identifier::text AS id FROM pg_control_system()`);
    return `cluster ${rows[0].id}`;
  }

  /** The last position a reader can see now. */
  async head(): Promise<number> {
    const { rows } = await this.pool.query<{ head: string | null }>(
      `SELECT max(global_position) AS head FROM events WHERE transaction_id < ${SETTLED_BELOW}`,
    );
    return Number(rows[0].head ?? 0);
  }

  async subscribe(onAppended: () => void): Promise<() => Promise<void>> {
    this.listeners.add(onAppended);
    if (!this.listening) {
      this.listening = true;
      await this.listen();
    }
    return async () => {
      this.listeners.delete(onAppended);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = null;
    if (listener) this.lostClients.add(listener);
    await listener?.end().catch(() => undefined);
    const appends = this.appendPool;
    this.appendPool = null;
    await appends?.end().catch(() => undefined);
  }

  /** Whether the LISTEN connection is up now (for tests and health). */
  get isListening(): boolean {
    return this.listener !== null;
  }

  /**
   * Opens the LISTEN connection. When it drops (server restart, crash, terminated backend) or cannot be opened, it is
   * tried again after 100 ms, doubling up to 2 s, for as long as the store is open; pollers cover the gap, and the
   * subscribers are woken once it is back (events may have been appended meanwhile).
   */
  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString, connectionTimeoutMillis: 10_000 });
    client.on('notification', ({ payload }) => {
      if (payload !== this.origin) this.listeners.forEach((notify) => notify());
    });
    client.on('error', () => this.listenerLost(client));
    client.on('end', () => this.listenerLost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch {
      this.listenerLost(client);
      return;
    }
    if (this.closed || this.lostClients.has(client)) {
      this.lostClients.add(client);
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    const reconnected = this.reconnectDelayMs > 0;
    this.reconnectDelayMs = 0;
    if (reconnected) this.listeners.forEach((notify) => notify());
  }

  private listenerLost(client: pg.Client): void {
    if (this.lostClients.has(client)) return;
    this.lostClients.add(client);
    if (this.listener === client) this.listener = null;
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.reconnectDelayMs = Math.min(Math.max(this.reconnectDelayMs * 2, 100), 2000);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.listen();
    }, this.reconnectDelayMs);
  }

  private async streamVersion(streamId: string): Promise<number> {
    const { rows } = await this.pool.query<{ version: number }>('SELECT version FROM streams WHERE stream_id = $1', [streamId]);
    return rows.length ? rows[0].version : 0;
  }

  /** A retried append whose events are all stored already in this stream answers with what was stored. */
  private async alreadyStored(streamId: string, events: NewEvent[]): Promise<AppendResult | null> {
    const { rows } = await this.pool.query<{ stream_id: string; stream_version: number; global_position: string }>(
      'SELECT stream_id, stream_version, global_position FROM events WHERE event_id = ANY($1::uuid[])',
      [events.map((event) => event.id)],
    );
    if (rows.length !== events.length || rows.some((row) => row.stream_id !== streamId)) return null;
    return {
      nextExpectedVersion: Math.max(...rows.map((row) => row.stream_version)),
      position: Math.max(...rows.map((row) => Number(row.global_position))),
    };
  }
}
