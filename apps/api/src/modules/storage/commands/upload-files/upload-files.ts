import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { UPLOAD_MAX_MB, type UploadManyFileResponse, type UploadPurpose } from '@k9/contracts';
import { remainingBytes, type EventMetadata } from '@k9/domain';
import { AppConfig } from '../../../../config/app-config.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { receiveFiles, withTempDir } from '../../multipart.js';
import { UploadQuotas } from '../../upload-quota.js';
import { UploadsService } from '../../uploads.service.js';

/** A multipart upload received into a temporary directory, within the purpose's size and what is left of today's quota, then stored. */
@Injectable()
export class UploadFiles {
  constructor(
    private readonly uploads: UploadsService,
    private readonly quotas: UploadQuotas,
    private readonly config: AppConfig,
  ) {}

  async run(purpose: UploadPurpose, user: SessionUser, request: Request, response: Response, metadata: EventMetadata): Promise<UploadManyFileResponse> {
    this.uploads.assertPurposeAllowed(purpose, user);
    const maxMb = Math.min(UPLOAD_MAX_MB[purpose], this.config.uploadMaxFileMb ?? Infinity);
    // What is left today bounds what the temporary directory may take; the exact check runs again before storing.
    const now = Date.now();
    const quota = await this.quotas.of(user, now);
    if (remainingBytes(quota) === 0) throw this.quotas.exceeded(quota, now);
    return withTempDir(join(this.config.dataDir, 'tmp'), async (dir) => {
      const received = await receiveFiles(request, response, dir, { maxMb, maxTotalBytes: remainingBytes(quota), overTotal: () => this.quotas.exceeded(quota, now) });
      return { files: await this.uploads.store(received, purpose, user, metadata) };
    });
  }
}
