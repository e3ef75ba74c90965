import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AddAiModelRequest, AiSettingsRequest, UpdateAiModelRequest, type AiCatalogView, type AiModelPrices, type AiSettingsView } from '@k9/contracts';
import { AI_CATALOG_STREAM, aiCatalogDecider, NO_PRICES, type AiCatalogCommand, type EventMetadata } from '@k9/domain';
import { CommandPath } from '../../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../../platform/commands/decider-command.js';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { AiCatalogRepository } from '../../ai-catalog.repository.js';
import { AiDefaults } from '../../ai-defaults.js';
import { AI_CATALOG_PROJECTION } from '../../projections/ai-catalog/ai-catalog.projection.js';

const pricesOf = (prices: Partial<Record<keyof AiModelPrices, number | null>> | undefined): AiModelPrices => ({
  inputPerMillionTokens: prices?.inputPerMillionTokens ?? null,
  outputPerMillionTokens: prices?.outputPerMillionTokens ?? null,
  perImage: prices?.perImage ?? null,
  perMinuteOfSpeech: prices?.perMinuteOfSpeech ?? null,
});

/** The model catalog and the AI settings (admins): every change is an event in the `ai-catalog` stream. */
@ApiTags('ai')
@Controller('api/ai')
@AdminOnly()
export class CatalogController {
  constructor(
    private readonly commands: CommandPath,
    private readonly catalog: AiCatalogRepository,
    private readonly defaults: AiDefaults,
  ) {}

  @Get('models')
  @ApiOperation({
    summary:
      'Danh mục mô hình AI (kể cả mô hình đã ẩn), với nhà cung cấp, mã của nhà cung cấp, giá và configured (máy chủ đã cấu hình nhà cung cấp của nó chưa); ' +
      'defaults: mô hình mặc định của từng chức năng trên máy chủ này (mô hình đầu tiên cùng loại có nhà cung cấp đã cấu hình).',
  })
  async models(): Promise<AiCatalogView> {
    return { models: await this.defaults.models(), defaults: await this.defaults.all(), version: (await this.catalog.settings()).version };
  }

  @Post('models')
  @HttpCode(201)
  @ApiOperation({ summary: 'Thêm một mô hình (ví dụ một mô hình của máy chủ tương thích OpenAI nội bộ).' })
  async add(@Body() body: AddAiModelRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiCatalogView> {
    await this.run([{ type: 'AddAiModel', data: { id: body.id, kind: body.kind, displayName: body.displayName, provider: body.provider, providerModelId: body.providerModelId, dimension: body.dimension, prices: body.prices ? pricesOf(body.prices) : NO_PRICES } }], metadataFor(request, user));
    return this.models();
  }

  @Put('models')
  @ApiOperation({ summary: 'Đổi tên, ẩn/hiện hoặc đặt giá một mô hình (mô hình đã ẩn vẫn chạy ở những luồng đã lưu nó).' })
  async update(@Body() body: UpdateAiModelRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiCatalogView> {
    const commands: AiCatalogCommand[] = [];
    if (body.displayName !== undefined) commands.push({ type: 'RenameAiModel', data: { modelId: body.id, displayName: body.displayName } });
    if (body.hidden !== undefined) commands.push({ type: 'SetAiModelHidden', data: { modelId: body.id, hidden: body.hidden } });
    if (body.prices !== undefined) commands.push({ type: 'PriceAiModel', data: { modelId: body.id, prices: pricesOf(body.prices) } });
    if (commands.length === 0) commands.push({ type: 'RenameAiModel', data: { modelId: body.id, displayName: (await this.catalog.find(body.id))?.displayName ?? '' } });
    await this.run(commands, metadataFor(request, user));
    return this.models();
  }

  @Get('settings')
  @ApiOperation({ summary: 'Giới hạn lượt gọi AI mỗi ngày (mỗi học viên, mỗi lớp; admin không giới hạn) và giọng đọc dự phòng.' })
  async settings(): Promise<AiSettingsView> {
    const settings = await this.catalog.settings();
    return { ...settings.limits, fallbackVoice: settings.fallbackVoice, source: settings.source, version: settings.version };
  }

  @Put('settings')
  @ApiOperation({ summary: 'Đặt giới hạn mỗi ngày (null: không giới hạn) và giọng đọc dự phòng (null: không có).' })
  async saveSettings(@Body() body: AiSettingsRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiSettingsView> {
    const current = await this.catalog.settings();
    const commands: AiCatalogCommand[] = [];
    if ('perUserDaily' in body || 'perClassDaily' in body) {
      commands.push({
        type: 'SetAiUsageLimits',
        data: { perUserDaily: 'perUserDaily' in body ? (body.perUserDaily ?? null) : current.limits.perUserDaily, perClassDaily: 'perClassDaily' in body ? (body.perClassDaily ?? null) : current.limits.perClassDaily },
      });
    }
    if ('fallbackVoice' in body) commands.push({ type: 'SetAiFallbackVoice', data: { modelId: body.fallbackVoice || null } });
    await this.run(commands, metadataFor(request, user));
    return this.settings();
  }

  /** Each command is decided on the state its predecessor left; a refused one stops the rest. */
  private async run(commands: AiCatalogCommand[], metadata: EventMetadata): Promise<void> {
    for (const command of commands) await this.commands.execute(new DeciderCommand(aiCatalogDecider, AI_CATALOG_STREAM, command, metadata), [AI_CATALOG_PROJECTION]);
  }
}
