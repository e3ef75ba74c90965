import { Body, Controller, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AddAiModelRequest, AiSettingsRequest, UpdateAiModelRequest, type AiCatalogView, type AiSettingsView } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { AiCatalogViews } from '../../queries/ai-catalog/ai-catalog-views.js';
import { EditCatalog } from './edit-catalog.js';

/** Changes to the model catalog and the AI settings (admins); each answers the catalog or the settings as they then are. */
@ApiTags('ai')
@Controller('api/ai')
@AdminOnly()
export class EditCatalogController {
  constructor(
    private readonly editCatalog: EditCatalog,
    private readonly views: AiCatalogViews,
  ) {}

  @Post('models')
  @HttpCode(201)
  @ApiOperation({ summary: 'Thêm một mô hình (ví dụ một mô hình của máy chủ tương thích OpenAI nội bộ).' })
  async add(@Body() body: AddAiModelRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiCatalogView> {
    await this.editCatalog.addModel(body, metadataFor(request, user));
    return this.views.models();
  }

  @Put('models')
  @ApiOperation({ summary: 'Đổi tên, ẩn/hiện hoặc đặt giá một mô hình (mô hình đã ẩn vẫn chạy ở những luồng đã lưu nó).' })
  async update(@Body() body: UpdateAiModelRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiCatalogView> {
    await this.editCatalog.updateModel(body, metadataFor(request, user));
    return this.views.models();
  }

  @Put('settings')
  @ApiOperation({ summary: 'Đặt giới hạn mỗi ngày (null: không giới hạn) và giọng đọc dự phòng (null: không có).' })
  async saveSettings(@Body() body: AiSettingsRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiSettingsView> {
    await this.editCatalog.saveSettings(body, metadataFor(request, user));
    return this.views.settings();
  }
}
