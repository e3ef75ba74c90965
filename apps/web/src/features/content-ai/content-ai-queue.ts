import { CONTENT_AI_QUEUE_NAMES } from '@k9/contracts/content-ai/content-ai.routes';
import type { ContentAiEnqueued, ContentAiQueueView, ContentAiTaskCounts, ContentAiTaskView } from '@k9/contracts/content-ai/content-ai.types';
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

const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * What a job snapshot says of its progress: a percentage (image, voice), or the diagram task's { percent, total,
 * success, failed } (the progress modal's figures).
 */
function reportedProgress(progress: JobSnapshot['progress']): { percent: number | null; counts: ContentAiTaskCounts | null } {
  if (typeof progress === 'number') return { percent: progress, counts: null };
  const [total, success, failed] = [count(progress.total), count(progress.success), count(progress.failed)];
  return { percent: count(progress.percent), counts: total !== null ? { total, success: success ?? 0, failed: failed ?? 0 } : null };
}

const sameCounts = (a: ContentAiTaskCounts | null | undefined, b: ContentAiTaskCounts | null | undefined) =>
  a?.total === b?.total && a?.success === b?.success && a?.failed === b?.failed;

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
    const reported = reportedProgress(job.progress);
    const progress = state === 'done' ? 100 : (reported.percent ?? held.progress);
    const counts = reported.counts ?? held.counts;
    if (state === held.state && progress === held.progress && sameCounts(counts, held.counts)) return view;
    tasks = view.tasks.map((task, at) => (at === index ? { ...task, state, progress, ...(counts ? { counts } : {}) } : task));
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

/** Stands for text the list does not carry (it says whether a record has audioText, a detail or a diagram, not what they are). */
const PRESENT = 'có';

/** The list row fields the queue rules read. */
export type QueueableRow = Pick<ContentListItem, 'summary' | 'avatarUrl' | 'audioUrl' | 'hasAudioText' | 'hasDetail' | 'diagram'>;

/**
 * A list row as the queue rules read it (spec 3 §4, §5): whether it has audioText, a detail and a diagram of either
 * kind, from the list's flags (the texts themselves are not in the list). The server, which reads the record, has the
 * last word.
 */
export const queueableRow = (row: QueueableRow): QueueableRecord => ({
  summary: row.summary,
  avatarUrl: row.avatarUrl,
  audioUrl: row.audioUrl,
  audioText: row.hasAudioText ? PRESENT : null,
  detail: row.hasDetail ? PRESENT : null,
  diagramUrl: row.diagram === 'kroki' ? [PRESENT] : [],
  diagramHtmlCode: row.diagram === 'html' ? [PRESENT] : [],
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
