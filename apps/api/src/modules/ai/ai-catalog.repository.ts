import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { BUILT_IN_MODELS, type AiModel, type AiModelPrices, type AiUsageLimits } from '@k9/domain';
import { AppConfig } from '../../config/app-config.js';
import type { AiCatalogPort } from '../../platform/ai/ai-ports.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { ReadModelCache } from '../../platform/projections/read-model-cache.js';
import { AI_CATALOG_PROJECTION } from './projections/ai-catalog/ai-catalog.projection.js';

type ChangeRow = { model_id: string; added: AiModel | null; display_name: string | null; hidden: boolean | null; prices: AiModelPrices | null; added_position: string | null };
type SettingsRow = { limits_set: boolean; per_user_daily: number | null; per_class_daily: number | null; fallback_voice: string | null; version: number };

export type AiSettings = { limits: AiUsageLimits; source: 'admin' | 'default'; fallbackVoice: string | null; version: number };

/** The catalog as features and the admin page see it: built-in models with the admins' changes, then added ones. */
@Injectable()
export class AiCatalogRepository implements AiCatalogPort {
  private readonly cache: ReadModelCache<unknown>;

  constructor(
    private readonly orm: MikroORM,
    private readonly config: AppConfig,
    projections: ProjectionsService,
  ) {
    this.cache = new ReadModelCache(projections, AI_CATALOG_PROJECTION);
  }

  models(): Promise<AiModel[]> {
    return this.cache.get('models', async () => {
      const rows = await this.orm.em.fork().getConnection().execute<ChangeRow[]>('SELECT * FROM ai_model_change ORDER BY added_position NULLS FIRST, model_id');
      const changes = new Map(rows.map((row) => [row.model_id, row]));
      const added = rows.filter((row) => row.added).map((row) => row.added!);
      return [...BUILT_IN_MODELS, ...added].map((model) => {
        const change = changes.get(model.id);
        if (!change) return model;
        return {
          ...model,
          ...(change.display_name !== null ? { displayName: change.display_name } : {}),
          ...(change.hidden !== null ? { hidden: change.hidden } : {}),
          ...(change.prices !== null ? { prices: change.prices } : {}),
        };
      });
    }) as Promise<AiModel[]>;
  }

  async find(modelId: string): Promise<AiModel | undefined> {
    return (await this.models()).find((model) => model.id === modelId);
  }

  settings(): Promise<AiSettings> {
    return this.cache.get('settings', async () => {
      const [row] = await this.orm.em.fork().getConnection().execute<SettingsRow[]>('SELECT * FROM ai_settings WHERE id = 1');
      const defaults: AiUsageLimits = { perUserDaily: this.config.ai.dailyCallsPerUser, perClassDaily: this.config.ai.dailyCallsPerClass };
      if (!row) return { limits: defaults, source: 'default', fallbackVoice: null, version: 0 };
      return {
        limits: row.limits_set ? { perUserDaily: row.per_user_daily, perClassDaily: row.per_class_daily } : defaults,
        source: row.limits_set ? 'admin' : 'default',
        fallbackVoice: row.fallback_voice,
        version: row.version,
      };
    }) as Promise<AiSettings>;
  }

  async fallbackVoice(): Promise<string | null> {
    return (await this.settings()).fallbackVoice;
  }
}
