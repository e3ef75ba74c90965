import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertNever, fileKeysIn, type RecordedEvent, type UploadEvent } from '@k9/domain';
import { executeBound } from '../../../../platform/database/execute-bound.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';
import { Contributions } from '../../../../platform/contributions.js';
import { FILE_CLAIMS } from '../../file-claims.js';
import { UploadView } from './storage-upload.entity.js';

export const UPLOAD_PROJECTION = 'storage-upload';

const isUploadEvent = (event: RecordedEvent): event is RecordedEvent<UploadEvent> => event.type === 'FileUploaded' || event.type === 'FileRemoved';

@Injectable()
@ReadModelProjection()
export class UploadProjection implements Projection {
  readonly name = UPLOAD_PROJECTION;
  /** Uploads and removals, and the events the contexts declared as naming files (FILE_CLAIMS). */
  readonly eventTypes: readonly string[];
  readonly tables = ['storage_upload', 'storage_file_claim'] as const;

  constructor(contributions: Contributions) {
    this.eventTypes = ['FileUploaded', 'FileRemoved', ...new Set(contributions.to(FILE_CLAIMS))];
  }

  /**
   * Uploads first, then claims, then removals: a record can only name a file after its upload answered, and a claim
   * never un-claims, so applying a batch in that order gives the same rows as one event at a time. storage_upload keeps
   * the first claim (the clean-up's concern); storage_file_claim every record that ever named the file (who may read it).
   */
  async apply(em: EntityManager, events: RecordedEvent[]): Promise<void> {
    const uploads: Array<Partial<UploadView>> = [];
    const claims: Array<{ keys: string[]; at: Date; by: string }> = [];
    const removals: Array<{ key: string; at: Date }> = [];
    for (const event of events) {
      const at = new Date(event.metadata.occurredAt);
      if (!isUploadEvent(event)) {
        const keys = fileKeysIn(event.data);
        if (keys.length) claims.push({ keys, at, by: event.streamId });
        continue;
      }
      switch (event.type) {
        case 'FileUploaded': {
          const { key, size, purpose, uploadedBy } = event.data;
          uploads.push({ fileId: event.streamId.slice('upload-'.length), key, size, purpose, uploadedBy, uploadedAt: at, lastPosition: event.globalPosition });
          break;
        }
        case 'FileRemoved':
          removals.push({ key: event.data.key, at });
          break;
        default:
          assertNever(event);
      }
    }
    if (uploads.length) await em.upsertMany(UploadView, uploads);
    for (const { keys, at, by } of claims) await em.nativeUpdate(UploadView, { key: { $in: keys }, claimedAt: null }, { claimedAt: at, claimedBy: by });
    const named = claims.flatMap(({ keys, by }) => keys.map((key) => ({ key, claimant: by })));
    // Only our uploads: a text that happens to name some other key claims nothing.
    if (named.length) {
      await executeBound(
        em,
        `INSERT INTO storage_file_claim (key, claimant)
         SELECT DISTINCT c.key, c.claimant FROM jsonb_to_recordset(?::jsonb) AS c(key text, claimant text)
         WHERE EXISTS (SELECT 1 FROM storage_upload u WHERE u.key = c.key)
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(named)],
      );
    }
    for (const { key, at } of removals) await em.nativeUpdate(UploadView, { key }, { removedAt: at });
  }
}
