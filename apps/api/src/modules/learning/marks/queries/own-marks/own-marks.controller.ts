import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { LearnerMarksResponse } from '@k9/contracts';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { MarksRepository } from '../../marks.repository.js';

@ApiTags('learning')
@Controller('api/learner/marks')
@SignedIn()
export class OwnMarksController {
  constructor(private readonly marks: MarksRepository) {}

  @Get()
  @ApiOperation({
    summary:
      'Bookmark và đánh dấu đã đọc của chính người đang đăng nhập: { data: { bookmarks_stream, read_items_stream, bookmarks_library, ' +
      'bookmarks_report, bookmarks_story } }, mỗi danh sách là mảng id theo thứ tự đánh dấu. Học viên còn hạn và admin.',
  })
  @ApiOkResponse({ description: 'LearnerMarksResponse' })
  async own(@CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response): Promise<LearnerMarksResponse> {
    response.setHeader('Cache-Control', 'private, no-cache');
    return { data: await this.marks.of(user.id) };
  }
}
