import type { AiSummaryRecord } from '@k9/contracts/content/ai-summary/ai-summary.routes';
import type { CompanySummaryQueueView, CompanySummaryTaskView } from '@k9/contracts/market/company-summary';
import { COMPANY_SUMMARY_SHEET_NAME } from '@k9/contracts/market/company-summary';
import type { JobSnapshot } from '@k9/contracts/realtime';
import type { ContentAiTaskState } from '@k9/domain/content-ai/content-ai.types';

type Summary = Pick<AiSummaryRecord, 'id' | 'info'>;

/** Company summaries are AI summaries whose info.sheetName is 'CompanySummary' (spec 2 §2.8, spec 3 §3). */
export const isCompanySummary = (record: Pick<AiSummaryRecord, 'info'>): boolean => record.info?.sheetName === COMPANY_SUMMARY_SHEET_NAME;

/** The ticker a summary is of: its searchTerm, upper case ('' when it has none). */
export const tickerOf = (record: Pick<AiSummaryRecord, 'info'>): string => (typeof record.info?.searchTerm === 'string' ? record.info.searchTerm.trim().toUpperCase() : '');

/** The 'Doanh nghiệp' list: company summaries only, newest first, those whose ticker starts with the search (any case). */
export function listedCompanySummaries<R extends Summary>(records: readonly R[], search: string): R[] {
  const term = search.trim().toUpperCase();
  return records.filter((record) => isCompanySummary(record) && (!term || tickerOf(record).startsWith(term))).sort((a, b) => b.id - a.id);
}

/** The ticker's saved overview: the newest company summary of exactly that ticker (spec 2 §5.3: case-insensitive). */
export function overviewOf<R extends Summary>(records: readonly R[] | undefined, ticker: string): R | null {
  const wanted = ticker.trim().toUpperCase();
  if (!wanted) return null;
  return listedCompanySummaries(records ?? [], '').find((record) => tickerOf(record) === wanted) ?? null;
}

/** Spec 2 §4.12: 'Tạo tổng quan' only for an admin, a searched ticker without an overview yet, and at least one data set. */
export const showsCreateOverview = (input: { isAdmin: boolean; ticker: string; hasOverview: boolean; hasData: boolean }): boolean =>
  input.isAdmin && !!input.ticker.trim() && !input.hasOverview && input.hasData;

const isUnfinished = (state: ContentAiTaskState): boolean => state === 'processing' || state === 'waiting';

/** The ticker's task while it waits or runs (finished ones do not count). */
export const unfinishedTaskOf = (view: CompanySummaryQueueView | undefined, ticker: string): CompanySummaryTaskView | null =>
  view?.tasks.find((task) => task.searchTerm === ticker.trim().toUpperCase() && isUnfinished(task.state)) ?? null;

/** The tasks in the queue (processing, then waiting), and the latest finished ones. */
export function splitTasks(view: CompanySummaryQueueView | undefined): { current: CompanySummaryTaskView[]; finished: CompanySummaryTaskView[] } {
  const tasks = view?.tasks ?? [];
  return { current: tasks.filter((task) => isUnfinished(task.state)), finished: tasks.filter((task) => !isUnfinished(task.state)) };
}

export const hasUnfinished = (view: CompanySummaryQueueView | undefined): boolean => splitTasks(view).current.length > 0;

const STATE_OF: Partial<Record<JobSnapshot['state'], ContentAiTaskState>> = { waiting: 'waiting', active: 'processing', progress: 'processing', completed: 'done' };

/**
 * The queue moved by one job snapshot heard over /ws (before the whole of it is read again): the task's state and
 * progress at once, a removed task gone, the counts following. Another queue's snapshot, or one of a task the view does
 * not hold, returns the same view; a failure is left to the read (the server tells a stop from an error).
 */
export function applyJobSnapshot(view: CompanySummaryQueueView, queueName: string, job: JobSnapshot): CompanySummaryQueueView {
  if (job.queue !== queueName) return view;
  const index = view.tasks.findIndex((task) => task.id === job.jobId);
  if (index < 0) return view;
  let tasks: CompanySummaryTaskView[];
  if (job.state === 'removed') tasks = view.tasks.filter((_, at) => at !== index);
  else {
    const held = view.tasks[index];
    const state = STATE_OF[job.state] ?? held.state;
    const percent = typeof job.progress === 'number' ? job.progress : null;
    const progress = state === 'done' ? 100 : (percent ?? held.progress);
    if (state === held.state && progress === held.progress) return view;
    tasks = view.tasks.map((task, at) => (at === index ? { ...task, state, progress } : task));
  }
  return { ...view, tasks, processing: tasks.filter((task) => task.state === 'processing').length, waiting: tasks.filter((task) => task.state === 'waiting').length };
}
