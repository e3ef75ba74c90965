import { Injectable } from '@nestjs/common';
import type { EventMetadata } from '@k9/domain';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { generationNotFound } from '../../generation-id.js';
import { GenerationQueue } from '../../generation-queue.js';
import { GenerationWriter } from '../../generation-writer.js';
import { GenerationsRepository } from '../../generations.repository.js';

/** A record leaves the history (its events stay); a waiting request also leaves the queue, and the next one runs. */
@Injectable()
export class DeleteGeneration {
  constructor(
    private readonly writer: GenerationWriter,
    private readonly generations: GenerationsRepository,
    private readonly queue: GenerationQueue,
  ) {}

  async run(id: number, user: SessionUser, metadata: EventMetadata): Promise<void> {
    const view = await this.generations.findOwned(id, user.id);
    if (!view) throw generationNotFound();
    await this.writer.end(id, user, { type: 'DeleteGeneration', data: { generationId: id } }, metadata);
    if (view.status === 'waiting') {
      await this.queue.stop(id);
      await this.queue.ensureRunning(user.id);
    }
  }
}
