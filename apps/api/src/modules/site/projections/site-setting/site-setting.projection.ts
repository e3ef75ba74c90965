import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { applyPromptTemplateChange, assertNever, PROMPT_TEMPLATE_EVENT_TYPES, PROMPT_TEMPLATE_SETTING, type RecordedEvent, type SettingEvent } from '@k9/domain';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';
import { SettingView } from './site-setting.entity.js';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher.js';

export const SETTING_PROJECTION = 'site-setting';

type Row = { [K in keyof SettingView]: SettingView[K] };
const isTemplateChange = (event: RecordedEvent<SettingEvent>) => (PROMPT_TEMPLATE_EVENT_TYPES as readonly string[]).includes(event.type);

/** A stream's row after one more event; null: no row (a user's own value dropped). */
function next(row: Row | null, event: RecordedEvent<SettingEvent>): Row | null {
  const stamp = { streamId: event.streamId, version: event.streamVersion, updatedAt: new Date(event.metadata.occurredAt), updatedBy: event.metadata.actorEmail, lastPosition: event.globalPosition };
  switch (event.type) {
    case 'SettingSaved':
      return { ...stamp, settingId: event.data.settingId, type: event.data.type, ownerId: event.data.ownerId, setting: event.data.setting };
    case 'SettingCleared':
      return null;
    case 'PromptTemplateAdded':
    case 'PromptTemplateChanged':
    case 'PromptTemplateRemoved': {
      const list = Array.isArray(row?.setting) ? row.setting : [];
      return { ...stamp, settingId: row?.settingId ?? event.data.settingId, type: PROMPT_TEMPLATE_SETTING, ownerId: event.data.ownerId, setting: applyPromptTemplateChange(list, event) };
    }
    default:
      return assertNever(event);
  }
}

@Injectable()
@ReadModelProjection()
export class SettingProjection implements Projection {
  constructor(private readonly realtime: RealtimePublisher) {}

  readonly name = SETTING_PROJECTION;
  readonly eventTypes = ['SettingSaved', 'SettingCleared', ...PROMPT_TEMPLATE_EVENT_TYPES] as const;
  readonly tables = ['site_setting'] as const;

  /**
   * One row per stream: the whole value. A SettingSaved carries it whole; a prompt template's event changes one entry
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
    const toRead = [...byStream].filter(([, events]) => isTemplateChange(events[0])).map(([streamId]) => streamId);
    const stored = toRead.length ? await em.find(SettingView, { streamId: { $in: toRead } }, { disableIdentityMap: true }) : [];
    const rows = new Map<string, Row | null>(stored.map((view) => [view.streamId, { ...view }]));
    for (const [streamId, events] of byStream) rows.set(streamId, events.reduce(next, rows.get(streamId) ?? null));
    const cleared = [...rows].filter(([, row]) => row === null).map(([streamId]) => streamId);
    const kept = [...rows.values()].filter((row): row is Row => row !== null);
    if (cleared.length) await em.nativeDelete(SettingView, { streamId: { $in: cleared } });
    if (kept.length) await em.upsertMany(SettingView, kept);
  }

  /** Admin screens refresh a shared setting (and its history) the moment anyone saves it: one message per stream. */
  afterCommit(events: RecordedEvent[]): void {
    const latest = new Map<string, RecordedEvent<SettingEvent>>();
    for (const event of events as unknown as RecordedEvent<SettingEvent>[]) latest.set(event.streamId, event);
    for (const event of latest.values()) {
      const message = { type: 'type' in event.data ? event.data.type : PROMPT_TEMPLATE_SETTING, version: event.streamVersion };
      if (event.data.ownerId) this.realtime.toUser(event.data.ownerId, 'setting.saved', message);
      else this.realtime.toAdmins('setting.saved', message);
    }
  }
}
