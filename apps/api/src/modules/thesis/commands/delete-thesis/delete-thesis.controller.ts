import { Controller, Delete, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { ThesesRepository } from '../../theses.repository.js';
import { ThesesWriter } from '../../theses.writer.js';
import { thesisIdParam, thesisNotFound } from '../../thesis-http.js';

/** DELETE /api/thesis/{id} (spec 2 §7.10): the owner's only (another user's: 404). */
@ApiTags('thesis')
@Controller('api/thesis')
@SignedIn()
export class DeleteThesisController {
  constructor(
    private readonly writer: ThesesWriter,
    private readonly theses: ThesesRepository,
  ) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Xóa thesis của chính mình; của người khác: 404.' })
  async remove(@Param('id', thesisIdParam) thesisId: string, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<{ success: true }> {
    if (!(await this.theses.owns(user.id, thesisId))) throw thesisNotFound();
    await this.writer.write(thesisId, { type: 'DeleteThesis', data: { thesisId, userId: user.id } }, metadataFor(request, user));
    return { success: true };
  }
}
