import type { AiGenHistoryRecord, GenerationQueueItem } from './generation.routes.js';

/**
 * What /ws tells the admin who asked (every open tab of theirs, nobody else): the queue after each change, the step a
 * run is working on, and each record change with the record as it is now (a finished run carries its result).
 */
export type GenerationServerMessages = {
  'studio.generation.queue': { items: GenerationQueueItem[] };
  'studio.generation.step': { id: number; key: string; stepName: string; kind: string; state: 'running' | 'done' | 'skipped' };
  'studio.generation.changed': { id: number; change: string; record: AiGenHistoryRecord | null };
};
