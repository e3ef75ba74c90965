import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type { Request } from 'express';
import type pg from 'pg';
import type { AiBatchApplyRequest, AiBatchRecordView, AiBatchRequest, AiBatchView } from '@k9/contracts';
import { AI_BATCH_MESSAGES as M, applicableRecords, batchOptions, DomainError, promptSettingsOf, WrongExpectedVersionError, type AiBatchOptions } from '@k9/domain';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';
import { metadataFor } from '../../../platform/http/request-metadata.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { bullJobId } from '../../../platform/jobs/job-registry.js';
import { actorOf } from '../../ai/ai-http.js';
import type { SessionUser } from '../../identity/session/session-user.js';
import { SettingsRepository } from '../../site/settings.repository.js';
import { AI_BATCH_JOB, AI_BATCH_QUEUE } from './ai-batch-names.js';
import { AiBatchRecords } from './ai-batch-records.js';
import { AiBatchJob } from './ai-batch.job.js';

/** The classification's own prompt: its version names the text the job builds (ai-batch-prompts.ts). */
const CLASSIFY_PROMPT_VERSION = 'content-ai-classify@1';
const notFound = () => new NotFoundException({ statusCode: 404, code: 'AI_BATCH_NOT_FOUND', message: M.notFound });

/**
 * The back office's AI batches (issue 35): a request checks its options and selection and becomes one job; a batch is
 * read from its read model; a dry run's records are approved one command each, over the version the dry run read;
 * a stop ends the batch and aborts its job through the one stop path.
 */
@Injectable()
export class AiBatches {
  constructor(
    private readonly records: AiBatchRecords,
    private readonly settings: SettingsRepository,
    private readonly jobs: JobsService,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async request(body: AiBatchRequest, user: SessionUser, request: Request): Promise<{ id: string }> {
    const stored = await this.settings.find('prompt_settings', null);
    const raw = body.options ?? {};
    let options: AiBatchOptions;
    try {
      options = batchOptions(body.kind, raw, promptSettingsOf(stored.setting));
    } catch (error) {
      if (error instanceof DomainError) throw new UnprocessableEntityException({ statusCode: 422, code: error.code, message: error.message });
      throw error;
    }
    const recordIds = [...new Set(body.recordIds)];
    if (body.kind === 'classify' && !(await this.anyToClassify(recordIds))) throw new UnprocessableEntityException({ statusCode: 422, code: 'NOTHING_TO_CLASSIFY', message: M.nothingToClassify });
    const batchId = randomUUID();
    const ownPrompt = typeof raw.prompt === 'string' && raw.prompt.trim() !== '';
    const promptVersion = body.kind === 'classify' ? CLASSIFY_PROMPT_VERSION : ownPrompt || body.kind === 'improve-detail' ? `batch-options@${batchId}` : `prompt_settings@${stored.version}`;
    const metadata = metadataFor(request, user);
    const requestedBy = { id: user.id, email: user.email };
    await this.records.write(batchId, { type: 'RequestAiBatch', data: { batchId, kind: body.kind, dryRun: body.dryRun === true, recordIds, options, promptVersion, requestedBy } }, metadata);
    await this.jobs.enqueue(AiBatchJob, { requestId: batchId, batchId, purpose: `content-ai.${body.kind}`, actor: actorOf(user), correlationId: metadata.correlationId }, { ownerId: user.id });
    return { id: batchId };
  }

  /** Spec 3 §5: only records missing sentiment, category or impact (home: also priority, homeCategory, displayOrder). */
  private async anyToClassify(ids: number[]): Promise<boolean> {
    const { rows } = await this.pool.query(
      `SELECT 1 FROM content_record WHERE id = ANY($1::int[]) AND (sentiment IS NULL OR category IS NULL OR impact IS NULL
         OR (type = 'home' AND (display_order IS NULL OR fields->>'priority' IS NULL OR fields->>'homeCategory' IS NULL))) LIMIT 1`,
      [ids],
    );
    return rows.length > 0;
  }

  async view(batchId: string): Promise<AiBatchView> {
    const { rows } = await this.pool.query(`SELECT * FROM content_ai_batch WHERE id = $1`, [batchId]);
    const batch = rows[0];
    if (!batch) throw notFound();
    const records = await this.pool.query(
      `SELECT b.*, c.fields->>'title' AS title FROM content_ai_batch_record b LEFT JOIN content_record c ON c.id = b.record_id WHERE b.batch_id = $1 ORDER BY b.seq`,
      [batchId],
    );
    return {
      id: batch.id,
      kind: batch.kind,
      dryRun: batch.dry_run,
      state: batch.state,
      options: batch.options,
      promptVersion: batch.prompt_version,
      requestedBy: batch.requested_by,
      error: batch.error,
      createdAt: new Date(batch.created_at).toISOString(),
      records: records.rows.map(
        (row): AiBatchRecordView => ({
          recordId: row.record_id,
          title: row.title,
          state: row.state,
          before: row.before,
          after: row.after,
          error: row.error,
          callId: row.call_id,
          model: row.model,
          applied: row.applied,
          stale: row.stale,
          approvedBy: row.approved_by,
        }),
      ),
    };
  }

  /**
   * Issue 35 §2: each approved record of a finished dry run is one command over the version the dry run read; a record
   * edited since is not overwritten and is listed as stale. The batch then records who approved what.
   */
  async apply(batchId: string, body: AiBatchApplyRequest, user: SessionUser, request: Request): Promise<AiBatchView> {
    const state = await this.records.state(batchId);
    if (state.batchId === null) throw notFound();
    const requested = (await this.records.requested(batchId))!;
    const metadata = metadataFor(request, user);
    const approvedBy = { id: user.id, email: user.email };
    // The batch's own checks first (a dry run, finished): a refusal before anything is written.
    await this.records.write(batchId, { type: 'ApplyAiBatch', data: { batchId, applied: [], stale: [], approvedBy } }, metadata);
    const applied: number[] = [];
    const stale: number[] = [];
    for (const recordId of applicableRecords(state, [...new Set(body.recordIds)])) {
      const result = state.finished.get(recordId)!;
      const provenance = { batchId, kind: requested.kind, dryRun: true, requestedBy: requested.requestedBy, approvedBy, calls: result.callId ? [{ callId: result.callId, model: result.model ?? '', step: requested.kind }] : [], promptVersion: requested.promptVersion };
      try {
        await this.records.revise(recordId, result.version ?? 0, result.after, provenance, { ...metadata, callId: result.callId, model: result.model, promptVersion: requested.promptVersion, approvedBy: user.email ?? user.id });
        applied.push(recordId);
      } catch (error) {
        if (error instanceof WrongExpectedVersionError || (error instanceof DomainError && error.code === 'STALE_VERSION')) stale.push(recordId);
        else throw error;
      }
    }
    await this.records.write(batchId, { type: 'ApplyAiBatch', data: { batchId, applied, stale, approvedBy } }, metadata);
    return this.view(batchId);
  }

  async stop(batchId: string, user: SessionUser, request: Request): Promise<AiBatchView> {
    const state = await this.records.state(batchId);
    if (state.batchId === null) throw notFound();
    await this.records.write(batchId, { type: 'StopAiBatch', data: { batchId, stoppedBy: { id: user.id, email: user.email } } }, metadataFor(request, user));
    await this.jobs.cancel(AI_BATCH_QUEUE, bullJobId(AI_BATCH_JOB, batchId)).catch(() => 'not-found');
    return this.view(batchId);
  }
}
