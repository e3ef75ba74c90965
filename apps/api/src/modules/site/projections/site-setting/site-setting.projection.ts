import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertNever, type RecordedEvent, type SettingEvent } from '@k9/domain';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';
import { SettingView } from './site-setting.entity.js';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher.js';

export const SETTING_PROJECTION = 'site-setting';

@Injectable()
@ReadModelProjection()
export class SettingProjection implements Projection {
  constructor(private readonly realtime: RealtimePublisher) {}

  readonly name = SETTING_PROJECTION;
  readonly eventTypes = ['SettingSaved', 'SettingCleared'] as const;
  readonly tables = ['site_setting'] as const;

  /**
   * Every SettingSaved carries the whole payload, so only a stream's last event of the batch matters: one upsert, or
   * a delete when that last event dropped a user's own value (SettingCleared).
   */
  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    const latest = new Map<string, RecordedEvent<SettingEvent>>();
    for (const event of recorded as unknown as RecordedEvent<SettingEvent>[]) {
      switch (event.type) {
        case 'SettingSaved':
        case 'SettingCleared':
          latest.set(event.streamId, event);
          break;
        default:
          assertNever(event);
      }
    }
    const cleared = [...latest.values()].filter((event) => event.type === 'SettingCleared').map((event) => event.streamId);
    const rows = [...latest.values()].flatMap((event) =>
      event.type === 'SettingSaved'
        ? [
            {
              streamId: event.streamId,
              settingId: event.data.settingId,
              type: event.data.type,
              ownerId: event.data.ownerId,
              setting: event.data.setting,
              version: event.streamVersion,
              updatedAt: new Date(event.metadata.occurredAt),
              updatedBy: event.metadata.actorEmail,
              lastPosition: event.globalPosition,
            },
          ]
        : [],
    );
    if (cleared.length) await em.nativeDelete(SettingView, { streamId: { $in: cleared } });
    if (rows.length) await em.upsertMany(SettingView, rows);
  }

  /** Admin screens refresh a shared setting (and its history) the moment anyone saves it. */
  afterCommit(events: RecordedEvent[]): void {
    for (const event of events as unknown as RecordedEvent<SettingEvent>[]) {
      const message = { type: event.data.type, version: event.streamVersion };
      if (event.data.ownerId) this.realtime.toUser(event.data.ownerId, 'setting.saved', message);
      else this.realtime.toAdmins('setting.saved', message);
    }
  }
}
