import { Controller, Get, Inject, Req, Res, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import type pg from 'pg';
import type { ComponentHealth, HealthParts, HealthResponse } from '@k9/contracts';
import type { EventStore } from '@k9/domain';
import { Contributions } from '../contributions.js';
import { EVENT_STORE, PG_POOL } from '../event-store/event-store.token.js';
import { ProjectionsService } from '../projections/projections.service.js';
import { REDIS_URL } from '../platform.tokens.js';
import { SESSION_AUTHENTICATOR, type SessionAuthenticator } from '../realtime/session-authenticator.js';
import { HEALTH_PARTS, type HealthPart } from './health-parts.js';

/**
 * What anyone may know: whether the API is well (200) or not (503), and the contexts' health parts (states such as the
 * market seed's, which a screen or a deployment waits for); the components and projections are for admins.
 */
export type PublicHealth = Pick<HealthResponse, 'status'> & HealthParts;

const withinTimeout = <T>(probe: () => Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('quá thời gian chờ')), 2000);
  });
  return Promise.race([probe(), timeout]).finally(() => clearTimeout(timer));
};

const check = async (probe: () => Promise<unknown>): Promise<ComponentHealth> => {
  try {
    await withinTimeout(probe);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', message: error instanceof Error ? error.message : String(error) };
  }
};

@ApiTags('platform')
@Controller('api/health')
export class HealthController implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projections: ProjectionsService,
    @Inject(REDIS_URL) redisUrl: string,
    @Inject(SESSION_AUTHENTICATOR) private readonly sessions: SessionAuthenticator,
    private readonly contributions: Contributions,
    private readonly modules: ModuleRef,
  ) {
    this.redis = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1000 });
    this.redis.on('error', () => undefined);
  }

  @Get()
  @ApiOperation({
    summary:
      'Tình trạng: ok (200) hoặc degraded (503), kèm trạng thái nạp dữ liệu thị trường lần đầu (marketSeed: starting, ready hoặc off; vẫn 200 khi đang nạp); ' +
      'quản trị viên xem thêm cơ sở dữ liệu, Redis, event store, checkpoint và độ trễ của từng projection',
  })
  async health(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<HealthResponse | PublicHealth> {
    let head = 0;
    const [database, redis, eventStore, parts] = await Promise.all([
      check(() => this.pool.query('SELECT 1')),
      check(async () => {
        if (this.redis.status === 'wait' || this.redis.status === 'end') await this.redis.connect();
        await this.redis.ping();
      }),
      check(async () => {
        head = await this.store.head();
      }),
      this.parts(),
    ]);
    const ok = [database, redis, eventStore].every((component) => component.status === 'up');
    response.status(ok ? 200 : 503);
    const status = ok ? 'ok' : 'degraded';
    // Error texts name internal hosts and ports; only an admin's session sees them.
    if (!(await this.isAdmin(request))) return { status, ...parts };
    const projections = eventStore.status === 'up' ? await this.projections.status() : [];
    return { status, ...parts, database, redis, eventStore: { ...eventStore, head }, projections, appliesProjections: this.projections.leading };
  }

  /** The contexts' parts (HEALTH_PARTS); one that cannot answer in time is left out, as the components' errors are. */
  private async parts(): Promise<HealthParts> {
    const answers = await Promise.all(
      this.contributions.to(HEALTH_PARTS).map(async ({ name, part }) => {
        const answer = await withinTimeout(async () => this.modules.get<HealthPart>(part, { strict: false }).health()).catch(() => undefined);
        return [name, answer] as const;
      }),
    );
    return Object.fromEntries(answers.filter(([, value]) => value !== undefined)) as HealthParts;
  }

  private async isAdmin(request: Request): Promise<boolean> {
    if (!request.headers.cookie) return false;
    const identity = await this.sessions.authenticate(request).catch(() => null);
    return identity?.isAdmin === true;
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
