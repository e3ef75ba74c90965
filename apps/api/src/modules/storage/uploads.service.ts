import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import { BadRequestException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { ROUTES, UPLOAD_MESSAGES, uploadPurposesFor, type UploadedFile, type UploadPurpose } from '@k9/contracts';
import { foldStream, uploadDecider, uploadStreamId, type EventMetadata, type EventStore, type UploadDetails, type UploadState } from '@k9/domain';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { CommandPath } from '../../platform/commands/command-path.js';
import { DeciderCommand } from '../../platform/commands/decider-command.js';
import type { SessionUser } from '../identity/session/session-user.js';
import { newFileKey, safeFileName } from './file-key.js';
import { acceptedFor, contentTypeOf, sniffFileType, SNIFF_BYTES, type FileExt } from './file-types.js';
import { UPLOAD_PROJECTION } from './projections/storage-upload/storage-upload.projection.js';
import { FILE_STORAGE, type FileStorage } from './storage.port.js';
import { UploadQuotas } from './upload-quota.js';

const readHead = async (path: string): Promise<Buffer> => {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
};

@Injectable()
export class UploadsService {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly commands: CommandPath,
    private readonly quotas: UploadQuotas,
  ) {}

  /** 403 unless the user's role may upload for this purpose (learners: images only). */
  assertPurposeAllowed(purpose: UploadPurpose, user: SessionUser): void {
    if (!uploadPurposesFor(user).includes(purpose)) throw new ForbiddenException({ statusCode: 403, message: UPLOAD_MESSAGES.purposeNotAllowed, code: 'UPLOAD_PURPOSE_NOT_ALLOWED' });
  }

  /**
   * Checks every received file by its bytes first (one refused file stores none), then, if they fit whole in the
   * user's quota for today, stores them under keys of our own and records a FileUploaded for each. Bytes whose upload
   * could not be recorded are removed again.
   */
  async store(files: Express.Multer.File[], purpose: UploadPurpose, user: SessionUser, metadata: EventMetadata): Promise<UploadedFile[]> {
    const exts = await Promise.all(
      files.map(async (file): Promise<FileExt> => {
        const type = sniffFileType(await readHead(file.path), file.originalname);
        if (!acceptedFor(purpose, type)) throw new BadRequestException({ statusCode: 400, message: UPLOAD_MESSAGES.wrongType[purpose], code: 'UNSUPPORTED_FILE_TYPE' });
        return type;
      }),
    );
    const uploads = files.map((file, index) => {
      const fileId = randomUUID();
      const ext = exts[index];
      const details: UploadDetails = {
        key: newFileKey(fileId, ext, new Date(metadata.occurredAt)),
        fileName: safeFileName(file.originalname, ext),
        contentType: contentTypeOf(ext),
        size: file.size,
        purpose,
        uploadedBy: user.id,
      };
      return { fileId, path: file.path, details };
    });
    const total = uploads.reduce((sum, { details }) => sum + details.size, 0);
    await this.quotas.spend(user, total, Date.parse(metadata.occurredAt), () => this.keep(uploads, metadata));
    return uploads.map(({ details: { key, fileName, size, contentType } }) => ({ fileUrl: ROUTES.file(key), url: ROUTES.file(key), fileName, size, contentType }));
  }

  /** What was recorded about a stored file. */
  async find(fileId: string): Promise<UploadState> {
    return (await foldStream(this.events, uploadDecider, uploadStreamId(fileId))).state;
  }

  /** Stores the bytes, then records each upload; the uploads' read model (the quota) shows them before this returns. */
  private async keep(uploads: Array<{ fileId: string; path: string; details: UploadDetails }>, metadata: EventMetadata): Promise<void> {
    const unrecorded = new Set<string>();
    try {
      for (const { path, details } of uploads) {
        unrecorded.add(details.key);
        await this.storage.put(details.key, path, details);
      }
      for (const [index, { fileId, details }] of uploads.entries()) {
        // Waiting for the read model after the last one is enough: it applies them in order.
        const readModels = index === uploads.length - 1 ? [UPLOAD_PROJECTION] : [];
        await this.commands.execute(new DeciderCommand(uploadDecider, uploadStreamId(fileId), { type: 'RecordUpload', data: details }, metadata), readModels);
        unrecorded.delete(details.key);
      }
    } catch (error) {
      await Promise.all([...unrecorded].map((key) => this.storage.delete(key).catch(() => undefined)));
      throw error;
    }
  }
}
