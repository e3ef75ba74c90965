import type { QueueSettings } from '../../../platform/jobs/jobs.options.js';

/** One BullMQ queue for the AI batches: each batch is one job (two batches may run side by side). */
export const AI_BATCH_QUEUE = 'content-ai-batches';
export const AI_BATCH_JOB = 'content-ai-batch';
export const AI_BATCH_QUEUE_SETTINGS: QueueSettings = { concurrency: 2 };
