import { Inject } from '@nestjs/common';
import {
  CONTENT_AI_MESSAGES as M,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  DomainError,
  diagramCodePrompt,
  diagramConfigRefusal,
  diagramHtmlPrompt,
  diagramRefusal,
  diagramSourcePrompt,
  extractDiagramCode,
  extractDiagramHtml,
  type ContentAiProvenance,
  type DiagramMode,
  type DiagramType,
  type ResolvedDiagramConfig,
} from '@k9/domain';
import { AiGateway } from '../../../platform/ai/ai-gateway.js';
import { aiJobMetadata, AiJobHandler } from '../../../platform/ai/ai-job.js';
import type { AiCallContext } from '../../../platform/ai/ai.types.js';
import { Job, JobFailure, type JobContext } from '../../../platform/jobs/job.js';
import { JOBS_OPTIONS, type QueueSettings, type ResolvedJobsOptions } from '../../../platform/jobs/jobs.options.js';
import { AiFiles } from '../../ai/ai-files.js';
import type { SessionUser } from '../../identity/session/session-user.js';
import { UsersRepository } from '../../identity/users.repository.js';
import { ContentAiConfigs } from '../content-ai-configs.js';
import { ContentAiMedia } from '../content-ai-media.js';
import { CONTENT_AI_JOB_NAMES, CONTENT_AI_QUEUE_NAMES, CONTENT_AI_QUEUE_SETTINGS, DIAGRAM_REPEAT_PAUSE_MS, type DiagramQueueSettings } from '../content-ai-names.js';
import { taskKey, type ContentAiTaskPayload } from '../content-ai-task.js';
import { KrokiError, KrokiRenderer } from '../kroki-renderer.js';
import { taskFailure } from './task-failure.js';

/** One repeat's output that gave nothing usable (an empty step, no code, Kroki's refusal): that repeat fails, the rest go on. */
class RepeatFailure extends Error {}

/** One diagram made: the item it adds to the record's list of its kind, and the ledger calls that made it. */
type Made = { item: string; calls: ContentAiProvenance['calls'] };

/** What the diagram progress modal shows (spec 3 §2: total, success, failed), with the percentage the queue dashboard reads. */
type DiagramProgress = { percent: number; total: number; success: number; failed: number; lastError: string | null };

/** Writes of one diagram retried when the record changed between its read and the write. */
const WRITE_ATTEMPTS = 5;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * Spec 3 §4 diagram queue: for one record, `quantity` diagrams (1-10, from DIAGRAM_GENERATION_CONFIG) 2 s apart. Kroki
 * mode: AI1 reads the detail, AI2 designs from AI1's answer, AI3 writes the code of the configured type, the Kroki
 * server draws it, and the image (PNG, or SVG for Excalidraw) is stored through the storage port. HTML mode: AI4 writes
 * the HTML, stored as a diagramHtmlCode item and shown only in the web's sandboxed frame (which sanitises it, as for a
 * hand-written one). Each diagram is its own ContentAiMediaGenerated event naming its calls, so a failed repeat loses
 * nothing made before it and a resumed task goes on from the diagrams its request already set. Progress carries the
 * modal's counts; a stop (the one stop path) aborts the call in flight or the pause.
 */
@Job()
export class DiagramJob extends AiJobHandler<ContentAiTaskPayload> {
  override readonly queue = CONTENT_AI_QUEUE_NAMES.diagram;
  readonly name = CONTENT_AI_JOB_NAMES.diagram;
  override readonly queueSettings: QueueSettings = CONTENT_AI_QUEUE_SETTINGS;
  private readonly repeatPauseMs: number;

  constructor(
    private readonly gateway: AiGateway,
    private readonly configs: ContentAiConfigs,
    private readonly media: ContentAiMedia,
    private readonly files: AiFiles,
    private readonly users: UsersRepository,
    private readonly kroki: KrokiRenderer,
    @Inject(JOBS_OPTIONS) options: ResolvedJobsOptions,
  ) {
    super();
    this.repeatPauseMs = (options.queues[CONTENT_AI_QUEUE_NAMES.diagram] as DiagramQueueSettings | undefined)?.repeatPauseMs ?? DIAGRAM_REPEAT_PAUSE_MS;
  }

  override jobId(payload: ContentAiTaskPayload): string {
    return taskKey(payload);
  }

  protected async run(payload: ContentAiTaskPayload, job: JobContext, ai: AiCallContext): Promise<void> {
    const mode: DiagramMode = payload.mode ?? 'kroki';
    const worded = (reason: string) => M.diagramFailed(payload.title, reason);
    const { fields } = await this.media.current(payload.recordId);
    const refusal = diagramRefusal(fields, mode);
    if (refusal) throw new JobFailure(refusal, refusal);
    const { config, promptVersion } = await this.configs.diagram();
    const configRefusal = diagramConfigRefusal(config, mode);
    if (configRefusal) throw new JobFailure(configRefusal, configRefusal);
    if (mode === 'kroki' && !this.kroki.configured) throw new JobFailure(M.krokiNotConfigured, M.krokiNotConfigured);
    const user = payload.actor ? await this.users.findById(payload.actor.id) : null;
    if (!user) throw new JobFailure(M.recordNotFound, 'the admin who asked no longer exists');

    const total = config.quantity;
    const made = await this.media.madeCount(payload);
    const progress: DiagramProgress = { percent: 0, total, success: made, failed: 0, lastError: null };
    const report = () => job.progress({ ...progress, percent: Math.round(((progress.success + progress.failed) / total) * 100) });
    await report();
    for (let index = made; index < total; index++) {
      if (index > made) await pause(this.repeatPauseMs, job.signal);
      if (job.signal.aborted) throw new JobFailure(M.stoppedByAdmin, M.stoppedByAdmin);
      try {
        const diagram = mode === 'kroki' ? await this.krokiDiagram(payload, job, ai, user, config, fields, index) : await this.htmlDiagram(ai, config, fields, index);
        await this.save(payload, job, mode, diagram, promptVersion);
        progress.success++;
      } catch (error) {
        // A stop, or what ends the whole task (the record gone, the other kind added meanwhile, its list full).
        if (job.signal.aborted || error instanceof JobFailure) throw error;
        progress.failed++;
        progress.lastError = error instanceof RepeatFailure || error instanceof KrokiError ? worded(error.message) : (taskFailure(error, job, worded) as JobFailure).ownerMessage;
      }
      await report();
    }
    if (progress.success === 0 && progress.lastError) throw new JobFailure(progress.lastError, progress.lastError);
  }

  private async krokiDiagram(payload: ContentAiTaskPayload, job: JobContext, ai: AiCallContext, user: SessionUser, config: ResolvedDiagramConfig, fields: { title: string; detail: string }, index: number): Promise<Made> {
    const type = config.diagramType as DiagramType;
    const ai1 = await this.gateway.generateText({ model: config.ai1Model, system: config.ai1Prompt, prompt: diagramSourcePrompt(fields, index, config.quantity) }, ai);
    if (!ai1.text.trim()) throw new RepeatFailure(M.diagramStepEmpty('AI1'));
    const ai2 = await this.gateway.generateText({ model: config.ai2Model, system: config.ai2Prompt, prompt: ai1.text }, ai);
    if (!ai2.text.trim()) throw new RepeatFailure(M.diagramStepEmpty('AI2'));
    const ai3 = await this.gateway.generateText({ model: config.ai3Model, system: config.ai3Prompt, prompt: diagramCodePrompt(ai2.text, type) }, ai);
    const code = extractDiagramCode(ai3.text, type);
    if (!code) throw new RepeatFailure(M.diagramCodeMissing(type));
    const image = await this.kroki.render(type, code, job.signal);
    // Stored like any upload (sniffed, counted, recorded as FileUploaded naming AI3's call), claimed by the event below.
    const [url] = await this.files.keeper(user, aiJobMetadata(payload, job, { requestId: payload.requestId }))([image], ai3.callId);
    if (!url) throw new RepeatFailure(M.krokiEmpty);
    return {
      item: url,
      calls: [
        { callId: ai1.callId, model: ai1.model, step: 'ai1' },
        { callId: ai2.callId, model: ai2.model, step: 'ai2' },
        { callId: ai3.callId, model: ai3.model, step: 'ai3' },
      ],
    };
  }

  private async htmlDiagram(ai: AiCallContext, config: ResolvedDiagramConfig, fields: { title: string; detail: string }, index: number): Promise<Made> {
    const ai4 = await this.gateway.generateText({ model: config.ai4Model, system: config.ai4Prompt, prompt: diagramHtmlPrompt(fields, index, config.quantity) }, ai);
    const html = extractDiagramHtml(ai4.text);
    if (!html) throw new RepeatFailure(M.diagramHtmlMissing);
    if (html.length > CONTENT_LIMITS.diagramHtml) throw new RepeatFailure(CONTENT_MESSAGES.diagramCodeTooLong);
    return { item: html, calls: [{ callId: ai4.callId, model: ai4.model, step: 'ai4' }] };
  }

  /** Adds the diagram to the record's list of its kind, over the version it was read at (again on a change meanwhile). */
  private async save(payload: ContentAiTaskPayload, job: JobContext, mode: DiagramMode, diagram: Made, promptVersion: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (job.signal.aborted) throw new JobFailure(M.stoppedByAdmin, M.stoppedByAdmin);
      const { fields, version } = await this.media.current(payload.recordId);
      const refusal = diagramRefusal(fields, mode);
      if (refusal) throw new JobFailure(refusal, refusal);
      const list = mode === 'kroki' ? fields.diagramUrl : fields.diagramHtmlCode;
      if (list.length >= CONTENT_LIMITS.diagrams) throw new JobFailure(CONTENT_MESSAGES.tooManyDiagrams, CONTENT_MESSAGES.tooManyDiagrams);
      const changes = {
        diagramUrl: mode === 'kroki' ? [...fields.diagramUrl, diagram.item] : fields.diagramUrl,
        diagramHtmlCode: mode === 'html' ? [...fields.diagramHtmlCode, diagram.item] : fields.diagramHtmlCode,
        diagramMode: mode,
      };
      const provenance: ContentAiProvenance = {
        taskId: job.jobId,
        requestedBy: { id: payload.actor?.id ?? null, email: payload.actor?.email ?? null },
        calls: diagram.calls,
        promptVersion,
      };
      try {
        await this.media.record(payload, job, { media: 'diagram', changes, provenance }, version);
        return;
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'STALE_VERSION') || attempt >= WRITE_ATTEMPTS) {
          if (error instanceof DomainError) throw new JobFailure(error.message, error.message);
          throw error;
        }
      }
    }
  }
}
