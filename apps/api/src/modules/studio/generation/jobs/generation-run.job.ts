import { HttpException, Inject } from '@nestjs/common';
import {
  DomainError,
  foldStream,
  generationDecider,
  generationErrorText,
  generationStreamId,
  plannedStepCount,
  runnableSteps,
  skippedSteps,
  stepFailureText,
  type EventMetadata,
  type EventStore,
  type FlowRequest,
  type GenerationCommand,
  type GenerationRecordState,
  type GenerationState,
  type GenerationStepRecord,
  type PlannedStep,
} from '@k9/domain';
import { AiGateway } from '../../../../platform/ai/ai-gateway.js';
import { aiJobMetadata, AiJobHandler, type AiJobPayload } from '../../../../platform/ai/ai-job.js';
import { AiCallError, type AiCallContext } from '../../../../platform/ai/ai.types.js';
import { CommandPath } from '../../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../../../platform/event-store/event-store.token.js';
import { Job, JobFailure, type JobContext } from '../../../../platform/jobs/job.js';
import type { QueueSettings } from '../../../../platform/jobs/jobs.options.js';
import { AiFiles } from '../../../ai/ai-files.js';
import { UsersRepository } from '../../../identity/users.repository.js';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher.js';
import { GENERATION_JOB, GENERATION_QUEUE, generationJobKey } from '../generation-names.js';

export { GENERATION_JOB, GENERATION_QUEUE, generationJobKey };

export type GenerationRunPayload = AiJobPayload & { generationId: number };

/** A failure worded as spec 1 §8 words it (529/overloaded: the overload message; else the analysis-error prefix). */
export function wordedFailure(error: unknown): string {
  if (error instanceof AiCallError) return generationErrorText(error.kind, error.text);
  if (error instanceof HttpException) {
    const body = error.getResponse() as { message?: unknown } | string;
    return typeof body === 'string' ? body : String(body.message ?? error.message);
  }
  return generationErrorText('failed', error instanceof Error ? error.message : String(error));
}

type Apply = (command: GenerationCommand, extra?: Record<string, unknown>) => Promise<GenerationState>;

const flowRequestOf = (state: GenerationRecordState): FlowRequest => ({
  layout: state.settings.layout,
  steps: state.flow?.aiConfigs ?? [],
  prompt: state.prompt,
  expectedLength: state.settings.expectedLength,
  writingStyle: state.settings.writingStyle,
  imageCount: state.settings.imageCount,
});

/**
 * One job per history record runs its chain (spec 1 §4 rules 1-8): it folds the record's events, asks the planner for
 * the next step, calls the gateway, and records the step as an event before the next one, so a job that a restart
 * stopped resumes after its last finished step. A stop (the admin removed it, or a shutdown) writes nothing: the
 * removal is the admin's own event, and a shutdown leaves it waiting for the next boot's sweep. The admin's next
 * request starts from the finishing event (GenerationLive), not from here.
 */
@Job()
export class GenerationRunJob extends AiJobHandler<GenerationRunPayload> {
  readonly name = GENERATION_JOB;
  override readonly queue = GENERATION_QUEUE;
  override readonly queueSettings: QueueSettings = { concurrency: 4 };

  constructor(
    private readonly gateway: AiGateway,
    private readonly commands: CommandPath,
    private readonly files: AiFiles,
    private readonly users: UsersRepository,
    private readonly realtime: RealtimePublisher,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {
    super();
  }

  protected async run(payload: GenerationRunPayload, job: JobContext, ai: AiCallContext): Promise<void> {
    const id = payload.generationId;
    // Folded page by page: a record's stream grows with every step, edit and approval.
    let state = (await foldStream(this.store, generationDecider, generationStreamId(id))).state;
    if (state.status !== 'waiting') return;
    // The record's events are written one after another, also when images are made side by side.
    let writing: Promise<unknown> = Promise.resolve();
    const apply: Apply = (command, extra) => {
      const next = writing.then(() => this.apply(payload, job, command, extra)).then((written) => (state = written));
      writing = next.catch(() => undefined);
      return next;
    };
    try {
      while (state.status === 'waiting') {
        const record: GenerationRecordState = state;
        const runnable = runnableSteps(flowRequestOf(record), record.finished);
        const [next] = runnable;
        if (next.kind === 'done') {
          await apply({ type: 'CompleteGeneration', data: { generationId: id, result: next.result } });
        } else if (next.kind === 'failed') {
          await apply({ type: 'FailGeneration', data: { generationId: id, message: next.message, stepKey: null, callId: null } });
        } else {
          // Settled, not Promise.all: a step that fails after another one's failure must not go unhandled.
          const outcomes = await Promise.allSettled(runnable.map((step) => this.runStep(payload, job, ai, record, step as PlannedStep, apply)));
          const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
          if (failure) throw failure.reason;
        }
      }
    } catch (error) {
      // Removed or deleted meanwhile: the admin's own event already ended the record.
      if (error instanceof DomainError && (error.code === 'GENERATION_NOT_WAITING' || error.code === 'GENERATION_NOT_FOUND')) return;
      throw error;
    }
    await this.finish(job, state as GenerationState);
  }

  /**
   * The run's end as the queue dashboard shows it (issue 24 §1.6): a finished run reports what it went without; a run
   * that ended 'Lỗi' fails its job, so the dashboard counts it with the failures, and its last progress says the record
   * holds the failure (a retry would change nothing: the admin asks again).
   */
  private async finish(job: JobContext, state: GenerationState): Promise<void> {
    if (state.status === 'completed') {
      const total = plannedStepCount(flowRequestOf(state));
      await job.progress({ generationId: state.generationId, done: total, total, outcome: 'completed', skipped: skippedSteps(state.finished).length }).catch(() => undefined);
    } else if (state.status === 'failed') {
      await job.progress({ generationId: state.generationId, outcome: 'failed' }).catch(() => undefined);
      throw new JobFailure(state.anwser, state.anwser);
    }
  }

  private async runStep(payload: GenerationRunPayload, job: JobContext, ai: AiCallContext, record: GenerationRecordState, step: PlannedStep, apply: Apply): Promise<void> {
    const id = record.generationId;
    const announce = (state: 'running' | 'done' | 'skipped') =>
      record.ownerId && this.realtime.toUser(record.ownerId, 'studio.generation.step', { id, key: step.key, stepName: step.stepName, kind: step.kind, state });
    announce('running');
    void job.progress({ generationId: id, key: step.key, stepName: step.stepName, done: record.finished.length, total: plannedStepCount(flowRequestOf(record)) }).catch(() => undefined);
    const base = { key: step.key, kind: step.kind, aiNumber: step.aiNumber, stepName: step.stepName, model: step.model, input: step.input };
    let done: GenerationStepRecord;
    try {
      if (step.kind === 'image') {
        const user = record.ownerId ? await this.users.findById(record.ownerId) : null;
        if (!user) throw new AiCallError('refused', 'Không tìm thấy người yêu cầu để lưu hình ảnh.');
        const result = await this.gateway.generateImage({ model: step.model, prompt: step.input, count: 1 }, { ...ai, keep: this.files.keeper(user, this.metadata(payload, job)) });
        done = { ...base, model: result.model, output: result.files[0] ?? '', callId: result.callId, files: result.files };
      } else {
        const result = await this.gateway.generateText({ model: step.model, system: step.system || undefined, prompt: step.input }, ai);
        done = { ...base, model: result.model, output: result.text, callId: result.callId };
      }
    } catch (error) {
      if (job.signal.aborted) throw error;
      const message = wordedFailure(error);
      const callId = error instanceof AiCallError ? error.callId : null;
      if (step.kind !== 'image') {
        // Rule 8: the chain stops, and the worded error is the result (the failed call is in the ledger under callId).
        await apply({ type: 'FailGeneration', data: { generationId: id, message: stepFailureText(step, message), stepKey: step.key, callId } }, { model: step.model, callId });
        return;
      }
      // Rule 7: a failed image is skipped.
      done = { ...base, output: message, callId, files: [], skipped: true };
    }
    if (job.signal.aborted) throw new AiCallError('aborted', 'stopped');
    await apply({ type: 'CompleteGenerationStep', data: { generationId: id, step: done } }, { model: done.model, callId: done.callId });
    announce(done.skipped ? 'skipped' : 'done');
  }

  private metadata(payload: GenerationRunPayload, job: JobContext, extra: Record<string, unknown> = {}): EventMetadata {
    return aiJobMetadata(payload, job, extra);
  }

  /** The job goes on from the command's own state: nothing it does reads the read model, so it does not wait for it. */
  private async apply(payload: GenerationRunPayload, job: JobContext, command: GenerationCommand, extra: Record<string, unknown> = {}): Promise<GenerationState> {
    const result = await this.commands.execute(new DeciderCommand(generationDecider, generationStreamId(payload.generationId), command, this.metadata(payload, job, extra)), []);
    return result.state;
  }
}
