import type { ChatRunReplay } from '@k9/contracts';
import { addDeltas, endRun, startRunStream, type RunStreamState } from '../../ai/ai-run-stream';

export type ChatRunArgs = { sessionId: number; runId: string };

/**
 * The replay of an answer's run (GET /api/aiChatHistory/{id}/runs/{runId}?after=seq) merged into what the tab holds:
 * deltas in order by seq, repeats dropped. 'gone' (past the replay window): the run is over and the stored answer is
 * in the session.
 */
export function applyChatReplay(state: RunStreamState, replay: ChatRunReplay): RunStreamState {
  const merged = addDeltas(state, replay.deltas);
  if (replay.state === 'running') return merged;
  if (replay.state === 'gone') return { ...merged, state: 'ok', pending: {} };
  return endRun(merged, { outcome: replay.state, lastSeq: replay.lastSeq });
}

export const chatRunOf = (runId: string, replay: ChatRunReplay): RunStreamState => applyChatReplay(startRunStream(runId), replay);
