import type { DiagramMode, VoiceSource } from '@k9/domain';
import type { AiJobPayload } from '../../platform/ai/ai-job.js';

/**
 * One queue task: the record it makes something for, its title as the modal shows it, and who asked. `requestId` is
 * unique per accepted request (so a task's result names the request that made it); the job id is the record's, so a
 * record has at most one task waiting or running in a queue.
 */
export type ContentAiTaskPayload = AiJobPayload & {
  recordId: number;
  title: string;
  source?: VoiceSource;
  mode?: DiagramMode;
};

/** The task's job key: the record (BullMQ keeps one job per id, atomically). */
export const taskKey = (payload: Pick<ContentAiTaskPayload, 'recordId'>): string => String(payload.recordId);
