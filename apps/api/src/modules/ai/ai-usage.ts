import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { usageLimitRefusal, vietnamDay, type UsageToday } from '@k9/domain';
import type { AiUsagePort } from '../../platform/ai/ai-ports.js';
import type { AiActor } from '../../platform/ai/ai.types.js';
import { AiCatalogRepository } from './ai-catalog.repository.js';

/** Today's calls (Vietnam day) of a learner and of their classes, against the daily limits; admins are never counted against. */
@Injectable()
export class AiUsageLimits implements AiUsagePort {
  constructor(
    private readonly orm: MikroORM,
    private readonly catalog: AiCatalogRepository,
  ) {}

  async refusal(actor: AiActor, now = Date.now()): Promise<string | null> {
    if (actor === null || actor.isAdmin) return null;
    const { limits } = await this.catalog.settings();
    if (limits.perUserDaily === null && limits.perClassDaily === null) return null;
    return usageLimitRefusal({ id: actor.id, isAdmin: actor.isAdmin, classIds: actor.classIds }, limits, await this.usageToday(actor, now));
  }

  async usageToday(actor: NonNullable<AiActor>, now = Date.now()): Promise<UsageToday> {
    const day = vietnamDay(now);
    const connection = this.orm.em.fork().getConnection();
    const [user] = await connection.execute<Array<{ n: number }>>('SELECT coalesce(sum(counted), 0)::int AS n FROM ai_usage_daily WHERE actor_key = ? AND day = ?', [actor.id, day]);
    const byClass: Record<string, number> = {};
    if (actor.classIds.length) {
      const rows = await connection.execute<Array<{ class_id: string; n: number }>>(
        `SELECT c AS class_id, count(*)::int AS n FROM ai_call, unnest(actor_class_ids) AS c
         WHERE day = ? AND outcome <> 'not_configured' AND c = ANY(?::text[]) GROUP BY c`,
        [day, `{${actor.classIds.join(',')}}`],
      );
      for (const row of rows) byClass[row.class_id] = row.n;
    }
    return { user: user?.n ?? 0, byClass };
  }
}
