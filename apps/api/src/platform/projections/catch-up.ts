import type { EventStore } from '@k9/domain';
import type { ProjectionsService } from './projections.service.js';

/**
 * Resolves once the named read models have applied every event committed so far, and answers that position (else 503
 * after the timeout, the read-your-writes one unless given). For what must not miss a write it did not make itself: a
 * sweep or a boot step that reads a read model, a command that wrote nothing because another request's events already
 * did it, a refusal that is only given once the read model is sure.
 */
export async function catchUpWithLog(projections: ProjectionsService, store: EventStore, readModels: readonly string[], timeoutMs?: number): Promise<number> {
  const head = await store.committedHead();
  await projections.waitFor(head, readModels, timeoutMs);
  return head;
}
