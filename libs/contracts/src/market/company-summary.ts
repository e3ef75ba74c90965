import type { ContentAiTaskState } from '@k9/domain';

/** Issue 32 §3 (spec 3 §4-5, §8): the company summary queue, admins only. Runtime values here import nothing (the web reads them). */
export const COMPANY_SUMMARY_ROUTES = {
  /** POST { ticker } → 202 { taskId }; GET → { processing, waiting, tasks }. */
  queue: '/api/company-summaries/queue',
  /** DELETE: removes a waiting task or aborts the running one. */
  task: (taskId: string) => `/api/company-summaries/queue/${encodeURIComponent(taskId)}`,
} as const;

/** The BullMQ queue of company summaries: the name its `job.updated` messages over /ws carry. */
export const COMPANY_SUMMARY_QUEUE_NAME = 'company-summary';

/** The AI summary sheet that marks a company summary (spec 3 §3: such entries belong to reportDN). */
export const COMPANY_SUMMARY_SHEET_NAME = 'CompanySummary';

/** POST /api/company-summaries/queue (202): the ticker's task. */
export type CompanySummaryQueued = { taskId: string; ticker: string };

/** A task as the queue modal shows it (spec 3 §3 "Company summary task": id, searchTerm, createdAt). */
export type CompanySummaryTaskView = {
  id: string;
  searchTerm: string;
  state: ContentAiTaskState;
  progress: number;
  /** Why it failed or stopped, in Vietnamese; null otherwise. */
  error: string | null;
  /** The AI summary the task saved, once done. */
  summaryId: number | null;
  createdAt: string;
};

/** GET /api/company-summaries/queue: counts, then processing, waiting and the latest finished tasks. */
export type CompanySummaryQueueView = { processing: number; waiting: number; tasks: CompanySummaryTaskView[] };
