import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ContentImportTypeQuery, type ContentImportResponse } from '@k9/contracts';
import { AdminOnly } from '../../../../identity/guards/guards.js';
import { ContentImportService } from '../../content-import.service.js';
import { importTemplate } from '../../excel/import-template.js';
import { importIdParam } from '../../import-id.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

@ApiTags('content')
@Controller('api/k9/import')
@AdminOnly()
export class ContentImportQueriesController {
  constructor(private readonly imports: ContentImportService) {}

  @Get('template')
  @ApiOperation({ summary: 'Tải file Excel mẫu của một tab (?type=news ...): dòng tiêu đề với các cột được đọc, một dòng ví dụ và sheet hướng dẫn.' })
  @ApiProduces(XLSX_TYPE)
  template(@Query() query: ContentImportTypeQuery): StreamableFile {
    return new StreamableFile(importTemplate(query.type), { type: XLSX_TYPE, disposition: `attachment; filename="mau-import-${query.type}.xlsx"` });
  }

  @Get(':importId')
  @ApiOperation({ summary: 'Trạng thái một lần import (prepared, importing, completed, failed): số dòng, 10 dòng đầu, dòng không hợp lệ kèm lý do, số bản ghi đã tạo.' })
  get(@Param('importId', importIdParam) importId: string): Promise<ContentImportResponse> {
    return this.imports.read(importId);
  }
}
