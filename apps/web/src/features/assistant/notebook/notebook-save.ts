import type { ThesisChatMode } from '@k9/contracts';
import { dailyNotebookName, DEFAULT_SUMMARIZE_PROMPT } from '@k9/domain/thesis/rules/thesis-rules';
import { THESIS_MESSAGES as M } from '@k9/domain/thesis/thesis.messages';

/** What is saved: one assistant answer, or the whole chat on screen (spec 2 §4.11). */
export type NotebookSource = { kind: 'message'; content: string } | { kind: 'chat'; content: string };

/** A new daily notebook, or a segment added to a notebook the learner has. */
export type NotebookTarget = 'new' | 'existing';

/** The save-to-notebook modal's fields (spec 2 §2.9). */
export type NotebookForm = {
  target: NotebookTarget;
  name: string;
  thesisId: string | null;
  mode: ThesisChatMode;
  prompt: string;
  content: string;
  summary: string;
};

type ChatLine = { role: 'user' | 'assistant'; content: string };

/** Spec 2 §5.7: a whole chat is saved only when it holds more than one message. */
export const chatToSave = (messages: readonly ChatLine[]): boolean => messages.filter((message) => message.content.trim()).length > 1;

/** The chat on screen as one markdown text: each message under who said it. */
export const chatTranscript = (messages: readonly ChatLine[], names: { user: string; assistant: string }): string =>
  messages
    .filter((message) => message.content.trim())
    .map((message) => `**${message.role === 'user' ? names.user : names.assistant}:**\n\n${message.content.trim()}`)
    .join('\n\n---\n\n');

/**
 * Spec 2 §4.11: a new daily notebook named 'Sổ ngày dd/mm/yyyy' (Vietnam time); an answer is kept as it is said
 * (original), a whole chat summarised (its mode picker hidden); the summarize prompt starts as the default one.
 */
export const initialNotebookForm = (source: NotebookSource, now: number): NotebookForm => ({
  target: 'new',
  name: dailyNotebookName(now),
  thesisId: null,
  mode: source.kind === 'chat' ? 'summarized' : 'original',
  prompt: DEFAULT_SUMMARIZE_PROMPT,
  content: source.content,
  summary: '',
});

/** Spec 2 §5.7, in the spec's order: the name of a new notebook, the content, the notebook to add to. */
export function notebookFormProblem(form: NotebookForm): string | null {
  if (form.target === 'new' && !form.name.trim()) return M.nameRequired;
  if (!form.content.trim()) return M.contentRequired;
  if (form.target === 'existing' && !form.thesisId) return M.thesisRequired;
  return null;
}

/**
 * Where the segment goes: today's notebook (the server's, created when missing) while the name is today's; a new
 * notebook of another name; or the chosen one.
 */
export type NotebookPlan = { kind: 'daily' } | { kind: 'create'; name: string } | { kind: 'existing'; id: string };

export function notebookPlan(form: NotebookForm, now: number): NotebookPlan {
  if (form.target === 'existing') return { kind: 'existing', id: form.thesisId ?? '' };
  const name = form.name.trim();
  return name === dailyNotebookName(now) ? { kind: 'daily' } : { kind: 'create', name };
}

/** The segment appended: a summarised save keeps what was summarised as its original text. */
export function segmentToSave(form: NotebookForm, summarized: string | null): { content: string; summary: string; mode: ThesisChatMode; originalContent: string | null } {
  const content = form.content.trim();
  if (form.mode === 'summarized' && summarized !== null) return { content: summarized, summary: form.summary.trim(), mode: 'summarized', originalContent: content };
  return { content, summary: form.summary.trim(), mode: 'original', originalContent: null };
}
