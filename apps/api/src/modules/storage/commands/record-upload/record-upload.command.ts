import type { EventMetadata, RecordUpload } from '@k9/domain';

/** Records a file whose bytes are already in storage (stream `upload-<fileId>`). */
export class RecordUploadCommand {
  constructor(
    readonly fileId: string,
    readonly command: RecordUpload,
    readonly metadata: EventMetadata,
  ) {}
}
