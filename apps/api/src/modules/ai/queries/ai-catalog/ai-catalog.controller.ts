import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AiCatalogView, AiSettingsView } from '@k9/contracts';
import { AdminOnly } from '../../../identity/guards/guards.js';
import { AiCatalogViews } from './ai-catalog-views.js';

/** The model catalog and the AI settings (admins). */
@ApiTags('ai')
@Controller('api/ai')
@AdminOnly()
export class AiCatalogController {
  constructor(private readonly views: AiCatalogViews) {}

  @Get('models')
  @ApiOperation({
    summary:
      'Danh mục mô hình AI (kể cả mô hình đã ẩn), với nhà cung cấp, mã của nhà cung cấp, giá và configured (máy chủ đã cấu hình nhà cung cấp của nó chưa); ' +
      'defaults: mô hình mặc định của từng chức năng trên máy chủ này (mô hình đầu tiên cùng loại có nhà cung cấp đã cấu hình).',
  })
  models(): Promise<AiCatalogView> {
    return this.views.models();
  }

  @Get('settings')
  @ApiOperation({ summary: 'Giới hạn lượt gọi AI mỗi ngày (mỗi học viên, mỗi lớp; admin không giới hạn) và giọng đọc dự phòng.' })
  settings(): Promise<AiSettingsView> {
    return this.views.settings();
  }
}
