import { assertNever, DomainError, type Decider } from '../../shared/decider.js';
import { AI_BATCH_MESSAGES as M } from './ai-batch.messages.js';
import type { AiBatchActor, AiBatchEvent, AiBatchRecordResult, AiBatchRequested } from './ai-batch.events.js';
import { DRY_RUN_KINDS, type AiBatchKind, type AiBatchState } from './ai-batch.types.js';

export const aiBatchStreamId = (batchId: string) => `content-ai-batch-${batchId}`;

export type AiBatchCommand =
  | { type: 'RequestAiBatch'; data: AiBatchRequested['data'] }
  | { type: 'StartAiBatchRecords'; data: { batchId: string; recordIds: number[] } }
  | { type: 'FinishAiBatchRecord'; data: { batchId: string; result: AiBatchRecordResult } }
  | { type: 'StopAiBatch'; data: { batchId: string; stoppedBy: AiBatchActor } }
  | { type: 'EndAiBatch'; data: { batchId: string; state: 'done' | 'failed'; error: string | null } }
  | { type: 'ApplyAiBatch'; data: { batchId: string; applied: number[]; stale: number[]; approvedBy: AiBatchActor } };

export type AiBatchDeciderState = {
  batchId: string | null;
  kind: AiBatchKind | null;
  dryRun: boolean;
  recordIds: readonly number[];
  started: ReadonlySet<number>;
  finished: ReadonlyMap<number, AiBatchRecordResult>;
  applied: ReadonlySet<number>;
  stale: ReadonlySet<number>;
  state: AiBatchState | 'none';
};

const refuse = (code: string, message: string, kind: 'conflict' | 'unprocessable' | 'not_found' = 'unprocessable') => new DomainError(code, message, kind);
const isOver = (state: AiBatchDeciderState) => state.state === 'done' || state.state === 'failed' || state.state === 'stopped';

/** The records of a finished dry run an approval may still write: succeeded with a change, not applied nor found stale before. */
export function applicableRecords(state: AiBatchDeciderState, recordIds: readonly number[]): number[] {
  return recordIds.filter((id) => {
    const result = state.finished.get(id);
    return result?.outcome === 'success' && !result.applied && Object.keys(result.after).length > 0 && !state.applied.has(id) && !state.stale.has(id);
  });
}

/** The records of a batch the job has yet to finish, in the order they were asked for (a restart goes on from here). */
export const unfinishedRecords = (state: AiBatchDeciderState): number[] => state.recordIds.filter((id) => !state.finished.has(id));

function decide(command: AiBatchCommand, state: AiBatchDeciderState): AiBatchEvent[] {
  if (command.type !== 'RequestAiBatch' && state.batchId === null) throw refuse('AI_BATCH_NOT_FOUND', M.notFound, 'not_found');
  switch (command.type) {
    case 'RequestAiBatch': {
      if (state.batchId !== null) throw refuse('AI_BATCH_EXISTS', M.notFound, 'conflict');
      if (command.data.dryRun && !DRY_RUN_KINDS.includes(command.data.kind)) throw refuse('AI_BATCH_NO_DRY_RUN', M.noDryRun);
      if (command.data.recordIds.length === 0) throw refuse('AI_BATCH_EMPTY', M.selectRecords);
      return [{ type: 'AiBatchRequested', data: command.data }];
    }
    case 'StartAiBatchRecords': {
      if (isOver(state)) return [];
      const recordIds = command.data.recordIds.filter((id) => state.recordIds.includes(id) && !state.finished.has(id) && !state.started.has(id));
      return recordIds.length ? [{ type: 'AiBatchRecordsStarted', data: { batchId: command.data.batchId, recordIds } }] : [];
    }
    case 'FinishAiBatchRecord': {
      const { result } = command.data;
      // A late or repeated result (a stopped batch, a resumed job) changes nothing.
      if (isOver(state) || state.finished.has(result.recordId) || !state.recordIds.includes(result.recordId)) return [];
      return [{ type: 'AiBatchRecordFinished', data: { batchId: command.data.batchId, ...result } }];
    }
    case 'StopAiBatch': {
      if (isOver(state)) throw refuse('AI_BATCH_OVER', M.alreadyOver, 'conflict');
      return [{ type: 'AiBatchStopped', data: { ...command.data, recordIds: unfinishedRecords(state) } }];
    }
    case 'EndAiBatch':
      return isOver(state) ? [] : [{ type: 'AiBatchEnded', data: command.data }];
    case 'ApplyAiBatch': {
      if (!state.dryRun) throw refuse('AI_BATCH_NOT_DRY_RUN', M.notDryRun, 'conflict');
      if (!isOver(state)) throw refuse('AI_BATCH_RUNNING', M.stillRunning, 'conflict');
      const { applied, stale } = command.data;
      if (applied.length === 0 && stale.length === 0) return [];
      return [{ type: 'AiBatchApplied', data: command.data }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: AiBatchDeciderState, event: AiBatchEvent): AiBatchDeciderState {
  switch (event.type) {
    case 'AiBatchRequested':
      return { ...state, batchId: event.data.batchId, kind: event.data.kind, dryRun: event.data.dryRun, recordIds: event.data.recordIds, state: 'queued' };
    case 'AiBatchRecordsStarted':
      return { ...state, started: new Set([...state.started, ...event.data.recordIds]), state: 'running' };
    case 'AiBatchRecordFinished': {
      const { batchId: _batchId, ...result } = event.data;
      return { ...state, finished: new Map(state.finished).set(result.recordId, result), state: 'running' };
    }
    case 'AiBatchStopped':
      return { ...state, state: 'stopped' };
    case 'AiBatchEnded':
      return { ...state, state: event.data.state };
    case 'AiBatchApplied':
      return { ...state, applied: new Set([...state.applied, ...event.data.applied]), stale: new Set([...state.stale, ...event.data.stale]) };
    default:
      return assertNever(event);
  }
}

export const aiBatchDecider: Decider<AiBatchCommand, AiBatchEvent, AiBatchDeciderState> = {
  initialState: () => ({ batchId: null, kind: null, dryRun: false, recordIds: [], started: new Set(), finished: new Map(), applied: new Set(), stale: new Set(), state: 'none' }),
  evolve,
  decide,
};
