import { HttpException, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { AI_MESSAGES, usageLimitRefusal, vietnamDay, type AiUsageLimits as Limits, type UsageToday } from '@k9/domain';
import type { AiQuotaTicket, AiUsagePort } from '../../platform/ai/ai-ports.js';
import type { AiActor } from '../../platform/ai/ai.types.js';
import { isRedisUnavailableError } from '../../platform/jobs/redis-connections.js';
import { AiCatalogRepository } from './ai-catalog.repository.js';
import { AiDailyQuota } from './ai-daily-quota.js';

const limitReached = (message: string) => new HttpException({ statusCode: 429, message, code: 'AI_DAILY_LIMIT' }, 429);

/**
 * The daily limits of a learner and of their classes (Vietnam day), reserved in Redis when a request is accepted, so
 * parallel requests cannot overrun them (the ledger trails the calls). Admins and the system are never counted. A
 * counter Redis does not have yet starts from the ledger's count of the day; while Redis is unreachable the ledger
 * decides alone (it trails, but nothing goes unlimited).
 */
@Injectable()
export class AiUsageLimits implements AiUsagePort {
  private readonly logger = new Logger('AiUsage');

  constructor(
    private readonly orm: MikroORM,
    private readonly catalog: AiCatalogRepository,
    private readonly quota: AiDailyQuota,
  ) {}

  async reserve(actor: AiActor, units: number, now = Date.now()): Promise<AiQuotaTicket | null> {
    if (actor === null || actor.isAdmin) return null;
    const { limits } = await this.catalog.settings();
    if (limits.perUserDaily === null && limits.perClassDaily === null) return null;
    const day = vietnamDay(now);
    const seeds = await this.usageToday(actor, day);
    try {
      const outcome = await this.quota.reserve(actor, day, limits, units, seeds);
      if ('reserved' in outcome) return outcome.reserved;
      throw limitReached(outcome.refused === 'user' ? AI_MESSAGES.userLimitReached(limits.perUserDaily!) : AI_MESSAGES.classLimitReached(limits.perClassDaily!));
    } catch (error) {
      if (!isRedisUnavailableError(error)) throw error;
      this.logger.warn(`Redis unavailable, the ledger decides the AI limits: ${(error as Error).message}`);
      return this.byLedger(actor, limits, seeds, units);
    }
  }

  async giveBack(ticket: AiQuotaTicket, units: number): Promise<void> {
    await this.quota.giveBack(ticket, units).catch((error: unknown) => this.logger.warn(`AI units not given back: ${(error as Error).message}`));
  }

  private byLedger(actor: NonNullable<AiActor>, limits: Limits, used: UsageToday, units: number): null {
    const after = { user: used.user + units - 1, byClass: Object.fromEntries(Object.entries(used.byClass).map(([id, n]) => [id, n + units - 1])) };
    const refusal = usageLimitRefusal({ id: actor.id, isAdmin: actor.isAdmin, classIds: actor.classIds }, limits, after);
    if (refusal) throw limitReached(refusal);
    return null;
  }

  /** The ledger's count of the day: where a counter starts. */
  private async usageToday(actor: NonNullable<AiActor>, day: string): Promise<UsageToday> {
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
