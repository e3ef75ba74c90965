import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertNever, fileKeysIn, type RecordedEvent, type UploadEvent } from '@k9/domain';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';
import { FILE_CLAIMING_EVENTS } from '../../file-claims.js';
import { UploadView } from './storage-upload.entity.js';

export const UPLOAD_PROJECTION = 'storage-upload';

const isUploadEvent = (event: RecordedEvent): event is RecordedEvent<UploadEvent> => event.type === 'FileUploaded' || event.type === 'FileRemoved';

@Injectable()
@ReadModelProjection()
export class UploadProjection implements Projection {
  readonly name = UPLOAD_PROJECTION;
  readonly eventTypes = ['FileUploaded', 'FileRemoved', ...FILE_CLAIMING_EVENTS] as const;
  readonly tables = ['storage_upload'] as const;

  /**
   * Uploads first, then claims, then removals: a record can only name a file after its upload answered, and a claim
   * never un-claims, so applying a batch in that order gives the same rows as one event at a time.
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
    for (const { key, at } of removals) await em.nativeUpdate(UploadView, { key }, { removedAt: at });
  }
}
