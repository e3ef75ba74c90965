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

  /** The record as its stream has it now, and the version read (a change built from it is written only over that version). */
  async current(recordId: number): Promise<{ fields: ContentFields; version: number }> {
    const { state, version } = await foldStream(this.store, contentDecider, contentStreamId(recordId));
    if (state.status !== 'active') throw new JobFailure(M.recordNotFound, M.recordNotFound);
    return { fields: state.fields, version };
  }

  /**
   * Writes the result and waits for the record's read model, so the change is visible once the task is done. With
   * `expectedVersion` (a change built from the record's lists), a record changed meanwhile is a STALE_VERSION
   * DomainError for the caller to build the change again; any other refusal fails the task.
   */
  async record(payload: ContentAiTaskPayload, job: JobContext, data: Omit<ContentAiMediaGenerated['data'], 'contentId'>, expectedVersion?: number): Promise<void> {
    const last = data.provenance.calls.at(-1);
    const metadata = aiJobMetadata(payload, job, { requestId: payload.requestId, model: last?.model ?? null, callId: last?.callId ?? null, promptVersion: data.provenance.promptVersion });
    try {
      await this.commands.execute(
        new DeciderCommand(contentDecider, contentStreamId(payload.recordId), { type: 'RecordAiMedia', data: { ...data, contentId: payload.recordId } }, metadata, expectedVersion),
        [CONTENT_RECORD_PROJECTION],
      );
    } catch (error) {
      if (error instanceof DomainError && !(expectedVersion !== undefined && error.code === 'STALE_VERSION')) throw new JobFailure(error.message, error.message);
      throw error;
    }
  }

  /** How many results this request has already set on the record (a diagram task makes several; a resumed one goes on from there). */
  async madeCount(payload: ContentAiTaskPayload): Promise<number> {
    const events = await this.store.readStream<ContentEvent>(contentStreamId(payload.recordId));
    return events.filter((event) => event.type === 'ContentAiMediaGenerated' && event.metadata.requestId === payload.requestId).length;
  }

  /** Whether this request's result is already on the record (the task ran to its event, then a restart ran it again). */
  private async madeBy(payload: ContentAiTaskPayload): Promise<boolean> {
    const events = await this.store.readStream<ContentEvent>(contentStreamId(payload.recordId));
    return events.some((event) => event.type === 'ContentAiMediaGenerated' && event.metadata.requestId === payload.requestId);
  }
}
