import { BadRequestException, Body, Controller, Get, HttpCode, Post, Query, Res, UseFilters } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { QuizScoresResponse, QuizStatsResponse, QuizUserHistoryResponse } from '@k9/contracts';
import { viewerOf } from '../../../../content/content-http.js';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { assertOwnHistory } from '../../quiz-http.js';
import { QuizAttemptsRepository } from '../../quiz-attempts.repository.js';
import { QuizLoginFilter } from '../../quiz-login.filter.js';

const PROGRAM_INVALID = 'Chương trình học không hợp lệ.';

/** The learner's own quiz figures: scores for badges and filters, the general history, personal statistics. */
@ApiTags('learning')
@Controller()
@SignedIn()
@UseFilters(QuizLoginFilter)
export class QuizLearnerController {
  constructor(private readonly repository: QuizAttemptsRepository) {}

  @Get('api/learner/quiz-scores')
  @ApiOperation({ summary: 'Điểm mới nhất (lượt đã nộp gần nhất) của mỗi quiz mình đã làm: { data: [{ quizId, score, status }] } (huy hiệu, bộ lọc trạng thái quiz).' })
  @ApiOkResponse({ description: 'QuizScoresResponse' })
  async scores(@CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response): Promise<QuizScoresResponse> {
    response.setHeader('Cache-Control', 'private, no-cache');
    return { data: await this.repository.scores(user.id) };
  }

  @Post('api/question-history/user-history')
  @HttpCode(200)
  @ApiOperation({ summary: 'Lịch sử quiz (bản ghi chung, spec 2 §3) của chính mình, body { user_id }: mới nhất trước. Admin đọc được của người khác.' })
  @ApiOkResponse({ description: 'QuizUserHistoryResponse' })
  async history(@Body() body: { user_id?: unknown } | undefined, @CurrentUser() user: SessionUser): Promise<QuizUserHistoryResponse> {
    const userId = body?.user_id ?? user.id;
    assertOwnHistory(userId, user, 'read');
    return { data: await this.repository.history(String(userId)) };
  }

  @Get('api/learner/quiz-stats')
  @ApiQuery({ name: 'program', required: false, description: 'Giá trị TAG4 của chương trình đang chọn; trống hoặc "all": mọi bài' })
  @ApiOperation({ summary: 'Thống kê cá nhân: số quiz đã làm trên tổng, đạt, điểm trung bình, theo loại nội dung, các lượt gần đây; programCompleted cho màn chúc mừng.' })
  @ApiOkResponse({ description: 'QuizStatsResponse' })
  async stats(@Query('program') program: unknown, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response): Promise<QuizStatsResponse> {
    if (program !== undefined && (typeof program !== 'string' || program.length > 200)) throw new BadRequestException({ statusCode: 400, code: 'INVALID_PROGRAM', message: PROGRAM_INVALID });
    response.setHeader('Cache-Control', 'private, no-cache');
    const chosen = typeof program === 'string' && program.trim() && program !== 'all' ? program.trim() : null;
    return { data: await this.repository.stats(user.id, viewerOf(user), chosen) };
  }
}
