import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { UpdateThesisRequest, type ThesisResponse } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { ThesesRepository } from '../../theses.repository.js';
import { ThesesWriter } from '../../theses.writer.js';
import { segmentsOf, thesisIdParam, thesisNotFound } from '../../thesis-http.js';

/**
 * PUT /api/thesis/{id} (spec 2 §7.10): the full thesis, turned into one event per change (details, each segment added,
 * edited or deleted, the new order). The owner's only: another user's is 404, whatever `userCreated` says.
 */
@ApiTags('thesis')
@Controller('api/thesis')
@SignedIn()
export class UpdateThesisController {
  constructor(
    private readonly writer: ThesesWriter,
    private readonly theses: ThesesRepository,
  ) {}

  @Put(':id')
  @ApiOperation({
    summary:
      'Cập nhật thesis của chính mình: { name?, content?, summary?, list_chat?, version? }. list_chat là toàn bộ danh sách mới: đoạn có id cũ được giữ/sửa, ' +
      'đoạn không có id là đoạn mới, đoạn cũ vắng mặt bị xóa; thứ tự đánh lại từ 1. version khác phiên bản hiện tại: 412. Của người khác: 404.',
  })
  async update(@Param('id', thesisIdParam) thesisId: string, @Body() body: UpdateThesisRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<ThesisResponse> {
    if (!(await this.theses.owns(user.id, thesisId))) throw thesisNotFound();
    const segments = segmentsOf(body.list_chat);
    // A field sent as null is left as it is, like one left out.
    const [name, content, summary] = [body.name ?? undefined, body.content ?? undefined, body.summary ?? undefined];
    await this.writer.write(thesisId, { type: 'ReviseThesis', data: { thesisId, userId: user.id, name, content, summary, segments } }, metadataFor(request, user), body.version);
    const view = await this.theses.ownView(user.id, thesisId);
    if (!view) throw thesisNotFound();
    return { success: true, data: view };
  }
}
