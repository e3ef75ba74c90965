import { join } from 'node:path';
import { BadRequestException, Body, Controller, HttpCode, PayloadTooLargeException, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ContentImportJsonRequest, ContentImportTypeQuery, UPLOAD_FIELD, type ContentImportResponse } from '@k9/contracts';
import { CONTENT_IMPORT_LIMITS, CONTENT_IMPORT_MESSAGES as M } from '@k9/domain';
import { AppConfig } from '../../../../../config/app-config.js';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { receiveFiles, withTempDir } from '../../../../storage/multipart.js';
import { ContentImportService } from '../../content-import.service.js';

const MB = 1024 * 1024;
const PREVIEW =
  'trả về importId, số dòng (tổng, bỏ qua vì thiếu Title, hợp lệ, không hợp lệ), 10 dòng đầu, các dòng không hợp lệ kèm lý do, các cột không được đọc. ' +
  'Chưa có bản ghi nào được tạo: gửi POST /api/k9/import/{importId}/confirm để import.';

/** Imports, step 1 (spec 3 §5): the server parses and checks the file or the JSON text, and answers with the preview. */
@ApiTags('content')
@Controller('api/k9/import')
@AdminOnly()
export class PreviewImportController {
  constructor(
    private readonly imports: ContentImportService,
    private readonly config: AppConfig,
  ) {}

  @Post('file')
  @HttpCode(201)
  @ApiOperation({
    summary:
      `Xem trước import từ file (trường "${UPLOAD_FIELD}", một file .xlsx, .xls, .xlsm hoặc .json, tối đa ${CONTENT_IMPORT_LIMITS.fileMb} MB, ` +
      `${CONTENT_IMPORT_LIMITS.rows.toLocaleString('vi-VN')} dòng, giải nén tối đa ${CONTENT_IMPORT_LIMITS.unzippedMb} MB); ${PREVIEW}`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } } } })
  async file(@Query() query: ContentImportTypeQuery, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ContentImportResponse> {
    const maxBytes = CONTENT_IMPORT_LIMITS.fileMb * MB;
    return withTempDir(join(this.config.dataDir, 'tmp'), async (dir) => {
      const files = await receiveFiles(request, response, dir, {
        maxMb: CONTENT_IMPORT_LIMITS.fileMb,
        maxTotalBytes: maxBytes,
        overTotal: () => new PayloadTooLargeException({ statusCode: 413, message: M.fileTooLarge, code: 'FILE_TOO_LARGE' }),
      }).catch((error: unknown) => {
        // No file sent: say what to send, in the import's words.
        if ((error as { response?: { code?: string } }).response?.code === 'NO_FILES') throw new BadRequestException({ statusCode: 400, message: M.fileRequired, code: 'NO_FILE' });
        throw error;
      });
      if (files.length > 1) throw new BadRequestException({ statusCode: 400, message: M.oneFileOnly, code: 'ONE_FILE_ONLY' });
      return this.imports.previewFile(files[0], query.type, metadataFor(request, admin));
    });
  }

  @Post('json')
  @HttpCode(201)
  @ApiOperation({ summary: `Xem trước import JSON (body { type, json }: một mảng các bản ghi, mỗi bản ghi cần title và summary); ${PREVIEW}` })
  json(@Body() body: ContentImportJsonRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<ContentImportResponse> {
    return this.imports.previewJson(body.json, body.type, metadataFor(request, admin));
  }
}
