import { HttpException, Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { UPLOAD_MESSAGES, type UploadQuotaExceededError } from '@k9/contracts';
import { fitsQuota, remainingBytes, secondsUntilQuotaResets, type UploadQuota } from '@k9/domain';
import { AppConfig } from '../../config/app-config.js';
import { PG_POOL } from '../../platform/event-store/event-store.token.js';
import type { SessionUser } from '../identity/session/session-user.js';
import { UploadsRepository } from './uploads.repository.js';

const MB = 1024 * 1024;

/**
 * The daily upload quota of each user (UPLOAD_DAILY_QUOTA_MB, UPLOAD_ADMIN_DAILY_QUOTA_MB), counted from the uploads'
 * read model so that it holds across instances.
 */
@Injectable()
export class UploadQuotas {
  constructor(
    private readonly uploads: UploadsRepository,
    private readonly config: AppConfig,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async of(user: SessionUser, now: number): Promise<UploadQuota> {
    const limitBytes = this.config.uploadDailyQuotaMb[user.isAdmin ? 'admin' : 'learner'] * MB;
    return { limitBytes, usedBytes: await this.uploads.usedBytes(user.id, now) };
  }

  /** 429 with what is left today and when the quota starts afresh. */
  exceeded(quota: UploadQuota, now: number): HttpException {
    const body: UploadQuotaExceededError = {
      statusCode: 429,
      code: 'UPLOAD_QUOTA_EXCEEDED',
      message: UPLOAD_MESSAGES.quotaExceeded(quota.limitBytes, remainingBytes(quota)),
      retryAfterSeconds: secondsUntilQuotaResets(now),
    };
    return new HttpException(body, 429);
  }

  /**
   * Runs `store` only when `incomingBytes` fit whole in what the user has left today. Two uploads of one user (on any
   * instance) take turns: each holds a PostgreSQL advisory lock on the user from the check until `store` has recorded
   * its uploads and the read model shows them.
   */
  async spend<T>(user: SessionUser, incomingBytes: number, now: number, store: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [`storage:quota:${user.id}`]);
      const quota = await this.of(user, now);
      if (!fitsQuota(quota, incomingBytes)) throw this.exceeded(quota, now);
      return await store();
    } finally {
      await client.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      client.release();
    }
  }
}
