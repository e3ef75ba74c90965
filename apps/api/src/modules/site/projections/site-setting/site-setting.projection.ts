import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isSettingCleared, isSettingSaved, type RecordedEvent, type SettingCatalogue, type SettingEvent } from '@k9/domain';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';
import { SettingView } from './site-setting.entity.js';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher.js';
import { SettingTable } from '../../setting-table.js';
import { SettingsCoherence } from '../../settings-coherence.js';

export const SETTING_PROJECTION = 'site-setting';

type Row = { [K in keyof SettingView]: SettingView[K] };
/** A stream's row after one more event; null: no row (a user's own value dropped). */
const next =
  (catalogue: SettingCatalogue) =>
  (row: Row | null, event: RecordedEvent<SettingEvent>): Row | null => {
    const stamp = { streamId: event.streamId, version: event.streamVersion, updatedAt: new Date(event.metadata.occurredAt), updatedBy: event.metadata.actorEmail, lastPosition: event.globalPosition };
    if (isSettingSaved(event)) return { ...stamp, settingId: event.data.settingId, type: event.data.type, ownerId: event.data.ownerId, setting: event.data.setting };
    if (isSettingCleared(event)) return null;
    // One entry's change in a list stored one entry per event (a prompt template): the declaring type folds it.
    const declaration = catalogue.entryDeclarationOf(event.type);
    if (!declaration?.entries) return row;
    const list = Array.isArray(row?.setting) ? row.setting : [];
    return { ...stamp, settingId: row?.settingId ?? event.data.settingId, type: declaration.type, ownerId: event.data.ownerId, setting: declaration.entries.apply(list, event) };
  };

@Injectable()
@ReadModelProjection()
export class SettingProjection implements Projection {
  constructor(
    private readonly realtime: RealtimePublisher,
    private readonly table: SettingTable,
    private readonly coherence: SettingsCoherence,
  ) {
    this.eventTypes = ['SettingSaved', 'SettingCleared', ...table.catalogue.entryEventTypes];
  }

  readonly name = SETTING_PROJECTION;
  /** The settings' own events and the entry events of the lists the contexts declared (SettingDeclaration.entries). */
  readonly eventTypes: readonly string[];
  readonly tables = ['site_setting'] as const;

  /**
   * One row per stream: the whole value. A SettingSaved carries it whole; an entry event (a prompt template's) changes one entry
   * of the stored list, so a stream whose batch starts with one is read first (one query for the batch). Then one
   * upsert per stream, or a delete when its last event dropped a user's own value (SettingCleared).
   */
  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    const byStream = new Map<string, RecordedEvent<SettingEvent>[]>();
    for (const event of recorded as unknown as RecordedEvent<SettingEvent>[]) {
      const events = byStream.get(event.streamId);
      if (events) events.push(event);
      else byStream.set(event.streamId, [event]);
    }
    const toRead = [...byStream].filter(([, events]) => this.table.catalogue.entryDeclarationOf(events[0].type)).map(([streamId]) => streamId);
    const stored = toRead.length ? await em.find(SettingView, { streamId: { $in: toRead } }, { disableIdentityMap: true }) : [];
    const rows = new Map<string, Row | null>(stored.map((view) => [view.streamId, { ...view }]));
    const fold = next(this.table.catalogue);
    for (const [streamId, events] of byStream) rows.set(streamId, events.reduce(fold, rows.get(streamId) ?? null));
    const cleared = [...rows].filter(([, row]) => row === null).map(([streamId]) => streamId);
    const kept = [...rows.values()].filter((row): row is Row => row !== null);
    if (cleared.length) await em.nativeDelete(SettingView, { streamId: { $in: cleared } });
    if (kept.length) await em.upsertMany(SettingView, kept);
  }

  /**
   * Every instance drops its cached settings answers (whoever wrote the setting); admin screens refresh a shared
   * setting (and its history) the moment anyone saves it: one message per stream.
   */
  afterCommit(events: RecordedEvent[]): void {
    this.coherence.announce();
    const latest = new Map<string, RecordedEvent<SettingEvent>>();
    for (const event of events as unknown as RecordedEvent<SettingEvent>[]) latest.set(event.streamId, event);
    for (const event of latest.values()) {
      const type = isSettingSaved(event) || isSettingCleared(event) ? event.data.type : this.table.catalogue.entryDeclarationOf(event.type)?.type;
      if (!type) continue;
      const message = { type, version: event.streamVersion };
      if (event.data.ownerId) this.realtime.toUser(event.data.ownerId, 'setting.saved', message);
      else this.realtime.toAdmins('setting.saved', message);
    }
  }
}
