import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent, SettingEvent } from '@k9/domain';
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
  readonly eventTypes = ['SettingSaved'] as const;
  readonly tables = ['site_setting'] as const;

  async prefetch(em: EntityManager, events: RecordedEvent[]): Promise<void> {
    await em.find(SettingView, { streamId: { $in: [...new Set(events.map((event) => event.streamId))] } });
  }

  async apply(em: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as RecordedEvent<SettingEvent>;
    switch (event.type) {
      case 'SettingSaved': {
        const { settingId, type, ownerId, setting } = event.data;
        const view = (await em.findOne(SettingView, { streamId: event.streamId })) ?? em.create(SettingView, { streamId: event.streamId } as SettingView);
        Object.assign(view, {
          settingId,
          type,
          ownerId,
          setting,
          version: event.streamVersion,
          updatedAt: new Date(event.metadata.occurredAt),
          updatedBy: event.metadata.actorEmail,
          lastPosition: event.globalPosition,
        });
        em.persist(view);
        return;
      }
    }
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
