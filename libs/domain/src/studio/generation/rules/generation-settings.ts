import { DomainError } from '../../../shared/decider.js';
import { STUDIO_LIMITS, type StudioLayout } from '../../flow-configs/flow-config.types.js';
import { GENERATION_MESSAGES } from '../generation.messages.js';

/** A question is text an admin types: 10,000 characters is far above any real one and well below the gateway's limits. */
export const MAX_GENERATION_PROMPT_CHARS = 10_000;
/**
 * The saved answer (edited, improved or posted directly): long articles fit, a runaway paste does not. A record is
 * one event, and its answer becomes a question's content and html (one event) when published: 40,000 characters is
 * 120,000 bytes at worst in UTF-8, which with the prompt (30,000 bytes at worst) fits the event store's 256 kB cap.
 */
export const MAX_GENERATION_ANSWER_CHARS = 40_000;
const MAX_STYLE_CHARS = 100;

/** A history record's settings (spec 1 §3); descriptions and ai3Result are filled when the run completes. */
export type GenerationSettings = {
  expectedLength: number;
  tone: string;
  writingStyle: string;
  imageCount: number;
  layout: StudioLayout;
  imageDescriptions: string[];
  imageDescriptionsVi: string[];
  ai3Result: string | null;
};

export type RequestedSettings = Pick<GenerationSettings, 'expectedLength' | 'tone' | 'writingStyle' | 'imageCount' | 'layout'>;

const invalid = (code: string, message: string) => new DomainError(code, message, 'unprocessable');

const numeric = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
};

/** Spec 1 §5: length 100-2000 words, falling back to 100 when it is not a number; an explicit number outside is refused. */
export function expectedLengthOf(value: unknown): number {
  const length = numeric(value);
  if (length === null) return STUDIO_LIMITS.lengthDefault;
  const words = Math.round(length);
  if (words < STUDIO_LIMITS.lengthMin || words > STUDIO_LIMITS.lengthMax) {
    throw invalid('LENGTH_INVALID', GENERATION_MESSAGES.lengthInvalid(STUDIO_LIMITS.lengthMin, STUDIO_LIMITS.lengthMax));
  }
  return words;
}

/** Spec 1 §5: 1 to 10 images (1 to 5 per question in batch ask); absent means the default, 1. */
export function imageCountOf(value: unknown, max: number = STUDIO_LIMITS.imageCountMax): number {
  if (value === undefined || value === null || value === '') return STUDIO_LIMITS.imageCountDefault;
  const count = numeric(value);
  if (count === null || !Number.isInteger(count) || count < STUDIO_LIMITS.imageCountMin || count > max) {
    throw invalid('IMAGE_COUNT_INVALID', GENERATION_MESSAGES.imageCountInvalid(STUDIO_LIMITS.imageCountMin, max));
  }
  return count;
}

const styleOf = (value: unknown, fallback: string): string => {
  const style = typeof value === 'string' ? value.trim() : '';
  if (style.length > MAX_STYLE_CHARS) throw invalid('WRITING_STYLE_TOO_LONG', GENERATION_MESSAGES.writingStyleTooLong);
  return style || fallback;
};

/** The settings a request runs with: the spec's defaults filled in, its limits checked. */
export function requestedSettings(raw: Record<string, unknown>, layout: StudioLayout, maxImages?: number): RequestedSettings {
  const writingStyle = styleOf(raw.writingStyle ?? raw.tone, STUDIO_LIMITS.writingStyleDefault);
  return {
    expectedLength: expectedLengthOf(raw.expectedLength),
    tone: styleOf(raw.tone, writingStyle),
    writingStyle,
    imageCount: imageCountOf(raw.imageCount, maxImages),
    layout,
  };
}

export function checkedPrompt(prompt: unknown): string {
  const text = typeof prompt === 'string' ? prompt.trim() : '';
  if (!text) throw invalid('PROMPT_REQUIRED', GENERATION_MESSAGES.promptRequired);
  if (text.length > MAX_GENERATION_PROMPT_CHARS) throw invalid('PROMPT_TOO_LONG', GENERATION_MESSAGES.promptTooLong(MAX_GENERATION_PROMPT_CHARS));
  return text;
}

export function checkedAnswer(answer: unknown): string {
  const text = typeof answer === 'string' ? answer : '';
  if (text.length > MAX_GENERATION_ANSWER_CHARS) throw invalid('ANSWER_TOO_LONG', GENERATION_MESSAGES.answerTooLong(MAX_GENERATION_ANSWER_CHARS));
  return text;
}
