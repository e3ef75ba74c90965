import { Body, Controller, Delete, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CreateFlowConfigRequest, UpdateFlowConfigRequest, type FlowConfigDeletedResponse, type FlowConfigSavedResponse } from '@k9/contracts';
import { ifMatchVersion, metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { flowConfigId } from '../../flow-config-id.js';
import { FlowConfigWriter } from '../../flow-config-writer.js';

const STEPS =
  'aiConfigs: đúng năm bước AI1 Text Gen AI, AI2 Text Gen AI, AI3 Text Output AI, AI4 Image Output AI, AI5 Voice AI (systemMessage, model, isUse, useUserPrompt; ' +
  'sendDirectToOutput chỉ ở AI1, useUserPrompt không ở AI1); model có trong danh mục và đúng loại (văn bản AI1-3, hình ảnh AI4, giọng nói AI5).';

/** Writes of AI flow configs (spec 1 §7): admins only. */
@ApiTags('studio')
@Controller('api/aiGenConfigList')
@AdminOnly()
export class ManageFlowConfigsController {
  constructor(private readonly writer: FlowConfigWriter) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: `Tạo cấu hình AI: name (bắt buộc), layout (article|slide, mặc định slide), show; thiếu aiConfigs: năm bước mặc định với mô hình đầu tiên của mỗi danh sách. ${STEPS}` })
  async create(@Body() body: CreateFlowConfigRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<FlowConfigSavedResponse> {
    return { success: true, data: await this.writer.create(definedOf(body), metadataFor(request, admin), response) };
  }

  @Put()
  @ApiOperation({ summary: `Sửa cấu hình AI: id và các trường thay đổi (trường không gửi giữ nguyên). If-Match: W/"version" tùy chọn (cũ: 412). ${STEPS}` })
  async update(@Body() body: UpdateFlowConfigRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<FlowConfigSavedResponse> {
    const { id, ...fields } = definedOf(body);
    return { success: true, data: await this.writer.edit(id as number, fields, metadataFor(request, admin), ifMatchVersion(request), response) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Xóa cấu hình AI (biến mất khỏi danh sách; lịch sử các lần chạy vẫn ghi phiên bản đã dùng).' })
  async remove(@Param('id', flowConfigId) id: number, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<FlowConfigDeletedResponse> {
    await this.writer.delete(id, metadataFor(request, admin), ifMatchVersion(request));
    return { success: true, id };
  }
}

/** The body's fields that were sent (a DTO instance carries undefined for the rest). */
const definedOf = (body: object): Record<string, unknown> => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
