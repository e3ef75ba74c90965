import { BadRequestException, Controller, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { isUploadPurpose, ROUTES, UPLOAD_FIELD, UPLOAD_MESSAGES, UPLOAD_PURPOSES, type UploadManyFileResponse, type UploadPurpose } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { UploadFiles } from './upload-files.js';

const purposeOf = (raw: unknown): UploadPurpose => {
  if (raw === undefined || raw === '') return 'any';
  if (typeof raw === 'string' && isUploadPurpose(raw)) return raw;
  throw new BadRequestException({ statusCode: 400, message: UPLOAD_MESSAGES.invalidPurpose, code: 'INVALID_PURPOSE' });
};

@ApiTags('storage')
@Controller()
export class UploadFilesController {
  constructor(private readonly uploadFiles: UploadFiles) {}

  @Post(ROUTES.uploadManyFile)
  @SignedIn()
  @ApiOperation({
    summary:
      'Tải lên nhiều tệp (trường "files", tối đa 10); trả về files[] với fileUrl, url, fileName, size, contentType. Học viên chỉ được purpose=image; ' +
      'mỗi người có hạn mức dung lượng mỗi ngày (429 khi vượt); tệp không được cài đặt nào dùng tới bị xóa sau 24 giờ.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiQuery({ name: 'purpose', required: false, enum: UPLOAD_PURPOSES, description: 'image 5 MB, audio 50 MB, video 200 MB, document và any 20 MB; học viên: image' })
  @ApiBody({ schema: { type: 'object', properties: { [UPLOAD_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' } } } } })
  upload(
    @Query('purpose') rawPurpose: unknown,
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UploadManyFileResponse> {
    return this.uploadFiles.run(purposeOf(rawPurpose), user, request, response, metadataFor(request, user));
  }
}
