import { join } from 'node:path';
import { BadRequestException, Controller, HttpCode, Param, PayloadTooLargeException, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UPLOAD_FIELD, type MarketImportResponse } from '@k9/contracts';
import { MARKET_IMPORT_LIMITS, MARKET_IMPORT_MESSAGES as M } from '@k9/domain';
import { AppConfig } from '../../../../../config/app-config.js';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { receiveFiles, withTempDir } from '../../../../storage/multipart.js';
import { datasetOf } from '../../../market-row-writer.js';
import { MarketImportService } from '../../market-import.service.js';

const MB = 1024 * 1024;

/** Market imports, step 1: the server reads and checks the file and answers with the preview (nothing stored yet). */
@ApiTags('market')
@Controller('api/market')
@AdminOnly()
export class PreviewMarketImportController {
  constructor(
    private readonly imports: MarketImportService,
    private readonly config: AppConfig,
  ) {}

  @Post(':dataset/import')
  @HttpCode(201)
  @ApiOperation({
    summary:
      `Xem trước import một bộ dữ liệu thị trường từ file (trường "${UPLOAD_FIELD}", một file .csv, .xlsx, .xls hoặc .xlsm, tối đa ${MARKET_IMPORT_LIMITS.fileMb} MB, ` +
      `${MARKET_IMPORT_LIMITS.rows.toLocaleString('vi-VN')} dòng): kiểm tra các cột bắt buộc của bộ dữ liệu, bỏ các dòng năm 1970, trả 10 dòng đầu và các dòng không hợp lệ kèm lý do. ` +
      'Gửi POST /api/market/imports/{importId}/confirm để lưu. Chỉ admin.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } } } })
  async preview(@Param('dataset') name: string, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<MarketImportResponse> {
    const dataset = datasetOf(name);
    const maxBytes = MARKET_IMPORT_LIMITS.fileMb * MB;
    return withTempDir(join(this.config.dataDir, 'tmp'), async (dir) => {
      const files = await receiveFiles(request, response, dir, {
        maxMb: MARKET_IMPORT_LIMITS.fileMb,
        maxTotalBytes: maxBytes,
        overTotal: () => new PayloadTooLargeException({ statusCode: 413, message: M.fileTooLarge, code: 'FILE_TOO_LARGE' }),
      }).catch((error: unknown) => {
        if ((error as { response?: { code?: string } }).response?.code === 'NO_FILES') throw new BadRequestException({ statusCode: 400, message: M.fileRequired, code: 'NO_FILE' });
        throw error;
      });
      if (files.length > 1) throw new BadRequestException({ statusCode: 400, message: M.oneFileOnly, code: 'ONE_FILE_ONLY' });
      return this.imports.preview(dataset, files[0], metadataFor(request, admin));
    });
  }
}
