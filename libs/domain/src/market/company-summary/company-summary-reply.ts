/**
 * Spec 3 §9: the company summary's reply is a short section (7-10 sentences) and a detailed one (15-20 sentences, in
 * markdown), each after its marker label. The labels are the prompt's and the parser's alike.
 */
export const COMPANY_SUMMARY_LABELS = { short: '[TÓM TẮT NGẮN]', detailed: '[PHÂN TÍCH CHI TIẾT]' } as const;

export type CompanySummaryReply = { summary1: string; summary2: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as models write it back: brackets kept or dropped, in bold or a heading, any case, a colon after it. */
const labelPattern = (label: string) => {
  const words = label.replace(/^\[|\]$/g, '');
  return new RegExp(`^[ \\t>#*_]*\\[?\\s*${escape(words).replace(/\s+/g, '\\s+')}\\s*\\]?[ \\t*_]*:?[ \\t*_]*`, 'imu');
};

/**
 * The two sections of a reply, or null when it has not both labels with text after each (never half of it). The
 * sections may come in either order; text before the first label (a greeting) is dropped.
 */
export function parseCompanySummaryReply(reply: string | null | undefined): CompanySummaryReply | null {
  if (typeof reply !== 'string' || !reply.trim()) return null;
  const text = reply.replace(/\r\n?/g, '\n');
  const shortMatch = labelPattern(COMPANY_SUMMARY_LABELS.short).exec(text);
  const detailedMatch = labelPattern(COMPANY_SUMMARY_LABELS.detailed).exec(text);
  if (!shortMatch || !detailedMatch) return null;
  const section = (start: RegExpExecArray, other: RegExpExecArray) => {
    const from = start.index + start[0].length;
    const to = other.index > start.index ? other.index : text.length;
    return text.slice(from, to).trim();
  };
  const summary1 = section(shortMatch, detailedMatch);
  const summary2 = section(detailedMatch, shortMatch);
  return summary1 && summary2 ? { summary1, summary2 } : null;
}
