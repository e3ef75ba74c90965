import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ThesisListResponse } from '@k9/contracts';
import { THESIS_LIMITS as L, THESIS_MESSAGES as M } from '@k9/domain';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { ThesesRepository } from '../../theses.repository.js';
import { badThesisRequest, otherUsersTheses } from '../../thesis-http.js';

/** The caller's own theses (spec 2 §4.10, §7.10): the list, the search, and user/{id} for the caller only. */
@ApiTags('thesis')
@Controller('api/thesis')
@SignedIn()
export class OwnThesesController {
  constructor(private readonly theses: ThesesRepository) {}

  @Get()
  @ApiOperation({ summary: 'Danh sách thesis của chính mình, cập nhật mới nhất trước: { success, data: ThesisView[] }.' })
  async list(@CurrentUser() user: SessionUser): Promise<ThesisListResponse> {
    return { success: true, data: await this.theses.ownList(user.id) };
  }

  @Get('search')
  @ApiOperation({ summary: 'Tìm trong thesis của chính mình (?q=, không phân biệt hoa thường) theo tên, nội dung, tóm tắt và các đoạn chat; q rỗng: cả danh sách.' })
  async search(@Query('q') q: unknown, @CurrentUser() user: SessionUser): Promise<ThesisListResponse> {
    const query = typeof q === 'string' ? q : '';
    if (query.length > L.searchMaxLength) throw badThesisRequest('THESIS_SEARCH_TOO_LONG', M.searchTooLong);
    return { success: true, data: await this.theses.ownList(user.id, query) };
  }

  @Get('user/:id')
  @ApiOperation({ summary: 'Thesis của chính mình theo id hoặc e-mail của mình; của người khác: 403, kể cả admin.' })
  async ofUser(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<ThesisListResponse> {
    const own = id === user.id || (!!user.email && id.trim().toLowerCase() === user.email.toLowerCase());
    if (!own) throw otherUsersTheses();
    return { success: true, data: await this.theses.ownList(user.id) };
  }
}
