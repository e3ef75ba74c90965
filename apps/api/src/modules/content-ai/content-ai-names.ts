import type { ContentAiQueue } from '@k9/domain';
import { CONTENT_AI_QUEUE_NAMES } from '@k9/contracts';
import type { QueueSettings } from '../../platform/jobs/jobs.options.js';

/** The BullMQ queue of each generation queue (named in contracts: the web reads them in /ws messages), and its one job name. */
export { CONTENT_AI_QUEUE_NAMES };
export const CONTENT_AI_JOB_NAMES = { image: 'generate-avatar', diagram: 'generate-diagram', voice: 'generate-voice' } as const satisfies Record<ContentAiQueue, string>;

/** The queues this server runs: all three (the pipe still answers 404 for a queue a server would not run). */
export const SERVED_QUEUES = ['image', 'diagram', 'voice'] as const satisfies readonly ContentAiQueue[];
export type ServedQueue = (typeof SERVED_QUEUES)[number];
export const isServedQueue = (queue: string): queue is ServedQueue => (SERVED_QUEUES as readonly string[]).includes(queue);

/**
 * Spec 3 §4: one task at a time, 1 s between tasks. Concurrency 1 per instance, and the queue's global concurrency is
 * set to 1 at boot (ContentAiQueues) so that several instances still run one; the limiter starts at most one task per
 * second across instances. JobsModule's `queues` option can shorten the pause (the tests do).
 */
export const CONTENT_AI_QUEUE_SETTINGS: QueueSettings = { concurrency: 1, limiter: { max: 1, duration: 1000 } };

/** Spec 3 §4, §9: 2 s between repeated diagrams of one record. */
export const DIAGRAM_REPEAT_PAUSE_MS = 2000;

/** The diagram queue's settings: JobsModule's `queues` option may also shorten the pause between repeats (the tests do). */
export type DiagramQueueSettings = QueueSettings & { repeatPauseMs?: number };
