import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { CreateThesisRequest, type ThesisResponse } from '@k9/contracts';
import { defaultThesisSummary, THESIS_MESSAGES as M } from '@k9/domain';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { ThesesRepository } from '../../theses.repository.js';
import { ThesesWriter } from '../../theses.writer.js';
import { badThesisRequest, segmentsOf, thesisNotFound } from '../../thesis-http.js';

/** A name given must not be blank; none given: the content's first 100 characters. */
export function thesisNameOf(name: string | null | undefined, content: string): string {
  const chosen = name === undefined || name === null ? defaultThesisSummary(content) : name.trim();
  if (!chosen) throw badThesisRequest('THESIS_NAME_REQUIRED', M.nameRequired);
  return chosen;
}

/** POST /api/thesis (spec 2 §7.10): a thesis of the caller ('Đã tạo thesis mới thành công!' on the screen). */
@ApiTags('thesis')
@Controller('api/thesis')
@SignedIn()
export class CreateThesisController {
  constructor(
    private readonly writer: ThesesWriter,
    private readonly theses: ThesesRepository,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Tạo thesis của chính mình: { name?, content?, summary?, list_chat? } (userCreated là người đăng nhập). Tóm tắt mặc định: 100 ký tự đầu của nội dung + "…". ' +
      'Tối đa 50 thesis mỗi người và 200 đoạn chat mỗi thesis (422). Trả { success, data: ThesisView }.',
  })
  async create(@Body() body: CreateThesisRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<ThesisResponse> {
    const content = body.content ?? '';
    const name = thesisNameOf(body.name, content);
    const segments = segmentsOf(body.list_chat) ?? [];
    const thesisId = randomUUID();
    await this.writer.write(
      thesisId,
      { type: 'CreateThesis', data: { thesisId, userId: user.id, userEmail: user.email, name, content, summary: body.summary ?? null, segments, ownedTheses: await this.theses.countOf(user.id) } },
      metadataFor(request, user),
    );
    const view = await this.theses.ownView(user.id, thesisId);
    if (!view) throw thesisNotFound();
    return { success: true, data: view };
  }
}
