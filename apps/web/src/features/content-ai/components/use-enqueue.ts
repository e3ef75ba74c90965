import type { ContentAiQueue, VoiceSource } from '@k9/domain/content-ai/content-ai.types';
import { errorMessage, refusalReason } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { enqueuedNotice } from '../content-ai-queue';
import { useEnqueueContentAiMutation } from '../content-ai.api';
import { CONTENT_AI_TEXT as TEXT } from '../content-ai.messages';

/**
 * Queues records and says the outcome in one toast: how many were queued and why any were left out, or the server's
 * Vietnamese reason when none was (already queued, no summary, an avatar or a voice already there). `form` names the
 * toast's place on screen.
 */
export function useEnqueue(form: string) {
  const [enqueue, state] = useEnqueueContentAiMutation();
  const toast = useFormToast(form);
  const run = async (queue: ContentAiQueue, recordIds: number[], source?: VoiceSource): Promise<boolean> => {
    try {
      const answer = await enqueue({ queue, recordIds, source }).unwrap();
      const notice = enqueuedNotice(queue, answer);
      toast[notice.level](notice.text);
      return true;
    } catch (error) {
      const refusal = refusalReason(error);
      if (refusal) toast.warning(refusal);
      else toast.error(errorMessage(error, TEXT.queueFailed(queue)));
      return false;
    }
  };
  return { enqueue: run, isLoading: state.isLoading };
}
