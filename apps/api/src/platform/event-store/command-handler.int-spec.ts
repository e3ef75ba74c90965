import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { CONTENT_SETTINGS, DomainError, handleCommand, SettingCatalogue, settingDeciderOf, STREAM_PAGE, streamPages, type SettingCommand } from '@k9/domain';
import { createOrm } from '../database/orm.js';
import { createTestDatabase } from '../../../test/helpers/test-database.js';
import { metadata, newEvent } from './event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { BoundedStateCache } from './state-cache.js';

const settingDecider = settingDeciderOf(new SettingCatalogue(CONTENT_SETTINGS));
const save = (type: Exclude<SettingCommand['type'], 'ClearSetting'>, settingId: string, label: string): SettingCommand => ({
  type,
  data: { settingId, settingType: 'TAG1_OPTIONS', ownerId: null, setting: [{ value: label, label }] },
});

describe('handleCommand with cached states, on the PostgreSQL event store', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  const reads: Array<{ streamId: string; afterVersion: number; limit?: number }> = [];
  beforeAll(async () => {
    db = await createTestDatabase();
    await (await createOrm(db.url)).close();
    pool = new pg.Pool({ connectionString: db.url });
    store = new PostgresEventStore(pool, db.url);
    const readStream = store.readStream.bind(store);
    store.readStream = (streamId, options = {}) => {
      reads.push({ streamId, afterVersion: options.afterVersion ?? 0, limit: options.limit });
      return readStream(streamId, options);
    };
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('reads only the tail since its cached state, and still sees what another writer wrote', async () => {
    const streamId = `setting-${randomUUID()}`;
    const settingId = randomUUID();
    const cacheA = new BoundedStateCache<ReturnType<typeof settingDecider.initialState>>();
    const run = (command: SettingCommand, states?: typeof cacheA, expectedVersion?: number) =>
      handleCommand(store, settingDecider, streamId, command, { metadata: metadata(), newId: randomUUID, states, expectedVersion });

    await run(save('CreateSetting', settingId, 'a1'), cacheA);
    expect(cacheA.get(streamId)?.version).toBe(1);
    // Another instance (its own cache) writes version 2.
    await run(save('UpdateSetting', settingId, 'b2'), new BoundedStateCache());

    reads.length = 0;
    const result = await run(save('UpdateSetting', settingId, 'a3'), cacheA, 2);
    expect(reads).toEqual([{ streamId, afterVersion: 1, limit: STREAM_PAGE }]);
    expect(result.version).toBe(3);
    expect(result.state).toEqual({ status: 'saved', settingId, setting: [{ value: 'a3', label: 'a3' }] });

    // A stale If-Match is refused from the cached version, and nothing is written.
    await expect(run(save('UpdateSetting', settingId, 'a4'), cacheA, 2)).rejects.toMatchObject({ code: 'STALE_VERSION', kind: 'precondition_failed' });
    expect((await store.readStream(streamId)).map((event) => (event.data as { setting: Array<{ value: string }> }).setting[0].value)).toEqual(['a1', 'b2', 'a3']);
  });

  it('decides from the stored stream, not from a cached state of a failed command', async () => {
    const streamId = `setting-${randomUUID()}`;
    const settingId = randomUUID();
    const cache = new BoundedStateCache<ReturnType<typeof settingDecider.initialState>>();
    const run = (command: SettingCommand) => handleCommand(store, settingDecider, streamId, command, { metadata: metadata(), newId: randomUUID, states: cache });
    await expect(run(save('UpdateSetting', settingId, 'x'))).rejects.toBeInstanceOf(DomainError);
    await run(save('CreateSetting', settingId, 'first'));
    await expect(run(save('CreateSetting', settingId, 'again'))).rejects.toMatchObject({ code: 'SETTING_EXISTS' });
    expect(await store.readStream(streamId)).toHaveLength(1);
  });

  it('folds a long stream page by page, never holding the whole stream', async () => {
    const streamId = `setting-${randomUUID()}`;
    const settingId = randomUUID();
    const saved = (label: string) => newEvent('SettingSaved', { settingId, type: 'TAG1_OPTIONS', ownerId: null, setting: [{ value: label, label }] });
    const history = Array.from({ length: 2 * STREAM_PAGE + 50 }, (_, index) => saved(`v${index + 1}`));
    await store.appendToStream(streamId, history, { expectedVersion: 'no_stream' });
    reads.length = 0;
    const result = await handleCommand(store, settingDecider, streamId, save('UpdateSetting', settingId, 'last'), { metadata: metadata(), newId: randomUUID });
    expect(reads).toEqual([0, 1, 2].map((page) => ({ streamId, afterVersion: page * STREAM_PAGE, limit: STREAM_PAGE })));
    expect(result.version).toBe(history.length + 1);
    expect(result.events).toEqual([{ type: 'SettingSaved', data: { settingId, type: 'TAG1_OPTIONS', ownerId: null, setting: [{ value: 'last', label: 'last' }] } }]);
  });

  it('hands a long stream to a reader page by page, metadata included (streamPages)', async () => {
    const streamId = `setting-${randomUUID()}`;
    const history = Array.from({ length: 2 * STREAM_PAGE + 1 }, (_, index) => newEvent('SettingSaved', { n: index + 1 }));
    await store.appendToStream(streamId, history, { expectedVersion: 'no_stream' });
    reads.length = 0;
    const sizes: number[] = [];
    let last: { streamVersion: number; metadata: { correlationId: string } } | undefined;
    for await (const page of streamPages(store, streamId)) {
      sizes.push(page.length);
      last = page.at(-1);
    }
    expect(sizes).toEqual([STREAM_PAGE, STREAM_PAGE, 1]);
    expect(last).toMatchObject({ streamVersion: history.length, metadata: { correlationId: history.at(-1)!.metadata.correlationId } });
    expect(reads).toEqual([0, 1, 2].map((page) => ({ streamId, afterVersion: page * STREAM_PAGE, limit: STREAM_PAGE })));
  });
});
