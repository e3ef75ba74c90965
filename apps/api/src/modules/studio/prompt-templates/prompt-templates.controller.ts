import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  CreatePromptTemplateRequest,
  UpdatePromptTemplateRequest,
  type PromptTemplateDeletedResponse,
  type PromptTemplateListResponse,
  type PromptTemplateSavedResponse,
} from '@k9/contracts';
import { metadataFor } from '../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../identity/guards/guards.js';
import type { SessionUser } from '../../identity/session/session-user.js';
import { PromptTemplatesService } from './prompt-templates.service.js';

const RULES = 'Template cá nhân (userEmail) chỉ chủ sở hữu thấy và sửa; template dùng chung do admin ghi. Dữ liệu là TEMPLATE_AI_SETTING (GET /api/setting/TEMPLATE_AI_SETTING đọc cùng danh sách).';

/** Prompt templates (spec 1 §2.8, §5, §6; spec 2 §3): a path of our design, listed in the OpenAPI document. */
@ApiTags('studio')
@Controller('api/prompt-templates')
@SignedIn()
export class PromptTemplatesController {
  constructor(private readonly templates: PromptTemplatesService) {}

  @Get()
  @ApiOperation({ summary: `Template dùng chung rồi template của bạn (type: shared|personal), các lựa chọn advisor mặc định (ADVISOR_SETTING, mặc định 'Chọn Advisor' / 'Analyst'). ${RULES}` })
  list(@CurrentUser() user: SessionUser): Promise<PromptTemplateListResponse> {
    return this.templates.list(user);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: `Thêm template: label, template (bắt buộc; &&& đánh dấu chỗ chèn nội dung), defaultAdvisor; shared=true: vào danh sách dùng chung (chỉ admin). ${RULES}` })
  async create(@Body() body: CreatePromptTemplateRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<PromptTemplateSavedResponse> {
    const { shared, ...fields } = body;
    return { success: true, data: await this.templates.add(user, definedOf(fields), shared === true, metadataFor(request, user)) };
  }

  @Put(':key')
  @ApiOperation({ summary: `Sửa một template (label, template, defaultAdvisor; trường không gửi giữ nguyên). ${RULES}` })
  async update(@Param('key') key: string, @Body() body: UpdatePromptTemplateRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<PromptTemplateSavedResponse> {
    return { success: true, data: await this.templates.edit(user, key, definedOf(body), metadataFor(request, user)) };
  }

  @Delete(':key')
  @ApiOperation({ summary: `Xóa một template. ${RULES}` })
  async remove(@Param('key') key: string, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<PromptTemplateDeletedResponse> {
    await this.templates.delete(user, key, metadataFor(request, user));
    return { success: true, key };
  }

  @Post('restore-defaults')
  @HttpCode(200)
  @ApiOperation({ summary: "Khôi phục template mặc định ('Giải thích khái niệm' và năm template có sẵn) trong danh sách dùng chung; các template khác giữ nguyên. Chỉ admin." })
  restore(@CurrentUser() user: SessionUser, @Req() request: Request): Promise<PromptTemplateListResponse> {
    return this.templates.restoreDefaults(user, metadataFor(request, user));
  }
}

const definedOf = (body: object): Record<string, unknown> => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
