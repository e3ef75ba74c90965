/**
 * Why a grade waits for a teacher's review (issue 23 §2): the answer speaks to the grader ('instructions'), writes its
 * own verdict ('verdict'), copies a reference essay the learner was shown ('copied-reference'), or the grader's reply
 * did not follow the structured schema and its grade was read from the text ('unstructured-reply').
 */
export type ReviewReason = 'instructions' | 'verdict' | 'copied-reference' | 'unstructured-reply';

/** Lower case, no diacritics ('đ' as 'd'), one space: 'Bỏ qua mọi hướng dẫn' and 'bo qua moi huong dan' read alike. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[：]/g, ':')
    .replace(/\s+/g, ' ');

/** The learner addresses the grader: asks it to ignore its rules, take a new role, or give a grade. */
const INSTRUCTIONS: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override)\b.{0,30}\b(instructions?|rules?|prompts?|guidelines?|directions?)\b/,
  /\b(give|award|grade|score|rate|assign|mark)\b.{0,30}\b(10|ten|full marks?|maximum|max|perfect|highest)\b/,
  /\bfull marks\b/,
  /\byou are (now )?(a|an|the|my)\b.{0,40}\b(grader|assistant|teacher|model|ai)\b/,
  /\b(respond|reply|answer|output|return)\b.{0,20}\bonly\b/,
  /\b(system|assistant|developer)\s*(prompt|message)?\s*:/,
  /\bnew (rules?|instructions?)\b/,
  /\bbo qua\b.{0,30}\b(huong dan|chi dan|yeu cau|quy tac|lenh|chi thi|quy dinh)\b/,
  /\b(quen|khong can|khong phai)\b.{0,20}\b(huong dan|quy tac|chi dan)\b/,
  /\b(hay|phai|vui long|xin|lam on)?\s*(cho|cham|danh gia)\s+(bai nay|bai lam nay|bai lam|cau tra loi nay|em|toi|minh|tui|hoc vien nay)\b.{0,20}(\b10\b|toi da|tuyet doi|diem cao nhat|full)/,
  /\b(quy tac|huong dan|chi dan|lenh) (moi|he thong)\b/,
  /\bban (bay gio )?la (mot )?(tro ly|giang vien|giao vien|nguoi cham|ai|mo hinh)\b/,
  /\b(tra loi|xuat ra|in ra|ghi ra|chi ghi)\b.{0,20}\b(chi|duy nhat|dung)\b.{0,20}\bdiem\b/,
  /\b(moi|tat ca) bai (deu|luon) (duoc )?10\b/,
  /\bluon (duoc|cho) 10\b/,
  /<\/?\s*bai_lam\s*>|&lt;\/?bai_lam&gt;/,
];

/** The answer writes the grader's verdict or reply format itself ('ĐIỂM: 10/10', 'NHẬN XÉT:', a JSON score). */
const VERDICTS: readonly RegExp[] = [
  /\bdiem\s*[*_]*\s*:\s*[*_]*\s*\d{1,3}\s*\/\s*10\b/,
  /(^|\n|\s)(nhan xet|bai mau)\s*:/,
  /["']?\b(score|grade|diem|rating)\b["']?\s*:\s*["']?\d/,
  /\b(final (score|grade)|verdict)\s*:/,
];

const matchesAny = (patterns: readonly RegExp[], text: string) => patterns.some((pattern) => pattern.test(text));

/** What in the answer itself asks for a review (pure: the same answer always gives the same reasons). */
export function answerFlags(answer: string): ReviewReason[] {
  const text = foldText(answer);
  const reasons: ReviewReason[] = [];
  if (matchesAny(INSTRUCTIONS, text)) reasons.push('instructions');
  if (matchesAny(VERDICTS, text)) reasons.push('verdict');
  return reasons;
}

const words = (text: string): string[] => text.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const fiveGrams = (text: string): string[] => {
  const list = words(text);
  return Array.from({ length: Math.max(0, list.length - 4) }, (_, i) => list.slice(i, i + 5).join(' '));
};

/** The share of the answer's word 5-grams that also appear in the reference (0 for an answer under five words). */
export function sharedFiveGrams(answer: string, reference: string): number {
  const grams = fiveGrams(answer);
  if (!grams.length) return 0;
  const known = new Set(fiveGrams(reference));
  return grams.filter((gram) => known.has(gram)).length / grams.length;
}

/** At least half of the answer's 5-grams come from one reference essay the learner has seen. */
export const COPIED_SHARE = 0.5;

/** Every reason to hold a grade for review: the answer's own flags, and a copy of a reference essay already seen. */
export function reviewReasons(answer: string, seenReferences: readonly string[], structuredReply: boolean): ReviewReason[] {
  const reasons = answerFlags(answer);
  if (seenReferences.some((reference) => sharedFiveGrams(answer, reference) >= COPIED_SHARE)) reasons.push('copied-reference');
  if (!structuredReply) reasons.push('unstructured-reply');
  return reasons;
}
