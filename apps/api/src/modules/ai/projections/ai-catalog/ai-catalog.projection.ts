import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AI_CATALOG_EVENT_TYPES, assertNever, type AiCatalogEvent, type RecordedEvent } from '@k9/domain';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';

export const AI_CATALOG_PROJECTION = 'ai-catalog';

const CHANGE = `INSERT INTO ai_model_change (model_id, last_position) VALUES (?, ?)
  ON CONFLICT (model_id) DO UPDATE SET last_position = EXCLUDED.last_position`;

/** The admins' changes, one row per changed or added model; the settings in one row. Built-in models stay in code. */
@Injectable()
@ReadModelProjection()
export class AiCatalogProjection implements Projection {
  readonly name = AI_CATALOG_PROJECTION;
  readonly eventTypes = AI_CATALOG_EVENT_TYPES;
  readonly tables = ['ai_model_change', 'ai_settings'] as const;

  async apply(em: EntityManager, events: RecordedEvent[]): Promise<void> {
    for (const event of events as unknown as RecordedEvent<AiCatalogEvent>[]) {
      const position = event.globalPosition;
      const set = async (modelId: string, column: string, value: unknown) => {
        await em.execute(CHANGE, [modelId, position]);
        await em.execute(`UPDATE ai_model_change SET ${column} = ? WHERE model_id = ?`, [value, modelId]);
      };
      switch (event.type) {
        case 'AiModelAdded':
          await em.execute(CHANGE, [event.data.model.id, position]);
          await em.execute(`UPDATE ai_model_change SET added = ?::jsonb, added_position = ? WHERE model_id = ?`, [JSON.stringify(event.data.model), position, event.data.model.id]);
          break;
        case 'AiModelRenamed':
          await set(event.data.modelId, 'display_name', event.data.displayName);
          break;
        case 'AiModelHidden':
          await set(event.data.modelId, 'hidden', true);
          break;
        case 'AiModelShown':
          await set(event.data.modelId, 'hidden', false);
          break;
        case 'AiModelPriced':
          await em.execute(CHANGE, [event.data.modelId, position]);
          await em.execute(`UPDATE ai_model_change SET prices = ?::jsonb WHERE model_id = ?`, [JSON.stringify(event.data.prices), event.data.modelId]);
          break;
        case 'AiUsageLimitsSet':
          await this.settings(em, event, 'limits_set = true, per_user_daily = ?, per_class_daily = ?', [event.data.perUserDaily, event.data.perClassDaily]);
          break;
        case 'AiFallbackVoiceSet':
          await this.settings(em, event, 'fallback_voice = ?', [event.data.modelId]);
          break;
        default:
          assertNever(event);
      }
    }
  }

  private async settings(em: EntityManager, event: RecordedEvent, assignments: string, values: unknown[]): Promise<void> {
    await em.execute(
      `INSERT INTO ai_settings (id, version, updated_at, updated_by) VALUES (1, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [event.streamVersion, event.metadata.occurredAt, event.metadata.actorEmail],
    );
    await em.execute(`UPDATE ai_settings SET ${assignments} WHERE id = 1`, values);
  }
}
