import { Controller, Get, HttpCode, NotFoundException, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AiProviderStatus, AiProviderTestResult } from '@k9/contracts';
import { AI_PROVIDERS, generationErrorText, type AiProvider } from '@k9/domain';
import { AiGateway } from '../../../../platform/ai/ai-gateway.js';
import { AiCallError } from '../../../../platform/ai/ai.types.js';
import { AiProviderRegistry, PROVIDER_LABELS, PROVIDER_VARIABLES } from '../../../../platform/ai/provider-registry.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { AiCatalogRepository } from '../../ai-catalog.repository.js';
import { requestContext } from '../../ai-http.js';

const UNKNOWN_PROVIDER = 'Không có nhà cung cấp AI này.';
const NO_MODEL = 'Danh mục không có mô hình nào của nhà cung cấp này để thử.';
const TEST_PROMPT = 'Trả lời đúng một từ: "OK".';

/** Which providers are configured (names of variables only, never values) and a small real call to each. */
@ApiTags('ai')
@Controller('api/ai/providers')
@AdminOnly()
export class ProvidersController {
  constructor(
    private readonly providers: AiProviderRegistry,
    private readonly gateway: AiGateway,
    private readonly catalog: AiCatalogRepository,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Nhà cung cấp AI: đã cấu hình hay chưa, và biến môi trường cần đặt.' })
  list(): AiProviderStatus[] {
    return AI_PROVIDERS.map((provider) => ({
      provider,
      label: PROVIDER_LABELS[provider],
      configured: this.providers.isConfigured(provider),
      variables: PROVIDER_VARIABLES[provider],
      baseUrl: this.providers.baseUrlOf(provider),
    }));
  }

  @Post(':provider/test')
  @HttpCode(200)
  @ApiOperation({ summary: 'Một lượt gọi thử (ghi vào sổ AI): mô hình văn bản đầu tiên của nhà cung cấp, hoặc giọng đọc với espeak-ng.' })
  async test(@Param('provider') raw: string, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiProviderTestResult> {
    if (!(AI_PROVIDERS as readonly string[]).includes(raw)) throw new NotFoundException({ statusCode: 404, message: UNKNOWN_PROVIDER, code: 'UNKNOWN_PROVIDER' });
    const provider = raw as AiProvider;
    const models = (await this.catalog.models()).filter((model) => model.provider === provider);
    const model = models.find((candidate) => candidate.kind === 'text' && !candidate.hidden) ?? models.find((candidate) => !candidate.hidden);
    if (!model) throw new NotFoundException({ statusCode: 404, message: NO_MODEL, code: 'NO_MODEL' });
    const ctx = requestContext(request, user, 'admin.provider-test');
    const started = Date.now();
    try {
      if (model.kind === 'voice') await this.gateway.generateSpeech({ model: model.id, text: 'Xin chào', voice: 'nova', format: 'mp3', speed: 1 }, ctx);
      else if (model.kind === 'image') await this.gateway.generateImage({ model: model.id, prompt: 'a small red circle', count: 1 }, ctx);
      else if (model.kind === 'embedding') await this.gateway.embed({ model: model.id, texts: ['Xin chào'] }, ctx);
      else await this.gateway.generateText({ model: model.id, prompt: TEST_PROMPT, maxOutputTokens: 16 }, ctx);
      return { provider, ok: true, model: model.id, latencyMs: Date.now() - started, message: 'Kết nối thành công.' };
    } catch (error) {
      if (!(error instanceof AiCallError)) throw error;
      return { provider, ok: false, model: model.id, latencyMs: Date.now() - started, message: generationErrorText(error.kind, error.text) };
    }
  }
}
