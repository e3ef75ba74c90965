/** One piece of streamed text: in order by `seq` (from 1), de-duplicated by the client. */
/** `messageId`: the chat message the delta writes, when the run answers one (the assistant). */
export type AiStreamDelta = { runId: string; seq: number; delta: string; messageId?: string };

/** The end of a streamed run: `text` is the whole answer when it succeeded, `error` the worded failure otherwise. */
export type AiStreamEnded = { runId: string; lastSeq: number; outcome: 'ok' | 'error' | 'stopped'; text?: string; error?: string; callId: string | null };

/** What /ws tells the user who asked for a streamed run (and nobody else). */
export type AiServerMessages = {
  'ai.delta': AiStreamDelta;
  'ai.ended': AiStreamEnded;
};
