import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AiGenRequest, GenerateAudioRequest, GenerateTextRequest, ImproveTextRequest, type AiGenResponse } from '@k9/contracts';
import { AI_DEFAULTS } from '@k9/domain';
import { AiGateway } from '../../../../platform/ai/ai-gateway.js';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { AiDefaults } from '../../ai-defaults.js';
import { AiFiles } from '../../ai-files.js';
import { answering, requestContext } from '../../ai-http.js';

/** How improve-text asks for a better version (spec 1 §7, second service); the caller's own instruction goes first. */
const improvePrompt = (body: ImproveTextRequest): string =>
  [
    body.improvement_prompt?.trim() || 'Hãy cải thiện đoạn văn sau cho rõ ràng, mạch lạc và chính xác hơn, giữ nguyên ý và ngôn ngữ.',
    body.selected_text ? `Đoạn cần cải thiện:\n${body.selected_text}\n\nNgữ cảnh (toàn bộ văn bản):\n${body.original_text}` : `Văn bản:\n${body.original_text}`,
    'Chỉ trả về đoạn văn đã cải thiện, không giải thích.',
  ].join('\n\n');

/**
 * Spec 1 §7's generic AI service. The caller chooses the model and the system message, so these are for admins (the
 * studio); learner features get purpose-built endpoints with prompts kept on the server.
 */
@ApiTags('ai')
@Controller('api/data-analysis')
@AdminOnly()
export class DataAnalysisController {
  constructor(
    private readonly gateway: AiGateway,
    private readonly files: AiFiles,
    private readonly defaults: AiDefaults,
  ) {}

  @Post('ai-gen')
  @HttpCode(200)
  @ApiOperation({ summary: 'Gọi AI: type text (result/answer/content), img (image_url), mp3/audio (audio_url, audio_base64, audio_format). Chỉ admin.' })
  aiGen(@Body() body: AiGenRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenResponse> {
    const type = body.type ?? 'text';
    const ctx = requestContext(request, user, `admin.ai-gen.${type}`);
    return answering(async () => {
      if (type === 'img') {
        const result = await this.gateway.generateImage(
          { model: body.model ?? (await this.defaults.model('image')), prompt: withSystem(body.system_message, body.prompt), count: body.image_count ?? AI_DEFAULTS.imageCount },
          { ...ctx, keep: this.files.keeper(user, metadataFor(request, user)) },
        );
        return { image_url: result.files[0], image_urls: result.files, result: result.files[0], model: result.model, callId: result.callId };
      }
      if (type === 'mp3' || type === 'audio') {
        const result = await this.gateway.generateSpeech(
          { model: body.model ?? (await this.defaults.model('voice')), text: body.prompt, voice: body.voice ?? AI_DEFAULTS.voice, format: 'mp3', speed: body.speed ?? AI_DEFAULTS.speechSpeed, instructions: body.system_message },
          { ...ctx, keep: this.files.keeper(user, metadataFor(request, user)) },
        );
        return { audio_url: result.files[0], audio_base64: result.audio.toString('base64'), audio_format: result.format, model: result.model, callId: result.callId };
      }
      const result = await this.gateway.generateText({ model: body.model ?? (await this.defaults.model('chat')), system: body.system_message, prompt: body.prompt }, ctx);
      return { result: result.text, answer: result.text, content: result.text, model: result.model, callId: result.callId };
    });
  }

  @Post('generate-text')
  @HttpCode(200)
  @ApiOperation({ summary: 'Tạo văn bản: prompt, system_message, model (mặc định: mô hình văn bản mặc định trên máy chủ này, có nhà cung cấp đã cấu hình). Chỉ admin.' })
  generateText(@Body() body: GenerateTextRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenResponse> {
    return answering(async () => {
      const result = await this.gateway.generateText({ model: body.model ?? (await this.defaults.model('chat')), system: body.system_message, prompt: body.prompt }, requestContext(request, user, 'admin.generate-text'));
      return { result: result.text, answer: result.text, content: result.text, model: result.model, callId: result.callId };
    });
  }

  @Post('generate-audio')
  @HttpCode(200)
  @ApiOperation({ summary: 'Tạo giọng đọc: text, system_message, model, voice (mặc định nova), response_format (mp3), speed (1). Chỉ admin.' })
  generateAudio(@Body() body: GenerateAudioRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenResponse> {
    return answering(async () => {
      const result = await this.gateway.generateSpeech(
        {
          model: body.model ?? (await this.defaults.model('voice')),
          text: body.text,
          voice: body.voice ?? AI_DEFAULTS.voice,
          format: body.response_format ?? AI_DEFAULTS.audioFormat,
          speed: body.speed ?? AI_DEFAULTS.speechSpeed,
          instructions: body.system_message,
        },
        { ...requestContext(request, user, 'admin.generate-audio'), keep: this.files.keeper(user, metadataFor(request, user)) },
      );
      return { audio_url: result.files[0], audio_base64: result.audio.toString('base64'), audio_format: result.format, model: result.model, callId: result.callId };
    });
  }

  @Post('improve-text')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cải thiện văn bản: original_text, selected_text, improvement_prompt, model (mặc định: mô hình văn bản đầu tiên có nhà cung cấp đã cấu hình). Chỉ admin.' })
  improveText(@Body() body: ImproveTextRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenResponse & { improved_text: string }> {
    return answering(async () => {
      const result = await this.gateway.generateText({ model: body.model ?? (await this.defaults.model('improve')), prompt: improvePrompt(body) }, requestContext(request, user, 'admin.improve-text'));
      const text = result.text.trim();
      return { result: text, improved_text: text, content: text, model: result.model, callId: result.callId };
    });
  }
}

/** Image models take one prompt: the system message (a style, a rule) goes before it. */
const withSystem = (system: string | undefined, prompt: string) => (system?.trim() ? `${system.trim()}\n\n${prompt}` : prompt);
