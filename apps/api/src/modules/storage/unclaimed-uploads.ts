import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { uploadDecider, uploadStreamId, type EventMetadata, type EventStore } from '@k9/domain';
import { CommandPath } from '../../platform/commands/command-path.js';
import { DeciderCommand } from '../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { catchUpWithLog } from '../../platform/projections/catch-up.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { UPLOAD_PROJECTION } from './projections/storage-upload/storage-upload.projection.js';
import { FILE_STORAGE, type FileStorage } from './storage.port.js';
import { UploadsRepository } from './uploads.repository.js';

const BATCH = 200;

/** Removes the uploads that nothing named within a day (see file-claims.ts): the bytes, then a FileRemoved. */
@Injectable()
export class UnclaimedUploads {
  private readonly logger = new Logger('Storage');

  constructor(
    private readonly uploads: UploadsRepository,
    private readonly commands: CommandPath,
    private readonly projections: ProjectionsService,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** Returns how many were removed. `jobId` (in each FileRemoved's metadata) ties them to the job run that wrote them. */
  async remove(now: number, jobId: string | null, signal?: AbortSignal): Promise<number> {
    // Every claim committed before this run started is in the read model before anything is judged unclaimed.
    await catchUpWithLog(this.projections, this.events, [UPLOAD_PROJECTION]);
    const runId = randomUUID();
    const metadata: EventMetadata = { actorId: null, actorEmail: null, correlationId: runId, causationId: runId, occurredAt: new Date(now).toISOString(), jobId };
    let removed = 0;
    for (;;) {
      const batch = await this.uploads.unclaimed(now, BATCH);
      for (const { fileId, key } of batch) {
        if (signal?.aborted) return removed;
        // Bytes first: a crash in between leaves a record whose retry deletes nothing and records the removal.
        await this.storage.delete(key);
        await this.commands.execute(new DeciderCommand(uploadDecider, uploadStreamId(fileId), { type: 'RemoveUpload', data: { reason: 'unclaimed' } }, metadata), [UPLOAD_PROJECTION]);
        removed++;
      }
      if (batch.length < BATCH) break;
    }
    if (removed) this.logger.log(`Removed ${removed} unclaimed upload(s) older than a day`);
    return removed;
  }
}
