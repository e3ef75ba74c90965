import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import type { DomainEvent } from '../shared/event-store.port.js';

/** A streamed text run (a job): its result, applied by a command once the stream ended. */
export type AiRunCompleted = DomainEvent<'AiRunCompleted', { runId: string; callId: string; model: string; text: string }>;
export type AiRunFailed = DomainEvent<'AiRunFailed', { runId: string; callId: string | null; error: string; stopped: boolean }>;
export type AiRunEvent = AiRunCompleted | AiRunFailed;

export type CompleteAiRun = { type: 'CompleteAiRun'; data: AiRunCompleted['data'] };
export type FailAiRun = { type: 'FailAiRun'; data: AiRunFailed['data'] };
export type AiRunCommand = CompleteAiRun | FailAiRun;

export type AiRunState = { status: 'running' } | { status: 'completed'; text: string; callId: string } | { status: 'failed'; error: string; stopped: boolean };

export const aiRunStreamId = (runId: string) => `ai-run-${runId}`;

const ENDED = 'Lượt tạo văn bản này đã kết thúc.';

/** A run ends once: a retried job that already applied its result changes nothing; a failed run may be retried. */
export const aiRunDecider: Decider<AiRunCommand, AiRunEvent, AiRunState> = {
  initialState: () => ({ status: 'running' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'AiRunCompleted':
        return { status: 'completed', text: event.data.text, callId: event.data.callId };
      case 'AiRunFailed':
        return { status: 'failed', error: event.data.error, stopped: event.data.stopped };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CompleteAiRun':
        if (state.status !== 'completed') return [{ type: 'AiRunCompleted', data: command.data }];
        if (state.callId === command.data.callId) return [];
        throw new DomainError('AI_RUN_ENDED', ENDED, 'conflict');
      case 'FailAiRun':
        if (state.status === 'completed') throw new DomainError('AI_RUN_ENDED', ENDED, 'conflict');
        return [{ type: 'AiRunFailed', data: command.data }];
      default:
        return assertNever(command);
    }
  },
};
