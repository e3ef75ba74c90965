import { Inject, Injectable } from '@nestjs/common';
import {
  contentDecider,
  contentStreamId,
  DomainError,
  foldStream,
  type ContentAiMediaGenerated,
  type ContentEvent,
  type ContentFields,
  type EventStore,
} from '@k9/domain';
import { aiJobMetadata } from '../../platform/ai/ai-job.js';
import { CommandPath } from '../../platform/commands/command-path.js';
import { DeciderCommand } from '../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { JobFailure, type JobContext } from '../../platform/jobs/job.js';
import { CONTENT_RECORD_PROJECTION } from '../content/projections/content-record/content-record.projection.js';
import type { ContentAiTaskPayload } from './content-ai-task.js';
import { CONTENT_AI_MESSAGES as M } from '@k9/domain';

/** What a task found: the record as it is now, or that this very request already set its result (a resumed task). */
export type TaskStart = { kind: 'record'; fields: ContentFields } | { kind: 'done' };

/**
 * The record side of every queue task: the record's current fields from its stream (not the read model, which may lag),
 * and the one event that sets the result, naming the task, the ledger calls, their models, the prompt version and the
 * admin who asked (in the data, for the audit; in the metadata, like every AI-made change).
 */
@Injectable()
export class ContentAiMedia {
  constructor(
    private readonly commands: CommandPath,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async start(payload: ContentAiTaskPayload, made: (fields: ContentFields) => boolean): Promise<TaskStart> {
    const { state } = await foldStream(this.store, contentDecider, contentStreamId(payload.recordId));
    if (state.status !== 'active') throw new JobFailure(M.recordNotFound, M.recordNotFound);
    if (made(state.fields) && (await this.madeBy(payload))) return { kind: 'done' };
    return { kind: 'record', fields: state.fields };
  }

  /** Writes the result and waits for the record's read model, so the change is visible once the task is done. */
  async record(payload: ContentAiTaskPayload, job: JobContext, data: Omit<ContentAiMediaGenerated['data'], 'contentId'>): Promise<void> {
    const last = data.provenance.calls.at(-1);
    const metadata = aiJobMetadata(payload, job, { requestId: payload.requestId, model: last?.model ?? null, callId: last?.callId ?? null, promptVersion: data.provenance.promptVersion });
    try {
      await this.commands.execute(
        new DeciderCommand(contentDecider, contentStreamId(payload.recordId), { type: 'RecordAiMedia', data: { ...data, contentId: payload.recordId } }, metadata),
        [CONTENT_RECORD_PROJECTION],
      );
    } catch (error) {
      if (error instanceof DomainError) throw new JobFailure(error.message, error.message);
      throw error;
    }
  }

  /** Whether this request's result is already on the record (the task ran to its event, then a restart ran it again). */
  private async madeBy(payload: ContentAiTaskPayload): Promise<boolean> {
    const events = await this.store.readStream<ContentEvent>(contentStreamId(payload.recordId));
    return events.some((event) => event.type === 'ContentAiMediaGenerated' && event.metadata.requestId === payload.requestId);
  }
}
