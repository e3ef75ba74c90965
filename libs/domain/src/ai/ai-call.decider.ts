import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import type { AiCallDetails, AiCallEvent } from './ai-call.events.js';
import { AI_MESSAGES } from './ai.messages.js';

export type RecordAiCall = { type: 'RecordAiCall'; data: AiCallDetails };
export type AiCallCommand = RecordAiCall;
export type AiCallState = { status: 'none' } | { status: 'recorded'; details: AiCallDetails };

/** One stream per call: whatever the call made names `callId`, and its stream says everything about it. */
export const aiCallStreamId = (callId: string) => `ai-call-${callId}`;

export const aiCallDecider: Decider<AiCallCommand, AiCallEvent, AiCallState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'AiCallRecorded':
        return { status: 'recorded', details: event.data };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordAiCall':
        if (state.status === 'recorded') throw new DomainError('AI_CALL_RECORDED', AI_MESSAGES.callRecorded, 'conflict');
        return [{ type: 'AiCallRecorded', data: command.data }];
      default:
        return assertNever(command.type);
    }
  },
};
