import { COMPANY_SUMMARY_QUEUE_NAME } from '@k9/contracts';
import type { QueueSettings } from '../../../platform/jobs/jobs.options.js';
import type { AiJobPayload } from '../../../platform/ai/ai-job.js';

/** The BullMQ queue (named in contracts: the web reads it in /ws messages) and its one job name. */
export { COMPANY_SUMMARY_QUEUE_NAME };
export const COMPANY_SUMMARY_JOB_NAME = 'generate-company-summary';
export const COMPANY_SUMMARY_PURPOSE = 'market.company-summary';

/**
 * Spec 3 §4, §9: one task at a time, 1 s between tasks. Concurrency 1 per instance, global concurrency 1 set at boot
 * (CompanySummaryQueue), and the limiter starts at most one task a second; JobsModule's `queues` option can shorten
 * the pause (the tests do).
 */
export const COMPANY_SUMMARY_QUEUE_SETTINGS: QueueSettings = { concurrency: 1, limiter: { max: 1, duration: 1000 } };

/**
 * One task: the ticker (its job key, so a ticker has at most one task waiting or running) and the AI summary id kept
 * for its result when the task was accepted, so that a task run again after a restart finds its summary saved and
 * saves no second one. `requestId` is unique per accepted request.
 */
export type CompanySummaryPayload = AiJobPayload & { ticker: string; summaryId: number };
