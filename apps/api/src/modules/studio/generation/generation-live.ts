import { Injectable, Logger } from '@nestjs/common';
import type { GenerationEvent, RecordedEvent } from '@k9/domain';
import { RealtimePublisher } from '../../../platform/realtime/realtime.publisher.js';
import { GenerationQueue } from './generation-queue.js';
import { GenerationsRepository, toGenerationRecord } from './generations.repository.js';

/** Events after which an admin's queue looks different. */
const MOVES_QUEUE = new Set<GenerationEvent['type']>(['GenerationRequested', 'GenerationCompleted', 'GenerationFailed', 'GenerationRemoved', 'GenerationDeleted']);

/**
 * What follows a committed change of a record: the admin's next request gets its job when a run ended, and the
 * admin's open tabs (their user room, nobody else) get the record as it now is, and the queue again when it moved.
 * Runs after the projection's commit, so reads see the change.
 */
@Injectable()
export class GenerationLive {
  private readonly logger = new Logger('StudioGeneration');

  constructor(
    private readonly realtime: RealtimePublisher,
    private readonly generations: GenerationsRepository,
    private readonly queue: GenerationQueue,
  ) {}

  changed(events: RecordedEvent<GenerationEvent>[]): void {
    void this.push(events).catch((error: unknown) => this.logger.warn(`live update: ${(error as Error).message}`));
  }

  private async push(events: RecordedEvent<GenerationEvent>[]): Promise<void> {
    const queues = new Set<string>();
    const last = new Map<number, RecordedEvent<GenerationEvent>>();
    for (const event of events) last.set(event.data.generationId, event);
    for (const [id, event] of last) {
      const view = await this.generations.find(id);
      const ownerId = view?.ownerId ?? event.metadata.actorId;
      if (!ownerId) continue;
      this.realtime.toUser(ownerId, 'studio.generation.changed', { id, change: event.type, record: view ? toGenerationRecord(view) : null });
    }
    for (const event of events) {
      if (!MOVES_QUEUE.has(event.type)) continue;
      const ownerId = event.metadata.actorId;
      if (ownerId) queues.add(ownerId);
    }
    for (const ownerId of queues) {
      // A run ended or the queue changed: the admin's next request starts (one at a time, in order).
      await this.queue.ensureRunning(ownerId).catch((error: unknown) => this.logger.warn(`next request of ${ownerId}: ${(error as Error).message}`));
      await this.queue.push(ownerId);
    }
  }
}
