import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { DOCUMENT_SUMMARY_MESSAGES as M, OCR_LIMITS, vietnamDay } from '@k9/domain';
import { JOBS_OPTIONS, type ResolvedJobsOptions } from '../../../platform/jobs/jobs.options.js';
import { REDIS_URL } from '../../../platform/platform.tokens.js';
import { DocumentRefused } from './document-refused.js';

const DAY_SECONDS = 2 * 24 * 3600;

/** Issue 33 §2: at most 100 OCR pages a learner a Vietnamese day (admins are not counted), across instances (Redis). */
@Injectable()
export class OcrPageQuota implements OnApplicationShutdown {
  private client: Redis | null = null;

  constructor(
    @Inject(REDIS_URL) private readonly redisUrl: string,
    @Inject(JOBS_OPTIONS) private readonly options: ResolvedJobsOptions,
  ) {}

  /** Takes `pages` of the learner's day, or refuses (429) and takes nothing. */
  async take(userId: string, isAdmin: boolean, pages: number): Promise<void> {
    if (isAdmin || pages <= 0) return;
    const key = `${this.options.prefix}:ocr-pages:${userId}:${vietnamDay(Date.now())}`;
    const used = await this.redis().incrby(key, pages);
    await this.redis().expire(key, DAY_SECONDS);
    if (used > OCR_LIMITS.ocrPagesPerDay) {
      await this.redis().decrby(key, pages);
      throw new DocumentRefused(M.dailyPages, 429, 'OCR_DAILY_LIMIT');
    }
  }

  onApplicationShutdown(): void {
    this.client?.disconnect();
  }

  private redis(): Redis {
    if (!this.client) {
      this.client = new Redis(this.redisUrl, { connectionName: `${this.options.prefix}:ocr-pages`, maxRetriesPerRequest: 2 });
      this.client.on('error', () => undefined);
    }
    return this.client;
  }
}
