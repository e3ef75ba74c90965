import { foldVietnamese } from '@k9/domain';

/**
 * The test embedder (issue 28 §5 "Quality"): a hashed bag of folded syllables and syllable pairs. No Vietnamese
 * embedding model ships in npm, so this measures the index's plumbing and its fusion, not semantics: two texts are close
 * when they share syllables ("kinh te" and "Kinh tế" alike), and a paraphrase with no shared word is as far as noise.
 * It is fixed before the search is tuned; the fake AI providers answer with it.
 */
export const TEST_EMBEDDING_DIMENSIONS = 768;

/** Neighbouring syllables say more than one alone ("no xau" over "no" and "xau"). */
const PAIR_WEIGHT = 1.5;

/**
 * Vietnamese function syllables, folded: they are in every text, so they are left out of the bag (and a pair is made
 * across them: "lợi nhuận của ngân hàng" pairs "nhuan ngan"). Only those whose folded form is not also a common content
 * syllable: có, để, từ, tại, do, thì, như, mà, đâu are not here, since folded they are cổ (phiếu), đề, tư, tài, độ, thị
 * (trường), nhu (cầu), mã and đầu.
 */
export const STOP_SYLLABLES: ReadonlySet<string> = new Set(
  [
    'và', 'của', 'là', 'các', 'những', 'nhưng', 'cho', 'trong', 'với', 'được', 'một', 'này', 'khi', 'sẽ', 'ở', 'về', 'theo', 'hay',
    'hoặc', 'nào', 'gì', 'sao', 'ra', 'vào', 'lên', 'xuống', 'kia', 'ấy', 'rằng', 'rất', 'không', 'chưa', 'nhiêu', 'ai',
  ].map(foldVietnamese),
);

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** ASCII letters and digits by code, the rest of Unicode by its class (folded Vietnamese is ASCII: the quick path). */
const isSyllableChar = (code: number, char: string) =>
  code < 128 ? (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) : LETTER_OR_DIGIT.test(char);

/** A text's folded syllables (letter and digit runs), in order, function syllables left out. A scan, not a split: it is the hot path of 50,000 passages. */
export function contentSyllables(text: string): string[] {
  const folded = foldVietnamese(text);
  const syllables: string[] = [];
  let start = -1;
  for (let i = 0; i <= folded.length; i++) {
    const inside = i < folded.length && isSyllableChar(folded.charCodeAt(i), folded[i]);
    if (inside && start < 0) start = i;
    if (!inside && start >= 0) {
      const syllable = folded.slice(start, i);
      if (!STOP_SYLLABLES.has(syllable)) syllables.push(syllable);
      start = -1;
    }
  }
  return syllables;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
// Held here: under Jest's VM every read of a global (Math) is slow, and this runs millions of times.
const imul = Math.imul;

/** FNV-1a 32-bit, continued from `hash`: fnv(a + b) is fnv(b) continued from fnv(a), so a pair reuses its first syllable's hash. */
function fnv1a(text: string, hash = FNV_OFFSET): number {
  for (let i = 0; i < text.length; i++) hash = imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash >>> 0;
}

/** The hash's lowest bit picks the sign (so two colliding words cancel as often as they add), the others the bucket. */
function add(vector: Float64Array, hash: number, weight: number): void {
  vector[(hash >>> 1) % vector.length] += hash & 1 ? -weight : weight;
}

/**
 * The test embedding of a text: deterministic and of unit length, as a provider's. A text with no content syllable
 * (only function words or punctuation) is embedded by its whole folded text, so no vector is ever all zeros.
 */
export function testEmbedding(text: string, dimensions = TEST_EMBEDDING_DIMENSIONS): number[] {
  const vector = new Float64Array(dimensions);
  const content = contentSyllables(text);
  const syllables = content.length ? content : [foldVietnamese(text).trim()];
  let previous = -1;
  for (const syllable of syllables) {
    const hash = fnv1a(syllable);
    add(vector, hash, 1);
    if (previous >= 0) add(vector, fnv1a(syllable, fnv1a(' ', previous)), PAIR_WEIGHT);
    previous = hash;
  }
  let norm = 0;
  for (let i = 0; i < dimensions; i++) norm += vector[i] * vector[i];
  norm = Math.sqrt(norm);
  const unit = new Array<number>(dimensions);
  for (let i = 0; i < dimensions; i++) unit[i] = vector[i] / norm;
  return unit;
}
