import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { SettingRecord } from '@k9/contracts';
import { settingStreamId, type SettingType } from '@k9/domain';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { ReadModelCache } from '../../platform/projections/read-model-cache.js';
import { SettingView } from './projections/site-setting/site-setting.entity.js';
import { SETTING_PROJECTION } from './projections/site-setting/site-setting.projection.js';
import { SettingsCoherence } from './settings-coherence.js';

/** One stored value as the read model holds it; SettingViews decides what a caller sees of it. */
export type StoredSetting = Omit<SettingRecord, 'scope' | 'configured' | 'source'>;

/**
 * Reads of the site_setting read model, cached until the projection moves on this instance or a setting changed on
 * any instance (SettingsCoherence).
 */
@Injectable()
export class SettingsRepository {
  private cache: ReadModelCache<StoredSetting>;
  private cachedAt: number;

  constructor(
    private readonly orm: MikroORM,
    private readonly projections: ProjectionsService,
    private readonly coherence: SettingsCoherence,
  ) {
    this.cache = new ReadModelCache(projections, SETTING_PROJECTION);
    this.cachedAt = coherence.version();
  }

  find(type: SettingType, ownerId: string | null): Promise<StoredSetting> {
    const streamId = settingStreamId(type, ownerId);
    // A read still running when the version moves fills the cache it started with, which is no longer used.
    const version = this.coherence.version();
    if (version !== this.cachedAt) {
      this.cache = new ReadModelCache(this.projections, SETTING_PROJECTION);
      this.cachedAt = version;
    }
    return this.cache.get(streamId, async () => {
      const view = await this.orm.em.fork().findOne(SettingView, { streamId });
      if (!view) return { id: null, type, setting: null, version: 0, updatedAt: null, updatedBy: null };
      return {
        id: view.settingId,
        type: view.type,
        setting: view.setting,
        version: view.version,
        updatedAt: view.updatedAt.toISOString(),
        updatedBy: view.updatedBy,
      };
    });
  }
}
