import type { PromptTemplate } from '@k9/domain/studio/prompt-templates/rules/prompt-templates';

/** The '@' being typed in the input: where it starts, where the caret is, and the text typed after it. */
export type TemplateMention = { start: number; end: number; query: string };

/** How far after an '@' the input still suggests templates (a label's length; a new line ends it). */
const QUERY_MAX = 60;

/**
 * The '@' before the caret that asks for templates (spec 2 §4.11): at the start of the input or after a space, followed
 * by the typed text up to the caret (no new line, no second '@'). Null: nothing to suggest.
 */
export function mentionAt(draft: string, caret: number): TemplateMention | null {
  const before = draft.slice(0, caret);
  const match = /(?:^|\s)@([^\n@]*)$/.exec(before);
  if (!match || match[1].length > QUERY_MAX) return null;
  return { start: caret - match[1].length - 1, end: caret, query: match[1] };
}

const folded = (text: string) => text.toLocaleLowerCase('vi');

/** The templates whose label contains the typed text, ignoring case (spec 2 §4.11), in their order. */
export const templateSuggestions = <T extends Pick<PromptTemplate, 'label'>>(templates: readonly T[], query: string): T[] =>
  templates.filter((template) => folded(template.label).includes(folded(query.trim())));

/** The input with the '@' and its typed text taken out. */
export const withoutMention = (draft: string, mention: TemplateMention): string => draft.slice(0, mention.start) + draft.slice(mention.end);

/** `text` put into the draft at `at` (the end when `at` is past it). */
export const insertedAt = (draft: string, at: number, text: string): string => {
  const place = Math.min(Math.max(at, 0), draft.length);
  return draft.slice(0, place) + text + draft.slice(place);
};
