/**
 * Spec 3 §9: the OCR summary's reply is a detailed section (30-40 sentences) and a short one (7-10 sentences), each after
 * its marker label. The labels are the prompt's and the parser's alike.
 */
export const DOCUMENT_SUMMARY_LABELS = { detailed: '[TÓM TẮT CHI TIẾT]', short: '[TÓM TẮT NGẮN]' } as const;

export type DocumentSummaryReply = { summary1: string; summary2: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as models write it back: brackets kept or dropped, in bold or a heading, any case, a colon after it. */
const labelPattern = (label: string) => {
  const words = label.replace(/^\[|\]$/g, '');
  return new RegExp(`^[ \\t>#*_]*\\[?\\s*${escape(words).replace(/\s+/g, '\\s+')}\\s*\\]?[ \\t*_]*:?[ \\t*_]*`, 'imu');
};

/**
 * The two sections of a reply (summary1 the short one, summary2 the detailed one), or null when it has not both labels
 * with text after each. The sections may come in either order; text before the first label is dropped.
 */
export function parseDocumentSummaryReply(reply: string | null | undefined): DocumentSummaryReply | null {
  if (typeof reply !== 'string' || !reply.trim()) return null;
  const text = reply.replace(/\r\n?/g, '\n');
  const detailed = labelPattern(DOCUMENT_SUMMARY_LABELS.detailed).exec(text);
  const short = labelPattern(DOCUMENT_SUMMARY_LABELS.short).exec(text);
  if (!detailed || !short) return null;
  const section = (start: RegExpExecArray, other: RegExpExecArray) => text.slice(start.index + start[0].length, other.index > start.index ? other.index : text.length).trim();
  const summary1 = section(short, detailed);
  const summary2 = section(detailed, short);
  return summary1 && summary2 ? { summary1, summary2 } : null;
}
