import { join } from 'node:path';
import { BadRequestException, Controller, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { isUploadPurpose, ROUTES, UPLOAD_FIELD, UPLOAD_MAX_MB, UPLOAD_MESSAGES, UPLOAD_PURPOSES, type UploadManyFileResponse, type UploadPurpose } from '@k9/contracts';
import { AppConfig } from '../../config/app-config.js';
import { metadataFor } from '../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../identity/guards/guards.js';
import type { SessionUser } from '../identity/session/session-user.js';
import { receiveFiles, withTempDir } from './multipart.js';
import { UploadsService } from './uploads.service.js';

const purposeOf = (raw: unknown): UploadPurpose => {
  if (raw === undefined || raw === '') return 'any';
  if (typeof raw === 'string' && isUploadPurpose(raw)) return raw;
  throw new BadRequestException({ statusCode: 400, message: UPLOAD_MESSAGES.invalidPurpose, code: 'INVALID_PURPOSE' });
};

@ApiTags('storage')
@Controller()
export class UploadController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly config: AppConfig,
  ) {}

  @Post(ROUTES.uploadManyFile)
  @SignedIn()
  @ApiOperation({ summary: 'Tải lên nhiều tệp (trường "files", tối đa 10); trả về files[] với fileUrl, url, fileName, size, contentType' })
  @ApiConsumes('multipart/form-data')
  @ApiQuery({ name: 'purpose', required: false, enum: UPLOAD_PURPOSES, description: 'image 5 MB, audio 50 MB, video 200 MB, document và any 20 MB' })
  @ApiBody({ schema: { type: 'object', properties: { [UPLOAD_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' } } } } })
  async upload(
    @Query('purpose') rawPurpose: unknown,
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UploadManyFileResponse> {
    const purpose = purposeOf(rawPurpose);
    const maxMb = Math.min(UPLOAD_MAX_MB[purpose], this.config.uploadMaxFileMb ?? Infinity);
    return withTempDir(join(this.config.dataDir, 'tmp'), async (dir) => {
      const received = await receiveFiles(request, response, dir, maxMb);
      return { files: await this.uploads.store(received, purpose, user.id, metadataFor(request, user)) };
    });
  }
}
