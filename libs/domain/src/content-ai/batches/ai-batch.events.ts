import type { DomainEvent } from '../../shared/event-store.port.js';
import type { AiBatchKind } from './ai-batch.types.js';

export type AiBatchActor = { id: string | null; email: string | null };
/** What the job made of one record: the fields before (long texts clipped for the view) and after, and the call that made it. */
export type AiBatchRecordResult = {
  recordId: number;
  outcome: 'success' | 'error' | 'skipped';
  /** The record's stream version read: an apply writes only over it (a record edited since is stale). */
  version: number | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  error: string | null;
  callId: string | null;
  model: string | null;
  /** Not a dry run: the change was written to the record with the result. */
  applied: boolean;
};

export type AiBatchRequested = DomainEvent<
  'AiBatchRequested',
  { batchId: string; kind: AiBatchKind; dryRun: boolean; recordIds: number[]; options: Record<string, unknown>; promptVersion: string; requestedBy: AiBatchActor }
>;
export type AiBatchRecordsStarted = DomainEvent<'AiBatchRecordsStarted', { batchId: string; recordIds: number[] }>;
export type AiBatchRecordFinished = DomainEvent<'AiBatchRecordFinished', { batchId: string } & AiBatchRecordResult>;
export type AiBatchStopped = DomainEvent<'AiBatchStopped', { batchId: string; stoppedBy: AiBatchActor; recordIds: number[] }>;
export type AiBatchEnded = DomainEvent<'AiBatchEnded', { batchId: string; state: 'done' | 'failed'; error: string | null }>;
/** An admin's approval of a dry run: the records written, and those edited by someone since (not overwritten). */
export type AiBatchApplied = DomainEvent<'AiBatchApplied', { batchId: string; applied: number[]; stale: number[]; approvedBy: AiBatchActor }>;

export type AiBatchEvent = AiBatchRequested | AiBatchRecordsStarted | AiBatchRecordFinished | AiBatchStopped | AiBatchEnded | AiBatchApplied;
export const AI_BATCH_EVENT_TYPES = ['AiBatchRequested', 'AiBatchRecordsStarted', 'AiBatchRecordFinished', 'AiBatchStopped', 'AiBatchEnded', 'AiBatchApplied'] as const satisfies ReadonlyArray<
  AiBatchEvent['type']
>;
