import { AI_SUMMARY_PAGE_SIZE } from '@k9/contracts/content/ai-summary/ai-summary.routes';
import { useMemo } from 'react';
import { useListAiSummariesQuery } from '../../content/content.api';
import { overviewOf } from './company-summary-rules';

/** The published company summaries, live: the list follows 'ai-summary.changed' over /ws (content.api's listAiSummaries). */
export const useCompanySummaries = () => useListAiSummariesQuery({ kind: 'reportDN', status: 'published', pageSize: AI_SUMMARY_PAGE_SIZE });

/** A ticker's saved overview (the newest company summary of exactly that ticker), live; null while none exists. */
export function useCompanyOverview(ticker: string) {
  const list = useCompanySummaries();
  const overview = useMemo(() => overviewOf(list.data?.data, ticker), [list.data, ticker]);
  return { overview, isLoading: list.isLoading, error: list.error };
}
