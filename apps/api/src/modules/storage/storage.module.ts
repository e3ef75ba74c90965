import { join } from 'node:path';
import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { UploadFiles } from './commands/upload-files/upload-files.js';
import { UploadFilesController } from './commands/upload-files/upload-files.controller.js';
import { FileAccess } from './file-access.js';
import { RemoveUnclaimedUploadsJob } from './jobs/remove-unclaimed-uploads.job.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { UploadProjection } from './projections/storage-upload/storage-upload.projection.js';
import { FilesController } from './queries/files/files.controller.js';
import { S3Storage } from './s3.storage.js';
import { FILE_STORAGE, type FileStorage } from './storage.port.js';
import { UnclaimedUploads } from './unclaimed-uploads.js';
import { UploadQuotas } from './upload-quota.js';
import { UploadsRepository } from './uploads.repository.js';
import { UploadsService } from './uploads.service.js';
import { WordPreviewController } from './word-preview/word-preview.controller.js';
import { WordPreviews } from './word-preview/word-previews.js';

/** STORAGE_DRIVER=s3 puts the bytes in a bucket; by default they go under DATA_DIR/uploads. */
const createFileStorage = (config: AppConfig): FileStorage =>
  config.storageDriver === 's3' && config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(join(config.dataDir, 'uploads'));

@Module({
  controllers: [UploadFilesController, FilesController, WordPreviewController],
  providers: [
    { provide: FILE_STORAGE, inject: [AppConfig], useFactory: createFileStorage },
    UploadsService,
    UploadFiles,
    UploadsRepository,
    FileAccess,
    UploadQuotas,
    UploadProjection,
    UnclaimedUploads,
    RemoveUnclaimedUploadsJob,
    WordPreviews,
  ],
  exports: [FILE_STORAGE, UploadsService],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  onApplicationShutdown(): Promise<void> {
    return this.storage.close();
  }
}
