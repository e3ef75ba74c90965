import { CONTENT_AI_QUEUE_NAMES } from '@k9/contracts/content-ai/content-ai.routes';
import type { ContentAiEnqueued, ContentAiQueueView, ContentAiTaskView } from '@k9/contracts/content-ai/content-ai.types';
import type { ContentListItem } from '@k9/contracts/content/content.types';
import type { JobSnapshot } from '@k9/contracts/realtime';
import type { ContentAiQueue, ContentAiTaskState, VoiceSource } from '@k9/domain/content-ai/content-ai.types';
import type { QueuePresence, QueueableRecord } from '@k9/domain/content-ai/rules/row-buttons';
import type { ContentType } from '@k9/domain/content/content.types';
import { CONTENT_AI_TEXT as TEXT } from './content-ai.messages';

/** The BullMQ queue behind each generation queue: the name its `job.updated` snapshots carry. */
export const BULL_QUEUES: Record<ContentAiQueue, string> = CONTENT_AI_QUEUE_NAMES;

const isUnfinished = (state: ContentAiTaskState): boolean => state === 'processing' || state === 'waiting';

/** Where a record stands in a queue the page read: being made, waiting, or not in it (finished tasks do not count). */
export function presenceOf(view: ContentAiQueueView | undefined, recordId: number): QueuePresence {
  const task = view?.tasks.find((each) => each.recordId === recordId && isUnfinished(each.state));
  return task ? (task.state as 'processing' | 'waiting') : 'none';
}

/** The modal's header (spec 3 screen 1): the tasks in the queue, and how many of them run and wait. */
export function queueCounts(view: ContentAiQueueView | undefined): { total: number; processing: number; waiting: number } {
  const processing = view?.processing ?? 0;
  const waiting = view?.waiting ?? 0;
  return { total: processing + waiting, processing, waiting };
}

/** The tasks in the queue (processing first, then waiting, as the server orders them), and the latest finished ones. */
export function splitTasks(view: ContentAiQueueView | undefined): { current: ContentAiTaskView[]; finished: ContentAiTaskView[] } {
  const tasks = view?.tasks ?? [];
  return { current: tasks.filter((task) => isUnfinished(task.state)), finished: tasks.filter((task) => !isUnfinished(task.state)) };
}

export const hasUnfinished = (view: ContentAiQueueView | undefined): boolean => splitTasks(view).current.length > 0;

const STATE_OF: Partial<Record<JobSnapshot['state'], ContentAiTaskState>> = { waiting: 'waiting', active: 'processing', progress: 'processing', completed: 'done' };

/**
 * A queue's view moved by one job snapshot heard over /ws, before the server is read again for the whole of it: the
 * task's state and progress change at once, a removed task goes, and the counts follow. A failure is left to the read
 * (the server tells an admin's stop from an error). A snapshot of another queue, or of a task the view does not hold
 * (a new one: the read brings it), changes nothing and returns the same view.
 */
export function applyJobSnapshot(view: ContentAiQueueView, queue: ContentAiQueue, job: JobSnapshot): ContentAiQueueView {
  if (job.queue !== BULL_QUEUES[queue]) return view;
  const index = view.tasks.findIndex((task) => task.id === job.jobId);
  if (index < 0) return view;
  let tasks: ContentAiTaskView[];
  if (job.state === 'removed') tasks = view.tasks.filter((_, at) => at !== index);
  else {
    const held = view.tasks[index];
    const state = STATE_OF[job.state] ?? held.state;
    const progress = state === 'done' ? 100 : typeof job.progress === 'number' ? job.progress : held.progress;
    if (state === held.state && progress === held.progress) return view;
    tasks = view.tasks.map((task, at) => (at === index ? { ...task, state, progress } : task));
  }
  return {
    ...view,
    tasks,
    processing: tasks.filter((task) => task.state === 'processing').length,
    waiting: tasks.filter((task) => task.state === 'waiting').length,
  };
}

/** Spec 3 §4: avatar images are made for news records (the detail view shows the avatar of news). */
export const hasAvatarButton = (tab: ContentType): boolean => tab === 'news';

/** Stands for text the list does not carry (it says whether a record has audioText, not what it is). */
const PRESENT = 'có';

/**
 * A list row as the queue rules read it (spec 3 §4). The list carries no detail: a row is taken to have one, and the
 * server, which reads the record, refuses one without in spec 3 §5's words.
 */
export const queueableRow = (row: Pick<ContentListItem, 'summary' | 'avatarUrl' | 'audioUrl' | 'hasAudioText'>): QueueableRecord => ({
  summary: row.summary,
  avatarUrl: row.avatarUrl,
  audioUrl: row.audioUrl,
  audioText: row.hasAudioText ? PRESENT : null,
  detail: PRESENT,
});

/** A row's voice (spec 3 §5): from its audioText when it has one (the story action, custom), else from its detail. */
export const rowVoiceSource = (row: Pick<ContentListItem, 'hasAudioText'>): VoiceSource => (row.hasAudioText ? 'custom' : 'detail-bulk');

/** Bulk voice over a selection reads the records' detail (spec 3 §5): the stories' bulk, or the detail bulk of the other tabs. */
export const bulkVoiceSource = (tab: ContentType): VoiceSource => (tab === 'story' ? 'bulk' : 'detail-bulk');

/**
 * What the admin is told after a request to queue went through: how many were queued, and when some were left out,
 * how many and why (each reason once, with its count) in one notice.
 */
export function enqueuedNotice(queue: ContentAiQueue, answer: ContentAiEnqueued): { level: 'success' | 'warning'; text: string } {
  const queued = TEXT.queued(queue, answer.taskIds.length);
  if (answer.skipped.length === 0) return { level: 'success', text: queued };
  const reasons = new Map<string, number>();
  for (const skip of answer.skipped) reasons.set(skip.message, (reasons.get(skip.message) ?? 0) + 1);
  const why = [...reasons].map(([message, count]) => (reasons.size > 1 ? `${message} (${count})` : message)).join('; ');
  return { level: 'warning', text: `${queued}; ${TEXT.skipped(answer.skipped.length, why)}` };
}
