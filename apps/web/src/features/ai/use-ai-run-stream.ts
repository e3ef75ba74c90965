import type { AiRunView } from '@k9/contracts';
import { AI_ROUTES } from '@k9/contracts/ai/ai.routes';
import { useEffect, useRef, useState } from 'react';
import { realtime } from '../../api/realtime';
import { addDeltas, applyReplay, endRun, startRunStream, type RunStreamState } from './ai-run-stream';

/**
 * Follows one streamed run: live deltas over /ws, and after every (re)connect the replay of what came after the last
 * seq this tab has, so a dropped socket or a reload loses nothing.
 */
export function useAiRunStream(runId: string | null): RunStreamState | null {
  const [state, setState] = useState<RunStreamState | null>(null);
  const latest = useRef<RunStreamState | null>(null);
  useEffect(() => {
    if (!runId) return;
    const update = (next: (current: RunStreamState) => RunStreamState) => {
      const current = latest.current ?? startRunStream(runId);
      latest.current = next(current);
      setState(latest.current);
    };
    latest.current = startRunStream(runId);
    setState(latest.current);
    const catchUp = async () => {
      const after = latest.current?.lastSeq ?? 0;
      const response = await fetch(`${AI_ROUTES.run(runId)}?after=${after}`, { credentials: 'include' });
      if (!response.ok) return;
      const replay = (await response.json()) as AiRunView;
      update((current) => applyReplay(current, replay));
    };
    const offDelta = realtime.on('ai.delta', (delta) => {
      if (delta.runId === runId) update((current) => addDeltas(current, [delta]));
    });
    const offEnded = realtime.on('ai.ended', (ended) => {
      if (ended.runId === runId) update((current) => endRun(current, ended));
    });
    const offStatus = realtime.onStatus((status) => {
      if (status === 'open') void catchUp();
    });
    void catchUp();
    return () => {
      offDelta();
      offEnded();
      offStatus();
    };
  }, [runId]);
  return state;
}
