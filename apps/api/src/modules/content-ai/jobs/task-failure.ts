import { HttpException } from '@nestjs/common';
import { AI_ERROR_TEXTS, generationErrorText } from '@k9/domain';
import { AiCallError } from '../../../platform/ai/ai.types.js';
import { JobFailure, type JobContext } from '../../../platform/jobs/job.js';

/**
 * A task's failure as the queue modal shows it: the gateway's worded error (a provider that is not configured names
 * what to set; 529/overloaded gives the overload message) behind the queue's own prefix; a learner's task tells its
 * owner only the failure's kind. A stop is not a failure of the task: it goes on as the stop it is.
 */
export function taskFailure(error: unknown, job: JobContext, worded: (reason: string) => string, owner: 'admin' | 'learner' = 'admin'): unknown {
  if (job.signal.aborted || error instanceof JobFailure) return error;
  // A learner is told the kind of failure in Vietnamese, never the provider's own text (that stays in the detail for admins).
  if (owner === 'learner' && error instanceof AiCallError) return new JobFailure(worded(AI_ERROR_TEXTS[error.kind]), worded(generationErrorText(error.kind, error.text)));
  const reason =
    error instanceof AiCallError
      ? generationErrorText(error.kind, error.text)
      : error instanceof HttpException
        ? messageOf(error)
        : generationErrorText('failed', error instanceof Error ? error.message : String(error));
  const message = worded(reason);
  return new JobFailure(message, message);
}

const messageOf = (error: HttpException): string => {
  const body = error.getResponse() as { message?: unknown } | string;
  return typeof body === 'string' ? body : String(Array.isArray(body.message) ? body.message[0] : (body.message ?? error.message));
};
