import { Inject, Injectable } from '@nestjs/common';
import {
  aiBatchDecider,
  aiBatchStreamId,
  contentDecider,
  contentStreamId,
  foldStream,
  type AiBatchCommand,
  type AiBatchDeciderState,
  type AiBatchEvent,
  type AiBatchRequested,
  type ContentAiRevisionProvenance,
  type ContentEvent,
  type ContentFields,
  type ContentType,
  type EventMetadata,
  type EventStore,
} from '@k9/domain';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { CONTENT_RECORD_PROJECTION } from '../../content/projections/content-record/content-record.projection.js';
import { AI_BATCH_PROJECTION } from './projection/ai-batch.projection.js';

/** A record as its stream has it now: the fields, its type and the version read (null: gone). */
export type BatchRecord = { id: number; type: ContentType; fields: ContentFields; version: number };

/**
 * The batch's stream and the records' streams, for the request, the job and the approval alike: the batch state from
 * its events, a batch command, a record read at a version, and an AI change written over that version.
 */
@Injectable()
export class AiBatchRecords {
  constructor(
    private readonly commands: CommandPath,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async state(batchId: string): Promise<AiBatchDeciderState> {
    return (await foldStream(this.store, aiBatchDecider, aiBatchStreamId(batchId))).state;
  }

  /** What the batch was asked to do (its first event). */
  async requested(batchId: string): Promise<AiBatchRequested['data'] | null> {
    const [first] = await this.store.readStream<AiBatchEvent>(aiBatchStreamId(batchId), { limit: 1 });
    return first?.type === 'AiBatchRequested' ? first.data : null;
  }

  async write(batchId: string, command: AiBatchCommand, metadata: EventMetadata): Promise<void> {
    await this.commands.execute(new DeciderCommand(aiBatchDecider, aiBatchStreamId(batchId), command, metadata), [AI_BATCH_PROJECTION]);
  }

  async record(id: number): Promise<BatchRecord | null> {
    const { state, version } = await foldStream(this.store, contentDecider, contentStreamId(id));
    return state.status === 'active' ? { id, type: state.type, fields: state.fields, version } : null;
  }

  /** The change this batch already wrote to the record (a job cut after writing it, before noting it), if any. */
  async writtenBy(batchId: string, recordId: number): Promise<Extract<ContentEvent, { type: 'ContentAiRevised' }> | null> {
    const events = await this.store.readStream<ContentEvent>(contentStreamId(recordId));
    const found = events.find((event) => event.type === 'ContentAiRevised' && event.data.provenance.batchId === batchId);
    return (found as Extract<ContentEvent, { type: 'ContentAiRevised' }> | undefined) ?? null;
  }

  /** Writes an AI change over `version` (a record edited since is refused with STALE_VERSION, as the form's 412). */
  async revise(recordId: number, version: number, changes: Record<string, unknown>, provenance: ContentAiRevisionProvenance, metadata: EventMetadata): Promise<void> {
    await this.commands.execute(
      new DeciderCommand(contentDecider, contentStreamId(recordId), { type: 'ReviseWithAi', data: { contentId: recordId, changes, provenance } }, metadata, version),
      [CONTENT_RECORD_PROJECTION],
    );
  }
}
