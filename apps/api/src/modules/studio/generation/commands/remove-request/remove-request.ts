import { Injectable } from '@nestjs/common';
import type { EventMetadata } from '@k9/domain';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { GenerationQueue } from '../../generation-queue.js';
import { GenerationWriter } from '../../generation-writer.js';

/** A request leaves its admin's queue: the record ends first (nothing restarts its job), then its job stops and the next one runs. */
@Injectable()
export class RemoveRequest {
  constructor(
    private readonly writer: GenerationWriter,
    private readonly queue: GenerationQueue,
  ) {}

  async run(id: number, user: SessionUser, metadata: EventMetadata): Promise<void> {
    await this.writer.end(id, user, { type: 'RemoveGeneration', data: { generationId: id } }, metadata);
    await this.queue.stop(id);
    await this.queue.ensureRunning(user.id);
  }
}
