import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { quotaDayOf, unclaimedCutoff } from '@k9/domain';
import { UploadView } from './projections/storage-upload/storage-upload.entity.js';

export type UnclaimedUpload = { fileId: string; key: string };

/** Reads of the storage_upload read model (never cached: the quota must see every instance's uploads). */
@Injectable()
export class UploadsRepository {
  constructor(private readonly orm: MikroORM) {}

  /** Bytes the user uploaded on the Vietnam calendar day holding `now`. */
  async usedBytes(userId: string, now: number): Promise<number> {
    const { start, end } = quotaDayOf(now);
    const [row] = await this.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ used: string | null }>>(`SELECT sum(size)::text AS used FROM storage_upload WHERE uploaded_by = ? AND uploaded_at >= ? AND uploaded_at < ?`, [
        userId,
        new Date(start),
        new Date(end),
      ]);
    return Number(row?.used ?? 0);
  }

  /** Uploads nothing has named and whose bytes are still there, made more than a day before `now`, oldest first. */
  async unclaimed(now: number, limit: number): Promise<UnclaimedUpload[]> {
    const rows = await this.orm.em
      .fork()
      .find(UploadView, { claimedAt: null, removedAt: null, uploadedAt: { $lt: new Date(unclaimedCutoff(now)) } }, { orderBy: { uploadedAt: 'asc' }, limit, fields: ['fileId', 'key'] });
    return rows.map(({ fileId, key }) => ({ fileId, key }));
  }
}
