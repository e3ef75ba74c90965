/** One call of an answer: its model (null: choose by the session and the defaults), system message and web-search switch. */
export type ChatStep = { id: string; name: string; model: string | null; systemMessage: string; enableWebsearch: boolean };
export type ChatTurn = { role: 'user' | 'assistant'; content: string };

/**
 * Issue 29 §3 (the spec does not say how steps chain; this is the decision): step 1 gets the question and the chat
 * history; each later step the question and the previous step's output; the last step's output is the answer.
 */
export function stepMessages(index: number, question: string, history: readonly ChatTurn[], previousOutput: string | null): ChatTurn[] {
  if (index === 0 || previousOutput === null) return [...history, { role: 'user', content: question }];
  return [{ role: 'user', content: `${question}\n\n<previous_step_output>\n${previousOutput}\n</previous_step_output>` }];
}

/** The calls an answer makes: one per step (a plain advisor is one step); a pipeline of n steps reserves n. */
export const callsOf = (steps: readonly ChatStep[]): number => Math.max(1, steps.length);
