import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ThesisResponse } from '@k9/contracts';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { ThesesRepository } from '../../theses.repository.js';
import { thesisIdParam, thesisNotFound } from '../../thesis-http.js';

/** GET /api/thesis/{id} (spec 2 §7.10): the owner's thesis with its segments in order; another user's: 404. */
@ApiTags('thesis')
@Controller('api/thesis')
@SignedIn()
export class ThesisController {
  constructor(private readonly theses: ThesesRepository) {}

  @Get(':id')
  @ApiOperation({ summary: 'Một thesis của chính mình với các đoạn chat theo thứ tự: { success, data: ThesisView }; của người khác: 404.' })
  async one(@Param('id', thesisIdParam) thesisId: string, @CurrentUser() user: SessionUser): Promise<ThesisResponse> {
    const view = await this.theses.ownView(user.id, thesisId);
    if (!view) throw thesisNotFound();
    return { success: true, data: view };
  }
}
