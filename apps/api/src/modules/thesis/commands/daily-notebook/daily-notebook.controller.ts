import { Controller, HttpCode, InternalServerErrorException, Logger, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { createHash, randomUUID } from 'node:crypto';
import type { ThesisResponse } from '@k9/contracts';
import { dailyNotebookName, DomainError, THESIS_MESSAGES as M, WrongExpectedVersionError } from '@k9/domain';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { ThesesRepository } from '../../theses.repository.js';
import { ThesesWriter } from '../../theses.writer.js';

/** The id of a user's notebook of a day: the same for every request of that day, so two at once make one notebook. */
const dailyId = (userId: string, name: string) => {
  const hex = createHash('sha256').update(`thesis-daily\u0000${userId}\u0000${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

const taken = (error: unknown) => (error instanceof DomainError && error.code === 'THESIS_EXISTS') || error instanceof WrongExpectedVersionError;

/** POST /api/thesis/daily: the caller's notebook of today 'Sổ ngày dd/mm/yyyy' (Vietnam time), made when missing. */
@ApiTags('thesis')
@Controller('api/thesis')
@SignedIn()
export class DailyNotebookController {
  private readonly logger = new Logger('Thesis');

  constructor(
    private readonly writer: ThesesWriter,
    private readonly theses: ThesesRepository,
  ) {}

  @Post('daily')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sổ ngày hôm nay của chính mình ("Sổ ngày dd/mm/yyyy", giờ Việt Nam), tạo khi chưa có; gọi lại trong ngày trả lại cùng sổ. Trả { success, data: ThesisView }.' })
  async daily(@CurrentUser() user: SessionUser, @Req() request: Request): Promise<ThesisResponse> {
    const name = dailyNotebookName(Date.now());
    try {
      const id = (await this.theses.ownNamed(user.id, name)) ?? (await this.create(user, request, name));
      const view = await this.theses.ownView(user.id, id);
      if (view) return { success: true, data: view };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.logger.error(`Daily notebook of ${user.id}: ${(error as Error).message}`);
    }
    throw new InternalServerErrorException({ statusCode: 500, code: 'THESIS_DAILY_FAILED', message: M.dailyFailed });
  }

  /** Today's id; taken (another request made it, or today's notebook was deleted): the one now shown, else a fresh id. */
  private async create(user: SessionUser, request: Request, name: string): Promise<string> {
    for (const thesisId of [dailyId(user.id, name), randomUUID()]) {
      try {
        const command = { type: 'CreateThesis' as const, data: { thesisId, userId: user.id, userEmail: user.email, name, content: '', summary: null, segments: [], ownedTheses: await this.theses.countOf(user.id) } };
        await this.writer.write(thesisId, command, metadataFor(request, user));
        return thesisId;
      } catch (error) {
        if (!taken(error)) throw error;
        await this.writer.caughtUp();
        const shown = await this.theses.ownNamed(user.id, name);
        if (shown) return shown;
      }
    }
    throw new Error('no free id for the daily notebook');
  }
}
