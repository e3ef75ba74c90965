import type { ApiContext } from '../../platform/context.js';
import { Migration009StorageUploads } from './migrations/009-storage-uploads.js';
import { Migration079StorageFileClaims } from './migrations/079-storage-file-claims.js';
import { UploadView } from './projections/storage-upload/storage-upload.entity.js';
import { StorageModule } from './storage.module.js';

export const storageContext: ApiContext = {
  name: 'storage',
  module: StorageModule,
  entities: [UploadView],
  migrations: [
    { name: '009-storage-uploads', class: Migration009StorageUploads },
    { name: '079-storage-file-claims', class: Migration079StorageFileClaims },
  ],
};
