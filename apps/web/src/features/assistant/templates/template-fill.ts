import { PROMPT_TEMPLATE_MARKER } from '@k9/domain/studio/prompt-templates/rules/prompt-templates';

/** Spec 2 §9.6: a template's preview is 60 characters in the sidebar and 50 in the '@' suggestions. */
export const TEMPLATE_PREVIEW_CHARS = { sidebar: 60, suggestion: 50 } as const;

/** The first `chars` characters, with '…' when the text is longer. */
export const previewOf = (text: string, chars: number): string => (text.length > chars ? `${text.slice(0, chars)}…` : text);

/** The template's text around its placeholders (&&&): n placeholders give n + 1 pieces. */
export const templatePieces = (template: string): string[] => template.split(PROMPT_TEMPLATE_MARKER);

/** How many fields the fill-in modal shows: one per &&& (spec 2 §2.9, §5.8). */
export const placeholderCount = (template: string): number => templatePieces(template).length - 1;

/** The template with each placeholder replaced, in order, by its field's value (a missing value leaves the marker). */
export function filledTemplate(template: string, values: readonly (string | undefined)[]): string {
  const pieces = templatePieces(template);
  return pieces.reduce((text, piece, index) => (index === 0 ? piece : `${text}${values[index - 1] ?? PROMPT_TEMPLATE_MARKER}${piece}`), '');
}

/** The first field that is empty after trim (spec 2 §5.8), or -1 when every field is filled. */
export const firstEmptyField = (values: readonly (string | undefined)[], count: number): number =>
  Array.from({ length: count }, (_, index) => values[index] ?? '').findIndex((value) => !value.trim());
