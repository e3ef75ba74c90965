import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ThesisAiSummaryRequest, type ThesisAiSummaryResponse, type ThesisView } from '@k9/contracts';
import { DEFAULT_SUMMARIZE_PROMPT, THESIS_LIMITS as L, THESIS_MESSAGES as M, THESIS_SUMMARY_PROMPTS } from '@k9/domain';
import { AiGateway } from '../../../../platform/ai/ai-gateway.js';
import { AiCallError } from '../../../../platform/ai/ai.types.js';
import { aiHttpError, requestContext } from '../../../ai/ai-http.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { ThesesRepository } from '../../theses.repository.js';
import { badThesisRequest, thesisNotFound } from '../../thesis-http.js';
import { ThesisSummaryModel } from '../../thesis-summary-model.js';

type Ask = { system: string; prompt: string; original: string; maxChars: number };

const segmentsText = (thesis: ThesisView) => thesis.list_chat.map((segment) => `Đoạn ${segment.order}:\n${segment.content}`).join('\n\n').slice(0, L.summaryInputMaxLength);

/**
 * POST /api/thesis/ai-summary (spec 2 §2.9, §2.10, §5.7, §8.6): the AI summary of a segment, of a whole thesis of the
 * caller, the notebook modal's short prefill, or a message summarised by the caller's prompt, through the one gateway
 * with the caller as actor (learners' daily quotas apply). A provider failure answers 200 with success false, the
 * original text and the spec's warning; a provider not configured says what to configure (503).
 */
@ApiTags('thesis')
@Controller('api/thesis')
@SignedIn()
export class ThesisAiSummaryController {
  constructor(
    private readonly gateway: AiGateway,
    private readonly theses: ThesesRepository,
    private readonly model: ThesisSummaryModel,
  ) {}

  @Post('ai-summary')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Tóm tắt AI: { purpose: segment|thesis|short|summarize, text?, thesisId?, prompt? }. Trả { success: true, summary, model }; nhà cung cấp lỗi: ' +
      '{ success: false, summary: nội dung gốc, message: "Không thể tạo tóm tắt tự động. Vui lòng chỉnh sửa tóm tắt thủ công." }. Thiếu nội dung: 400.',
  })
  async summarize(@Body() body: ThesisAiSummaryRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<ThesisAiSummaryResponse> {
    const ask = await this.askOf(body, user.id);
    const model = await this.model.current();
    try {
      const result = await this.gateway.generateText({ model, system: ask.system, prompt: ask.prompt }, requestContext(request, user, `thesis.summary.${body.purpose}`));
      const summary = result.text.trim().slice(0, ask.maxChars);
      if (summary) return { success: true, summary, model: result.model };
    } catch (error) {
      if (!(error instanceof AiCallError) || error.kind === 'not_configured') throw aiHttpError(error);
    }
    return { success: false, summary: ask.original, message: M.summaryFailed };
  }

  private async askOf(body: ThesisAiSummaryRequest, ownerId: string): Promise<Ask> {
    if (body.purpose === 'thesis') {
      const thesis = body.thesisId ? await this.theses.ownView(ownerId, body.thesisId) : null;
      if (!thesis) throw thesisNotFound();
      if (!thesis.list_chat.length) throw badThesisRequest('THESIS_NO_SEGMENTS', M.noSegments);
      const text = segmentsText(thesis);
      return { system: THESIS_SUMMARY_PROMPTS.thesis, prompt: text, original: thesis.summary, maxChars: L.summaryMaxLength };
    }
    const text = body.text ?? '';
    if (!text.trim()) throw badThesisRequest('THESIS_SUMMARY_TEXT_REQUIRED', M.segmentTextRequired);
    if (body.purpose === 'summarize') {
      const instruction = body.prompt?.trim() || DEFAULT_SUMMARIZE_PROMPT;
      return { system: instruction, prompt: text, original: text, maxChars: L.contentMaxLength };
    }
    return { system: THESIS_SUMMARY_PROMPTS[body.purpose], prompt: text, original: text, maxChars: L.summaryMaxLength };
  }
}
