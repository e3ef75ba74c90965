import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { MarketImportConfirmResponse } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { importIdParam } from '../../../../content/import/import-id.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { MarketImportService } from '../../market-import.service.js';

/** Market imports, step 2: the admin confirms; the rows are stored in a job (queue market-import). */
@ApiTags('market')
@Controller('api/market/imports')
@AdminOnly()
export class ConfirmMarketImportController {
  constructor(private readonly imports: MarketImportService) {}

  @Post(':importId/confirm')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Xác nhận import dữ liệu thị trường: các dòng hợp lệ được lưu trong một công việc nền (hàng đợi market-import, tiến độ qua /ws), mỗi thay đổi giá trị được ghi vào nhật ký thay đổi. ' +
      'Gửi lại lần nữa không import hai lần. Không có dòng hợp lệ: 422 "Không thể import bản ghi nào!". Chỉ admin.',
  })
  confirm(@Param('importId', importIdParam) importId: string, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<MarketImportConfirmResponse> {
    return this.imports.confirm(importId, admin, metadataFor(request, admin));
  }
}
