import { HttpException } from '@nestjs/common';
import type { ApprovalItemError, ApprovalProgress, ApprovalState } from '@k9/contracts';
import { DomainError, EventTooLargeError, PUBLISHING_MESSAGES as M } from '@k9/domain';
import { HTTP_MESSAGES } from '../../../platform/http/error-messages.js';

export const APPROVAL_JOB = 'approve-generations';

/** What the job returns (and BullMQ keeps as its return value). */
export type ApprovalResult = ApprovalProgress & { stopped: boolean; errors: ApprovalItemError[] };

/** The job's progress value: the counts and the errors so far. */
export type ApprovalProgressValue = ApprovalProgress & { errors: ApprovalItemError[] };

export const isApprovalProgress = (value: unknown): value is ApprovalProgressValue =>
  !!value && typeof value === 'object' && typeof (value as ApprovalProgress).done === 'number' && typeof (value as ApprovalProgress).total === 'number';

/** A batch as the screen shows it; the spec's summary lines once it has ended (a stopped batch too: X of N were published). */
export const approvalState = (
  at: { queue: string; jobId: string },
  progress: ApprovalProgressValue,
  state: ApprovalState['state'],
  failedReason: string | null = null,
): ApprovalState => {
  const { done, total, published, failed, currentId, errors } = progress;
  const summary = state === 'running' || state === 'failed' ? [] : [M.approveSummary(published, total), ...(failed > 0 ? [M.approveErrors(failed)] : [])];
  return { queue: at.queue, jobId: at.jobId, done, total, published, failed, currentId: state === 'running' ? currentId : null, state, failedReason, errors, summary };
};

/** The Vietnamese message of one record's refusal; anything unexpected is the spec's publish error. */
export const publishErrorMessage = (error: unknown): string => {
  if (error instanceof DomainError) return error.message;
  // The store refused a record too large for one event: the batch goes on, and this record says why.
  if (error instanceof EventTooLargeError) return HTTP_MESSAGES.eventTooLarge;
  if (error instanceof HttpException) {
    const body = error.getResponse();
    const message = typeof body === 'object' && body && 'message' in body ? (body as { message: unknown }).message : null;
    if (typeof message === 'string') return message;
  }
  return M.publishFailed;
};
