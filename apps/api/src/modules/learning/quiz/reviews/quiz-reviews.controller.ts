import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { QuizGradeReviewRequest, type QuizGradeReviewsResponse, type QuizHistoryResponse } from '@k9/contracts';
import { quizAttemptStreamId } from '@k9/domain';
import { LearnerDataReads } from '../../../audit/learner-data-reads.recorder.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { essayIndexParam } from '../quiz-http.js';
import { QuizReviews } from './quiz-reviews.js';

/** Admins review the grades held for a teacher and may regrade any essay (issue 23 §2). */
@ApiTags('learning')
@Controller('api/quiz-reviews')
@AdminOnly()
export class QuizReviewsController {
  constructor(
    private readonly reviews: QuizReviews,
    private readonly reads: LearnerDataReads,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Điểm tự luận đang chờ giáo viên xem lại (bài làm có chỉ dẫn cho người chấm hoặc tự ghi điểm, chép bài mẫu đã xem, hoặc câu trả lời của AI sai lược đồ): { data: [{ attemptId, index, answer, grade, reasons, ... }] }. Chỉ admin.',
  })
  @ApiOkResponse({ description: 'QuizGradeReviewsResponse' })
  async list(@CurrentUser() admin: SessionUser, @Req() request: Request): Promise<QuizGradeReviewsResponse> {
    const data = await this.reviews.list(admin);
    // Learners' essay answers, read by an admin or an auditor: the read is recorded (issue 36 §4).
    const answered = data.filter((item) => item.answer.trim() !== '');
    await this.reads.record(request, admin, answered.map((item) => quizAttemptStreamId(item.userId, item.quizId)), answered.length);
    return { data };
  }

  @Post(':attemptId/essays/:index')
  @HttpCode(200)
  @ApiOperation({ summary: 'Xác nhận ({} hoặc { grade } bằng điểm của AI) hoặc đổi ({ grade: số nguyên 1-10 }) điểm đang chờ xem lại; điểm bài quiz theo điểm đã xác nhận. Sự kiện ghi tên admin.' })
  @ApiOkResponse({ description: 'QuizHistoryResponse' })
  review(
    @Param('attemptId') attemptId: string,
    @Param('index', essayIndexParam) index: number,
    @Body() { grade }: QuizGradeReviewRequest,
    @CurrentUser() admin: SessionUser,
    @Req() request: Request,
  ): Promise<QuizHistoryResponse> {
    return this.reviews.review(admin, attemptId, index, grade ?? null, request);
  }

  @Post(':attemptId/essays/:index/regrade')
  @HttpCode(202)
  @ApiOperation({ summary: 'Admin chấm lại một câu tự luận của lượt làm hiện tại (bất kể trạng thái); yêu cầu chấm ghi tên admin. Điểm tới học viên qua /ws.' })
  @ApiOkResponse({ description: 'QuizHistoryResponse' })
  regrade(@Param('attemptId') attemptId: string, @Param('index', essayIndexParam) index: number, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<QuizHistoryResponse> {
    return this.reviews.regrade(admin, attemptId, index, request);
  }
}
