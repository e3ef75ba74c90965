import { TASK_TITLE_MAX } from '../content-ai.types.js';

/** Spec 3 §3/§9: a queue task's title is the record's title cut at 50 characters plus '…' (whole characters, not UTF-16 halves). */
export function taskTitle(title: string | null | undefined): string {
  const text = (title ?? '').trim();
  const chars = [...text];
  return chars.length > TASK_TITLE_MAX ? `${chars.slice(0, TASK_TITLE_MAX).join('')}…` : text;
}
