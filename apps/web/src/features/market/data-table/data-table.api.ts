import type { AiSummaryRecord } from '@k9/contracts/content/ai-summary/ai-summary.routes';
import type { AnalysedRowsResponse, DocumentExtractView, OcrQueued, OcrQueueView } from '@k9/contracts/market/document-summaries';
import { DOCUMENT_SUMMARY_ROUTES, OCR_QUEUE_NAME } from '@k9/contracts/market/document-summaries';
import type { MarketChangesResponse, MarketListResponse } from '@k9/contracts/market/market.routes';
import { MARKET_ROUTES } from '@k9/contracts/market/market.routes';
import type { MarketDataset } from '@k9/domain/market/market.datasets';
import { baseApi } from '../../../api/base-api';
import { followServer } from '../../../api/follow-server';
import { applyOcrSnapshot, isFinished } from './data-table-rules';

/** How long the queue waits after a burst of its job events before reading the whole of it again. */
const SETTLE_MS = 300;
/** Only while the socket is down, and only while tasks run. */
const FALLBACK_POLL_MS = 10_000;
const QUEUE_TAG = { type: 'DataTable' as const, id: 'ocr-queue' };
const analysedTag = (dataset: string) => ({ type: 'DataTable' as const, id: `analysed:${dataset}` });
const summariesTag = (dataset: string) => ({ type: 'DataTable' as const, id: `summaries:${dataset}` });

export type DataTableRowsArgs = { dataset: MarketDataset; params: Record<string, string | number> };
export type QueueOcrArgs = { dataset: MarketDataset; rowIds: string[]; instruction: string };
export type SummariesResponse = { data: AiSummaryRecord[]; message: string | null };

const unfinished = (view: OcrQueueView | undefined) => !!view?.tasks.some((task) => !isFinished(task.state));

/** The data-tables page (issue 33 §1): one page of a dataset, the OCR tool and its queue (live over /ws), a row's summaries. */
export const dataTableApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dataTableRows: build.query<MarketListResponse, DataTableRowsArgs>({
      query: ({ dataset, params }) => ({ url: MARKET_ROUTES[dataset], params }),
    }),
    /** The 'analysed' column: read again whenever an OCR task of the caller's ends (job.updated over /ws). */
    analysedRows: build.query<string[], MarketDataset>({
      query: (dataset) => DOCUMENT_SUMMARY_ROUTES.analysed(dataset),
      transformResponse: (response: AnalysedRowsResponse) => response.rowIds,
      providesTags: (_result, _error, dataset) => [analysedTag(dataset)],
      ...followServer<string[], MarketDataset>({
        readsAgain: (dataset) => [analysedTag(dataset), summariesTag(dataset)],
        listen: (entry) =>
          entry.on('job.updated', (job) => {
            if (job.queue === OCR_QUEUE_NAME && job.state === 'completed') entry.readAgain();
          }),
      }),
    }),
    /** The caller's OCR tasks, each row's progress patched in as its job.updated arrives. */
    ocrQueue: build.query<OcrQueueView, void>({
      query: () => DOCUMENT_SUMMARY_ROUTES.queue,
      providesTags: [QUEUE_TAG],
      ...followServer<OcrQueueView, void>({
        readsAgain: () => [QUEUE_TAG],
        listen: (entry) => {
          let settling: ReturnType<typeof setTimeout> | undefined;
          entry.onRemoved(() => clearTimeout(settling));
          entry.on('job.updated', (job) => {
            if (job.queue !== OCR_QUEUE_NAME) return;
            entry.patch((held) => applyOcrSnapshot(held as OcrQueueView, job));
            clearTimeout(settling);
            settling = setTimeout(entry.readAgain, SETTLE_MS);
          });
        },
        pollWhileDown: { everyMs: FALLBACK_POLL_MS, until: unfinished },
      }),
    }),
    /** 202 { jobIds, rows, skipped, message }; 400/403/429 with the server's Vietnamese reason. */
    queueOcr: build.mutation<OcrQueued, QueueOcrArgs>({
      query: ({ dataset, rowIds, instruction }) => ({ url: DOCUMENT_SUMMARY_ROUTES.ocr(dataset), method: 'POST', body: { rowIds, instruction } }),
      invalidatesTags: [QUEUE_TAG],
    }),
    rowSummaries: build.query<SummariesResponse, { dataset: MarketDataset; rowId: string }>({
      query: ({ dataset, rowId }) => ({ url: DOCUMENT_SUMMARY_ROUTES.summaries(dataset), params: { rowId } }),
      providesTags: (_result, _error, { dataset }) => [summariesTag(dataset)],
    }),
    summaryText: build.query<DocumentExtractView, number>({
      query: (summaryId) => DOCUMENT_SUMMARY_ROUTES.summaryText(summaryId),
    }),
    /** Admins: the change log of a dataset, newest first. */
    marketChanges: build.query<MarketChangesResponse, MarketDataset>({
      query: (dataset) => ({ url: MARKET_ROUTES.changes, params: { dataset, pageSize: 100 } }),
    }),
  }),
});

export const { useDataTableRowsQuery, useAnalysedRowsQuery, useOcrQueueQuery, useQueueOcrMutation, useRowSummariesQuery, useSummaryTextQuery, useMarketChangesQuery } = dataTableApi;
