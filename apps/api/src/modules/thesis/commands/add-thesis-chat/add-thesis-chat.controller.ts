import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { AddThesisChatRequest, type ThesisResponse } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { ThesesRepository } from '../../theses.repository.js';
import { ThesesWriter } from '../../theses.writer.js';
import { thesisIdParam, thesisNotFound } from '../../thesis-http.js';

/** POST /api/thesis/{id}/chats: save to notebook (spec 2 §2.9, §9.6), one segment appended with order = count + 1. */
@ApiTags('thesis')
@Controller('api/thesis')
@SignedIn()
export class AddThesisChatController {
  constructor(
    private readonly writer: ThesesWriter,
    private readonly theses: ThesesRepository,
  ) {}

  @Post(':id/chats')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Lưu vào sổ: { content, summary?, mode: original|summarized, originalContent? } thêm một đoạn cuối thesis của chính mình (thứ tự = số đoạn + 1). ' +
      'Thiếu nội dung: "Vui lòng nhập nội dung"; quá 200 đoạn: 422; của người khác: 404. Trả { success, data: ThesisView }.',
  })
  async add(@Param('id', thesisIdParam) thesisId: string, @Body() body: AddThesisChatRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<ThesisResponse> {
    // The decider refuses anyone but the owner (404): no read before the write on this hot path.
    const segment = { segmentId: randomUUID(), content: body.content, summary: body.summary ?? null, mode: body.mode ?? 'original', originalContent: body.originalContent ?? null };
    await this.writer.write(thesisId, { type: 'AddThesisChat', data: { thesisId, userId: user.id, ...segment } }, metadataFor(request, user));
    const view = await this.theses.ownView(user.id, thesisId);
    if (!view) throw thesisNotFound();
    return { success: true, data: view };
  }
}
