import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MarketImportStatusResponse } from '@k9/contracts';
import { importIdParam } from '../../../../content/import/import-id.js';
import { AdminOnly } from '../../../../identity/guards/guards.js';
import { MarketImportService } from '../../market-import.service.js';

/** Market imports, after the confirmation: an admin's screen follows the import here (and over /ws as job.updated). */
@ApiTags('market')
@Controller('api/market/imports')
@AdminOnly()
export class MarketImportController {
  constructor(private readonly imports: MarketImportService) {}

  @Get(':importId')
  @ApiOperation({
    summary:
      'Trạng thái một lần import dữ liệu thị trường: prepared (đã xem trước), importing (đang lưu, tiến độ done/total trên số dòng hợp lệ), ' +
      'completed (mọi dòng đã hiện trong danh sách: written mới hoặc thay đổi, unchanged giữ nguyên) hoặc failed (lý do trong failure; xác nhận lại để thử lại). Chỉ admin.',
  })
  get(@Param('importId', importIdParam) importId: string): Promise<MarketImportStatusResponse> {
    return this.imports.status(importId);
  }
}
