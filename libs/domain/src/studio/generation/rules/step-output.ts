import { GENERATION_MESSAGES } from '../generation.messages.js';

/**
 * What one step of a run may leave in its event (its output, or a failed step's message). Every step is an event, and
 * the event store takes at most 256 kB per event (EVENT_MAX_BYTES); a provider answering without end (a model caught
 * in a loop) would otherwise fail the run with the store's refusal. 20,000 characters is 60,000 bytes at worst in
 * UTF-8 (3 bytes a character) and far above the longest answer a flow asks for (2,000 words). The heaviest events
 * then stay under the cap: AI3 fed directly by AI1 and AI2 holds two outputs and the question (10,000 characters) as
 * its input plus its own output (210 kB at worst), and the finished record holds the answer, AI3's result and the
 * English and Vietnamese image descriptions (four outputs, 240 kB at worst).
 */
export const MAX_STEP_OUTPUT_CHARS = 20_000;

/**
 * A step's text as it is kept: whole when it fits, else its beginning with a marker saying how long the answer was.
 * The beginning of a runaway answer is its usable part, and the call was made (and paid): the run goes on with it,
 * and nothing of it is published before an admin reads it and approves. The ledger keeps the answer's full length.
 */
export function cappedStepText(text: string): string {
  if (text.length <= MAX_STEP_OUTPUT_CHARS) return text;
  const marker = `\n\n${GENERATION_MESSAGES.outputTruncated(text.length, MAX_STEP_OUTPUT_CHARS)}`;
  let kept = text.slice(0, MAX_STEP_OUTPUT_CHARS - marker.length);
  // Never half of a character written as two UTF-16 units (an emoji).
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return kept + marker;
}
