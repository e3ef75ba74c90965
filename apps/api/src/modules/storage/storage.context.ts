import { STORAGE_AUDIT } from '@k9/domain';
import type { ApiContext } from '../../platform/context.js';
import { AUDITED } from '../audit/audit-log.js';
import { Migration009StorageUploads } from './migrations/009-storage-uploads.js';
import { Migration079StorageFileClaims } from './migrations/079-storage-file-claims.js';
import { UploadView } from './projections/storage-upload/storage-upload.entity.js';
import { StorageModule } from './storage.module.js';

export const storageContext: ApiContext = {
  name: 'storage',
  module: StorageModule,
  contributes: [AUDITED.with([STORAGE_AUDIT])],
  entities: [UploadView],
  migrations: [
    { name: '009-storage-uploads', class: Migration009StorageUploads },
    { name: '079-storage-file-claims', class: Migration079StorageFileClaims },
  ],
};
