import {
  AI_BATCH_MESSAGES as M,
  AI_DEFAULTS,
  CLASSIFY_RECORDS_PER_CALL,
  classifyPrompt,
  cidUpdatePrompt,
  defaultModelId,
  DomainError,
  evaluationPrompt,
  generationErrorText,
  improvePrompt,
  keywordClassification,
  needsClassification,
  parseCidUpdate,
  parseClassificationBatch,
  parseGeneratedQuiz,
  parseImprovedDetail,
  quizPlan,
  quizPrompt,
  QUIZ_ATTEMPTS,
  QUIZ_RECORD_PAUSE_MS,
  quizRetryDelay,
  recordDiff,
  unfinishedRecords,
  withQuestions,
  type AiBatchOptions,
  type AiBatchRecordResult,
  type AiBatchRequested,
  type ContentAiRevisionProvenance,
  type PromptRecord,
} from '@k9/domain';
import { Inject } from '@nestjs/common';
import type pg from 'pg';
import { AiGateway } from '../../../platform/ai/ai-gateway.js';
import { aiJobMetadata, AiJobHandler, type AiJobPayload } from '../../../platform/ai/ai-job.js';
import { AiCallError, type AiCallContext } from '../../../platform/ai/ai.types.js';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';
import { Job, type JobContext } from '../../../platform/jobs/job.js';
import type { QueueSettings } from '../../../platform/jobs/jobs.options.js';
import { AiDefaults } from '../../ai/ai-defaults.js';
import { AI_BATCH_JOB, AI_BATCH_QUEUE, AI_BATCH_QUEUE_SETTINGS } from './ai-batch-names.js';
import { AiBatchRecords, type BatchRecord } from './ai-batch-records.js';

export type AiBatchPayload = AiJobPayload & { batchId: string };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
const promptRecord = (record: BatchRecord): PromptRecord => ({ id: record.id, type: record.type, title: record.fields.title, summary: record.fields.summary, detail: record.fields.detail });
const reasonOf = (error: unknown) => (error instanceof AiCallError ? generationErrorText(error.kind, error.text) : error instanceof DomainError ? error.message : String((error as Error)?.message ?? error));
type Outcome = Omit<AiBatchRecordResult, 'recordId' | 'version' | 'applied' | 'before'> & { calls: Array<{ callId: string; model: string; step: string }> };

/**
 * One AI batch (issue 35 §1): the records not finished yet, in the order asked for (a restart goes on after the last
 * finished one and redoes none), each marked processing, then finished with its before/after and call; not a dry run,
 * the change is written to the record at once over the version read. Classification asks about 20 records a call.
 */
@Job()
export class AiBatchJob extends AiJobHandler<AiBatchPayload> {
  override readonly queue = AI_BATCH_QUEUE;
  readonly name = AI_BATCH_JOB;
  override readonly queueSettings: QueueSettings = AI_BATCH_QUEUE_SETTINGS;

  constructor(
    private readonly gateway: AiGateway,
    private readonly records: AiBatchRecords,
    private readonly defaults: AiDefaults,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {
    super();
  }

  override jobId(payload: AiBatchPayload): string {
    return payload.batchId;
  }

  protected async run(payload: AiBatchPayload, job: JobContext, ai: AiCallContext): Promise<void> {
    const { batchId } = payload;
    const state = await this.records.state(batchId);
    if (state.state !== 'queued' && state.state !== 'running') return;
    const requested = (await this.records.requested(batchId))!;
    const options = requested.options as AiBatchOptions;
    const metadata = aiJobMetadata(payload, job);
    const remaining = unfinishedRecords(state);
    try {
      if (options.kind === 'classify') {
        for (let start = 0; start < remaining.length && !job.signal.aborted; start += CLASSIFY_RECORDS_PER_CALL) {
          await this.classify(requested, options, remaining.slice(start, start + CLASSIFY_RECORDS_PER_CALL), payload, job, ai);
        }
      } else {
        for (const [index, recordId] of remaining.entries()) {
          if (job.signal.aborted) break;
          if (index > 0 && options.kind === 'create-question') await sleep(QUIZ_RECORD_PAUSE_MS, job.signal);
          await this.one(requested, options, recordId, payload, job, ai);
        }
      }
    } catch (error) {
      // Stopped (the stop route wrote the batch's end) or cut by a shutdown (the next boot resumes the batch).
      if (job.signal.aborted) throw error;
      await this.records.write(batchId, { type: 'EndAiBatch', data: { batchId, state: 'failed', error: reasonOf(error) } }, metadata);
      return;
    }
    if (job.signal.aborted) throw new Error(M.stoppedByAdmin);
    await this.records.write(batchId, { type: 'EndAiBatch', data: { batchId, state: 'done', error: null } }, metadata);
  }

  /** 20 records, one call: each record's classification from the reply, else from its own keywords (spec 3 §4). */
  private async classify(requested: AiBatchRequested['data'], options: Extract<AiBatchOptions, { kind: 'classify' }>, ids: number[], payload: AiBatchPayload, job: JobContext, ai: AiCallContext) {
    const metadata = aiJobMetadata(payload, job);
    await this.records.write(requested.batchId, { type: 'StartAiBatchRecords', data: { batchId: requested.batchId, recordIds: ids } }, metadata);
    const written = await Promise.all(ids.map((id) => this.alreadyWritten(requested, id, payload, job)));
    ids = ids.filter((_, index) => !written[index]);
    const found = (await Promise.all(ids.map((id) => this.records.record(id)))).filter((record): record is BatchRecord => record !== null);
    for (const id of ids.filter((id) => !found.some((record) => record.id === id))) await this.finish(requested, id, null, {}, { outcome: 'error', after: {}, error: M.recordGone, callId: null, model: null, calls: [] }, payload, job);
    const asked = found.filter((record) => needsClassification({ ...record.fields, type: record.type }));
    for (const record of found.filter((each) => !asked.includes(each))) await this.finish(requested, record.id, record, {}, { outcome: 'skipped', after: {}, error: M.skippedNoChange, callId: null, model: null, calls: [] }, payload, job);
    if (!asked.length) return;
    const model = options.model ?? defaultModelId('text', AI_DEFAULTS.languageModel, await this.defaults.choices());
    let reply: { text: string; callId: string; model: string } | null = null;
    let failure: string | null = null;
    try {
      reply = await this.gateway.generateText({ model, ...classifyPrompt(asked.map(promptRecord)) }, ai);
    } catch (error) {
      if (job.signal.aborted) throw error;
      failure = `${M.classifyFailed}: ${reasonOf(error)}`;
    }
    const parsed = reply ? parseClassificationBatch(reply.text, asked.map(promptRecord)) : new Map();
    for (const record of asked) {
      if (job.signal.aborted) return;
      if (failure) {
        await this.finish(requested, record.id, record, {}, { outcome: 'error', after: {}, error: failure, callId: null, model, calls: [] }, payload, job);
        continue;
      }
      const classification = parsed.get(record.id) ?? keywordClassification(`${record.fields.title}\n${record.fields.summary}\n${record.fields.detail}`, record.type);
      // Only what is missing is filled: an admin's own category or sentiment stays.
      const after = Object.fromEntries(Object.entries(classification).filter(([field]) => [null, undefined, ''].includes((record.fields as Record<string, unknown>)[field] as never)));
      await this.finish(requested, record.id, record, after, { outcome: 'success', after, error: null, callId: reply!.callId, model: reply!.model, calls: [{ callId: reply!.callId, model: reply!.model, step: 'classify' }] }, payload, job);
    }
  }

  /** One record of the other kinds: read, ask, check the reply, then finish (and write, when not a dry run). */
  private async one(requested: AiBatchRequested['data'], options: AiBatchOptions, recordId: number, payload: AiBatchPayload, job: JobContext, ai: AiCallContext) {
    const { batchId } = requested;
    await this.records.write(batchId, { type: 'StartAiBatchRecords', data: { batchId, recordIds: [recordId] } }, aiJobMetadata(payload, job));
    if (await this.alreadyWritten(requested, recordId, payload, job)) return;
    const record = await this.records.record(recordId);
    if (!record) return this.finish(requested, recordId, null, {}, { outcome: 'error', after: {}, error: M.recordGone, callId: null, model: null, calls: [] }, payload, job);
    let outcome: Outcome;
    try {
      outcome = await this.ask(options, record, job, ai);
    } catch (error) {
      if (job.signal.aborted) throw error;
      outcome = { outcome: 'error', after: {}, error: reasonOf(error), callId: null, model: null, calls: [] };
    }
    await this.finish(requested, recordId, record, outcome.after, outcome, payload, job);
  }

  private async ask(options: AiBatchOptions, record: BatchRecord, job: JobContext, ai: AiCallContext): Promise<Outcome> {
    const fail = (error: string, calls: Outcome['calls'] = []): Outcome => ({ outcome: 'error', after: {}, error, callId: calls.at(-1)?.callId ?? null, model: calls.at(-1)?.model ?? null, calls });
    const done = (after: Record<string, unknown>, calls: Outcome['calls']): Outcome => ({ outcome: 'success', after, error: null, callId: calls.at(-1)!.callId, model: calls.at(-1)!.model, calls });
    const choices = () => this.defaults.choices();
    switch (options.kind) {
      case 'improve-detail': {
        if (!record.fields.detail.trim()) return { ...fail(M.skippedNoDetail), outcome: 'skipped' };
        const reply = await this.gateway.generateText({ model: options.model, ...improvePrompt(options, promptRecord(record)) }, ai);
        const detail = parseImprovedDetail(reply.text);
        const calls = [{ callId: reply.callId, model: reply.model, step: 'improve' }];
        if (!detail) return fail(M.invalidFormat, calls);
        return done({ detail, isImprove: true, improveTime: new Date().toISOString(), modelImprove: reply.model }, calls);
      }
      case 'create-question': {
        const quiz = record.fields.questionContent;
        const plan = quizPlan({ detail: record.fields.detail, quizCount: quiz?.questionQuiz.length ?? 0, essayCount: quiz?.questionEssay.length ?? 0 }, { quiz: options.quizCount, essay: options.essayCount });
        if (plan.action === 'skip') return { ...fail(plan.reason === 'no-detail' ? M.skippedNoDetail : M.skippedTargetsMet), outcome: 'skipped' };
        const model = options.model ?? defaultModelId('text', AI_DEFAULTS.quizModel, await choices());
        let last: string = M.invalidFormat;
        const calls: Outcome['calls'] = [];
        for (let attempt = 1; attempt <= QUIZ_ATTEMPTS; attempt++) {
          await sleep(quizRetryDelay(attempt), job.signal);
          if (job.signal.aborted) throw new Error(M.stoppedByAdmin);
          try {
            const generated = await this.gateway.generateText({ model, ...quizPrompt(options, promptRecord(record), plan) }, ai);
            calls.push({ callId: generated.callId, model: generated.model, step: 'generate' });
            const checked = await this.gateway.generateText({ model: options.evaluationModel ?? model, ...evaluationPrompt(options, generated.text) }, ai);
            calls.push({ callId: checked.callId, model: checked.model, step: 'evaluate' });
            const parsed = parseGeneratedQuiz(checked.text);
            if (parsed.ok) return done({ questionContent: withQuestions(quiz, parsed.quiz) }, calls);
            last = parsed.reason;
          } catch (error) {
            if (job.signal.aborted) throw error;
            last = reasonOf(error);
          }
        }
        return fail(last, calls);
      }
      case 'update-by-cid': {
        const cid = record.fields.cid?.trim();
        if (!cid) return fail(M.noCid);
        const { rows } = await this.pool.query<{ id: number }>(`SELECT id FROM content_record WHERE cid = $1 ORDER BY id LIMIT 20`, [cid]);
        const sharing = (await Promise.all(rows.map((row) => this.records.record(row.id)))).filter((each): each is BatchRecord => each !== null && !!(each.fields.detail.trim() || each.fields.summary.trim()));
        if (!sharing.length) return fail(M.noDataForCid(cid));
        const reply = await this.gateway.generateText({ model: options.model, ...cidUpdatePrompt(options, cid, sharing.map(promptRecord)) }, ai);
        const calls = [{ callId: reply.callId, model: reply.model, step: 'update-by-cid' }];
        const parsed = parseCidUpdate(reply.text);
        return parsed.ok ? done(parsed.changes, calls) : fail(parsed.reason, calls);
      }
      default:
        return fail(M.kindInvalid);
    }
  }

  /** Not a dry run, a job cut after writing a record's change and before noting it: noted now from that change, not asked again. */
  private async alreadyWritten(requested: AiBatchRequested['data'], recordId: number, payload: AiBatchPayload, job: JobContext): Promise<boolean> {
    if (requested.dryRun) return false;
    const written = await this.records.writtenBy(requested.batchId, recordId);
    if (!written) return false;
    const last = written.data.provenance.calls.at(-1);
    const result: AiBatchRecordResult = { recordId, outcome: 'success', version: null, before: written.data.before, after: written.data.changes, error: null, callId: last?.callId ?? null, model: last?.model ?? null, applied: true };
    await this.records.write(requested.batchId, { type: 'FinishAiBatchRecord', data: { batchId: requested.batchId, result } }, aiJobMetadata(payload, job));
    return true;
  }

  /**
   * A record's end: its diff against what it was; not a dry run, a success is written to the record first (over the
   * version read; one this batch already wrote after a cut is taken as written).
   */
  private async finish(requested: AiBatchRequested['data'], recordId: number, record: BatchRecord | null, after: Record<string, unknown>, outcome: Outcome, payload: AiBatchPayload, job: JobContext) {
    const { batchId } = requested;
    const metadata = aiJobMetadata(payload, job, { model: outcome.model, callId: outcome.callId, promptVersion: requested.promptVersion });
    const before = record ? Object.fromEntries(Object.keys(after).map((field) => [field, (record.fields as Record<string, unknown>)[field] ?? null])) : {};
    const changes = Object.fromEntries(recordDiff(before, after).map((change) => [change.field, change.after]));
    let result: AiBatchRecordResult = { recordId, outcome: outcome.outcome, version: record?.version ?? null, before: clipped(before), after: changes, error: outcome.error, callId: outcome.callId, model: outcome.model, applied: false };
    if (result.outcome === 'success' && Object.keys(changes).length === 0) result = { ...result, outcome: 'skipped', error: M.skippedNoChange };
    if (!requested.dryRun && result.outcome === 'success' && record) {
      if (job.signal.aborted) return;
      const provenance: ContentAiRevisionProvenance = { batchId, kind: requested.kind, dryRun: false, requestedBy: requested.requestedBy, approvedBy: null, calls: outcome.calls, promptVersion: requested.promptVersion };
      try {
        await this.records.revise(recordId, record.version, changes, provenance, metadata);
        result = { ...result, applied: true };
      } catch (error) {
        result = { ...result, outcome: 'error', error: reasonOf(error) };
      }
    }
    await this.records.write(batchId, { type: 'FinishAiBatchRecord', data: { batchId, result } }, metadata);
  }
}

/** The values before, as a batch event keeps them for the dry run's view: long texts to their first 4,000 characters. */
function clipped(before: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(before).map(([field, value]) => [field, typeof value === 'string' && value.length > 4000 ? `${value.slice(0, 4000)}…` : value]));
}
