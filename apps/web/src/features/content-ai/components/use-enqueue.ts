import type { ContentAiQueue, VoiceSource } from '@k9/domain/content-ai/content-ai.types';
import type { DiagramMode } from '@k9/domain/content/content.types';
import { errorMessage, refusalReason } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { enqueuedNotice } from '../content-ai-queue';
import { useEnqueueContentAiMutation } from '../content-ai.api';
import { CONTENT_AI_TEXT as TEXT } from '../content-ai.messages';

/**
 * Queues records and says the outcome in one toast: how many were queued and why any were left out, or the server's
 * Vietnamese reason when none was (already queued, no summary, an avatar or a voice already there, an incomplete
 * diagram config). Answers the tasks made (null when none was). `form` names the toast's place on screen.
 */
export function useEnqueue(form: string) {
  const [enqueue, state] = useEnqueueContentAiMutation();
  const toast = useFormToast(form);
  const run = async (queue: ContentAiQueue, recordIds: number[], options: { source?: VoiceSource; mode?: DiagramMode } = {}): Promise<string[] | null> => {
    try {
      const answer = await enqueue({ queue, recordIds, ...options }).unwrap();
      const notice = enqueuedNotice(queue, answer);
      toast[notice.level](notice.text);
      return answer.taskIds;
    } catch (error) {
      const refusal = refusalReason(error);
      if (refusal) toast.warning(refusal);
      else toast.error(errorMessage(error, TEXT.queueFailed(queue)));
      return null;
    }
  };
  return { enqueue: run, isLoading: state.isLoading };
}
