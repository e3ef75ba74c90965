import type { MarketChangeRecord, MarketRowRecord } from '@k9/contracts/market/market.routes';
import type { OcrQueueView, OcrTaskView } from '@k9/contracts/market/document-summaries';
import { OCR_QUEUE_NAME } from '@k9/contracts/market/document-summaries';
import type { JobSnapshot } from '@k9/contracts/realtime';
import type { ContentAiTaskState } from '@k9/domain/content-ai/content-ai.types';
import { MARKET_DATASETS, type MarketDataset } from '@k9/domain/market/market.datasets';

/** Spec 3 §9: the grid's page size. */
export const DATA_TABLE_PAGE_SIZE = 20;

/** The 13 tabs, in the spec's order (spec 3 §2 screen 6). */
export const DATA_TABLE_DATASETS: readonly MarketDataset[] = MARKET_DATASETS;

export const isDataTableDataset = (value: string | null): value is MarketDataset => !!value && (DATA_TABLE_DATASETS as readonly string[]).includes(value);

export type FilterKind = 'number' | 'date' | 'text';

const DATE_NAME = /(^|[^\p{L}])(ngày|date|day)([^\p{L}]|$)|_at$|At$|^asOf$/iu;
const NUMBER_NAME =
  /(^|[^\p{L}])(p\/?e|p\/?b|p\/?s|roe|roa|roic|eps|bvps|nim|ev|ebit|ebitda|cir|car|ldr|npl|giá|tỷ lệ|tỉ lệ|tỷ suất|vốn|doanh thu|lợi nhuận|tổng|số lượng|khối lượng|cổ tức|biên|vòng quay|tăng trưởng|nợ|tài sản|price|ratio|amount|value|volume|revenue|profit|margin|rate|growth|yield|year|năm|quý|quarter)([^\p{L}]|$)|%/iu;

/**
 * Spec 3 §2 screen 6: a column's filter is guessed from its name: a day ('Ngày', '…date', '…_at') filters by date, a
 * measure (ratios, prices, money, growth, '%') by number, anything else ('Mã CK', 'Kiểu thời gian', names, URLs) by text.
 */
export function filterKindOf(column: string): FilterKind {
  if (/thời gian/iu.test(column)) return 'text';
  if (DATE_NAME.test(column)) return 'date';
  if (NUMBER_NAME.test(column)) return 'number';
  return 'text';
}

/** The dynamic data columns of a page: every key the rows' `data` hold, in the order first met (the row id aside). */
export function dataColumnsOf(rows: ReadonlyArray<Pick<MarketRowRecord, 'data'>>): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row.data ?? {})) if (key !== 'ID' && key !== 'id') seen.add(key);
  return [...seen];
}

export type GridQuery = { page: number; sort: { column: string; descending: boolean } | null; filters: Record<string, string> };

/** The list route's query (market.routes): page, pageSize 20, sort ('-' first when descending), filter[column]. */
export function listParams(query: GridQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, pageSize: DATA_TABLE_PAGE_SIZE };
  if (query.sort) params.sort = `${query.sort.descending ? '-' : ''}${query.sort.column}`;
  for (const [column, value] of Object.entries(query.filters)) if (value.trim()) params[`filter[${column}]`] = value.trim();
  return params;
}

const FINISHED: readonly ContentAiTaskState[] = ['done', 'error', 'stopped'];
export const isFinished = (state: ContentAiTaskState): boolean => FINISHED.includes(state);

/** Each row's newest OCR task of this dataset (the 'analysed' column shows it while it runs or when it failed). */
export function rowTasks(view: OcrQueueView | undefined, dataset: string): Map<string, OcrTaskView> {
  const byRow = new Map<string, OcrTaskView>();
  for (const task of view?.tasks ?? []) {
    if (task.kind !== 'row' || task.dataset !== dataset || !task.rowId) continue;
    const held = byRow.get(task.rowId);
    if (!held || held.createdAt < task.createdAt) byRow.set(task.rowId, task);
  }
  return byRow;
}

/**
 * A run of the tool (the jobs one click queued): its tasks as the queue holds them, and once every one has ended, how
 * many files were processed (summarised) of how many: the completion message (spec 3 §8).
 */
export function runProgress(view: OcrQueueView | undefined, jobIds: readonly string[]): { tasks: OcrTaskView[]; finished: boolean; done: number; total: number } {
  const tasks = jobIds.map((id) => view?.tasks.find((task) => task.id === id)).filter((task): task is OcrTaskView => !!task);
  const finished = jobIds.length > 0 && tasks.length === jobIds.length && tasks.every((task) => isFinished(task.state));
  return { tasks, finished, done: tasks.filter((task) => task.state === 'done').length, total: jobIds.length };
}

const STATE_OF: Partial<Record<JobSnapshot['state'], ContentAiTaskState>> = { waiting: 'waiting', active: 'processing', progress: 'processing', completed: 'done' };

/**
 * The OCR queue moved by one job snapshot heard over /ws (before the whole of it is read again): the row's state and
 * progress at once. Another queue's snapshot, or one of a task not held, leaves the view as it is; a failure is left to
 * the read (the server words its reason).
 */
export function applyOcrSnapshot(view: OcrQueueView, job: JobSnapshot): OcrQueueView {
  if (job.queue !== OCR_QUEUE_NAME) return view;
  const index = view.tasks.findIndex((task) => task.id === job.jobId);
  if (index < 0) return view;
  const held = view.tasks[index];
  const state = STATE_OF[job.state] ?? held.state;
  const progress = state === 'done' ? 100 : typeof job.progress === 'number' ? job.progress : held.progress;
  if (state === held.state && progress === held.progress) return view;
  const tasks = view.tasks.map((task, at) => (at === index ? { ...task, state, progress } : task));
  return { ...view, tasks, processing: tasks.filter((task) => task.state === 'processing').length, waiting: tasks.filter((task) => task.state === 'waiting').length };
}

/**
 * The change log of the last data update (spec 3 §3): the newest entries that came with the newest one, i.e. the same
 * import (its id), or else the same origin and actor within the same minute (a seed, an edit).
 */
export function lastUpdate<E extends Pick<MarketChangeRecord, 'importId' | 'origin' | 'actorName' | 'changedAt'>>(entries: readonly E[]): E[] {
  const [newest] = entries;
  if (!newest) return [];
  if (newest.importId) return entries.filter((entry) => entry.importId === newest.importId);
  const minute = newest.changedAt.slice(0, 16);
  return entries.filter((entry) => !entry.importId && entry.origin === newest.origin && entry.actorName === newest.actorName && entry.changedAt.slice(0, 16) === minute);
}
