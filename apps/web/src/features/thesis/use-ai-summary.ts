import { refusalMessage } from '../../api/errors';
import type { FormToast } from '../../app/use-form-toast';
import { useThesisAiSummaryMutation, type ThesisAiSummary } from './thesis.api';
import { THESIS_TEXT as T } from './thesis.messages';

/**
 * An AI summary asked for on a form: the summary, or null after a warning (spec 2 §8.6: a provider failure says 'Không
 * thể tạo tóm tắt tự động. …' and the text already there stays; a refusal says the server's reason).
 */
export function useAiSummary(toast: FormToast) {
  const [ask, state] = useThesisAiSummaryMutation();
  const summarize = async (request: ThesisAiSummary): Promise<string | null> => {
    try {
      const answer = await ask(request).unwrap();
      if (answer.success) return answer.summary;
      toast.warning(answer.message || T.summaryFailed);
      return null;
    } catch (error) {
      toast.warning(refusalMessage(error, T.summaryFailed));
      return null;
    }
  };
  return { summarize, summarizing: state.isLoading };
}
