import type { AiRunView, AiStreamDelta, AiStreamEnded } from '@k9/contracts';

/**
 * What a client holds of one streamed run: the text in order up to `lastSeq`, and what came early (a delta whose
 * predecessors are still missing, e.g. while a replay is on its way). Deltas are de-duplicated by seq.
 */
export type RunStreamState = {
  runId: string;
  text: string;
  lastSeq: number;
  pending: Record<number, string>;
  state: 'running' | 'ok' | 'error' | 'stopped';
  error: string | null;
};

export const startRunStream = (runId: string): RunStreamState => ({ runId, text: '', lastSeq: 0, pending: {}, state: 'running', error: null });

/** Adds deltas (live or replayed, in any order, repeated or not); the text only ever grows by the next seq. */
export function addDeltas(state: RunStreamState, deltas: ReadonlyArray<Pick<AiStreamDelta, 'seq' | 'delta'>>): RunStreamState {
  const pending = { ...state.pending };
  for (const { seq, delta } of deltas) if (seq > state.lastSeq && !(seq in pending)) pending[seq] = delta;
  let { text, lastSeq } = state;
  while (lastSeq + 1 in pending) {
    lastSeq += 1;
    text += pending[lastSeq];
    delete pending[lastSeq];
  }
  return { ...state, text, lastSeq, pending };
}

/** The run ended: the whole text replaces the pieces (nothing can be missing then). */
export function endRun(state: RunStreamState, ended: Pick<AiStreamEnded, 'outcome' | 'text' | 'error' | 'lastSeq'>): RunStreamState {
  const outcome = ended.outcome === 'ok' ? 'ok' : ended.outcome === 'stopped' ? 'stopped' : 'error';
  return { ...state, state: outcome, text: ended.text ?? state.text, lastSeq: Math.max(state.lastSeq, ended.lastSeq), pending: {}, error: ended.error ?? null };
}

/** A replay from the server (GET /api/ai/runs/{runId}?after=lastSeq) merged in. */
export function applyReplay(state: RunStreamState, replay: AiRunView): RunStreamState {
  const merged = addDeltas(state, replay.deltas);
  if (replay.state === 'running') return merged;
  return endRun(merged, { outcome: replay.state, text: replay.text ?? undefined, error: replay.error ?? undefined, lastSeq: replay.lastSeq });
}

/**
 * A fresh read of the run (its whole replay) and what the client already holds, which may have heard deltas while the
 * read was on its way: the further of the two, with the early pieces of the other.
 */
export function mergeRunStreams(held: RunStreamState, fresh: RunStreamState): RunStreamState {
  if (held.state !== 'running') return held;
  if (fresh.state !== 'running') return fresh;
  const [ahead, behind] = held.lastSeq > fresh.lastSeq ? [held, fresh] : [fresh, held];
  return addDeltas(ahead, Object.entries(behind.pending).map(([seq, delta]) => ({ seq: Number(seq), delta })));
}
