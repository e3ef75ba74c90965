import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { AiBatchJob } from './ai-batch.job.js';

/**
 * At boot, the batches a shutdown cut off go on (issue 35 §1: "a restart resumes after the last finished record and
 * redoes none"): every batch still queued or running by its own events gets its job back; the job starts after the
 * last record the batch finished.
 */
@Injectable()
export class AiBatchResume implements OnApplicationBootstrap {
  private readonly logger = new Logger('AiBatches');

  constructor(
    private readonly jobs: JobsService,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  onApplicationBootstrap(): void {
    void this.resume().catch((error: Error) => this.logger.warn(`Resuming AI batches: ${error.message}`));
  }

  private async resume(): Promise<void> {
    await this.jobs.whenListening();
    const { rows } = await this.pool.query<{ id: string; kind: string; requested_by: { id: string | null; email: string | null } }>(
      `SELECT id, kind, requested_by FROM content_ai_batch WHERE state IN ('queued', 'running')`,
    );
    for (const row of rows) {
      const actor = { id: row.requested_by.id ?? '', email: row.requested_by.email, isAdmin: true, classIds: [] as string[] };
      await this.jobs.resume(AiBatchJob, { requestId: row.id, batchId: row.id, purpose: `content-ai.${row.kind}`, actor, correlationId: row.id }, { ownerId: row.requested_by.id });
    }
  }
}
