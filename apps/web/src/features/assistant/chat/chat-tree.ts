import type { ChatAnsweringView, ChatMessageView } from '@k9/contracts';

/** A message as the screen shows it: a stored one, or the answer still streaming (not stored until it ends). */
export type ShownMessage = ChatMessageView & { streaming?: boolean };
/** One message of the path on screen, with its siblings (same parent, in stored order) and its place among them. */
export type PathEntry = { message: ShownMessage; siblings: readonly string[]; index: number };
/** Which child the learner chose under a parent ('' for the roots); a parent not named shows its newest child. */
export type BranchChoices = Readonly<Record<string, string>>;

export const parentKey = (parentId: string | null): string => parentId ?? '';

/**
 * The session's messages with the answer being made (issue 29 §2): while the session answers, that answer is not
 * stored yet; it is shown under its question with what has streamed so far.
 */
export function withAnswer(history: readonly ChatMessageView[], answering: ChatAnsweringView | null, streamed: string): ShownMessage[] {
  if (!answering || history.some((message) => message.id === answering.messageId)) return [...history];
  const answer: ShownMessage = { id: answering.messageId, parentId: answering.parentId, role: 'assistant', content: streamed, timestamp: '', streaming: true };
  return [...history, answer];
}

function childrenByParent(messages: readonly ShownMessage[]): Map<string, ShownMessage[]> {
  const children = new Map<string, ShownMessage[]>();
  const known = new Set(messages.map((message) => message.id));
  for (const message of messages) {
    // A message whose parent is not in the session starts a path of its own (a history appended by an old client).
    const key = message.parentId !== null && known.has(message.parentId) ? message.parentId : '';
    children.set(key, [...(children.get(key) ?? []), message]);
  }
  return children;
}

/**
 * The one path the screen shows (issue 29 §1 branches): from the roots down, under each parent the child the learner
 * chose, else the newest (an edited question or a regenerated answer shows its new branch).
 */
export function visiblePath(messages: readonly ShownMessage[], choices: BranchChoices = {}): PathEntry[] {
  const children = childrenByParent(messages);
  const path: PathEntry[] = [];
  const seen = new Set<string>();
  let key = '';
  for (;;) {
    const siblings = children.get(key);
    if (!siblings?.length) return path;
    const chosen = siblings.findIndex((message) => message.id === choices[key]);
    const index = chosen >= 0 ? chosen : siblings.length - 1;
    const message = siblings[index];
    if (seen.has(message.id)) return path;
    seen.add(message.id);
    path.push({ message, siblings: siblings.map((sibling) => sibling.id), index });
    key = message.id;
  }
}

/** '1/2': the entry's place among its siblings. */
export const siblingLabel = (entry: Pick<PathEntry, 'siblings' | 'index'>): string => `${entry.index + 1}/${entry.siblings.length}`;

/** The choice after the arrow: the previous (-1) or next (+1) sibling of the entry; unchanged at either end. */
export function stepSibling(choices: BranchChoices, entry: PathEntry, step: -1 | 1): BranchChoices {
  const next = entry.siblings[entry.index + step];
  return next ? { ...choices, [parentKey(entry.message.parentId)]: next } : choices;
}

/** The choice that shows a message just sent (its parent now leads to it). */
export const choose = (choices: BranchChoices, parentId: string | null, messageId: string): BranchChoices => ({ ...choices, [parentKey(parentId)]: messageId });

/** The parent of the next question: the last message on screen (null: the first question of the session). */
export const followUpParent = (path: readonly PathEntry[]): string | null => path.at(-1)?.message.id ?? null;

/** Regenerating an answer asks the server for another answer to its question, beside it: the question's id (null when not in the session). */
export function regenerationOf(messages: readonly ShownMessage[], answerId: string): { questionId: string } | null {
  const answer = messages.find((message) => message.id === answerId);
  const question = answer?.parentId ? messages.find((message) => message.id === answer.parentId && message.role === 'user') : undefined;
  return question ? { questionId: question.id } : null;
}
