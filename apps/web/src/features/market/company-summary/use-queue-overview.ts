import { useState } from 'react';
import { errorStatus, failureMessage, refusalReason } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useCompanySummaryQueueQuery, useQueueCompanySummaryMutation } from './company-summary.api';
import { unfinishedTaskOf } from './company-summary-rules';
import { COMPANY_SUMMARY_TEXT as T } from './company-summary.messages';

/**
 * Queues a ticker's company summary (spec 3 §4-5) and follows its task: whether one waits or runs for the ticker, and
 * the warning of the task this screen queued when it ended in error (no result, an unparsable reply). A refusal
 * (empty ticker, no data, already queued, the daily limit) is told as the server words it; anything else as
 * 'Lỗi khi tạo tổng quan'.
 */
export function useQueueOverview(ticker: string, options: { skip?: boolean } = {}) {
  const queue = useCompanySummaryQueueQuery(undefined, { skip: options.skip });
  const [send, { isLoading }] = useQueueCompanySummaryMutation();
  const toast = useFormToast('company-summary');
  const [taskId, setTaskId] = useState<string | null>(null);
  const running = unfinishedTaskOf(queue.data, ticker);
  const mine = taskId ? queue.data?.tasks.find((task) => task.id === taskId) : undefined;

  const start = async (wanted = ticker): Promise<boolean> => {
    const trimmed = wanted.trim();
    if (!trimmed) {
      toast.warning(T.tickerRequired);
      return false;
    }
    try {
      const queued = await send(trimmed).unwrap();
      setTaskId(queued.taskId);
      toast.success(T.queued(queued.ticker));
      return true;
    } catch (error) {
      const status = errorStatus(error);
      if (typeof status === 'number' && status < 500 && refusalReason(error)) toast.warning(refusalReason(error)!);
      else toast.error(failureMessage(T.failed, error));
      return false;
    }
  };

  return { start, sending: isLoading, running, warning: mine?.state === 'error' ? mine.error : null, queue };
}
