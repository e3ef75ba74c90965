import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { GradeEssayRequest, type QuizHistoryResponse } from '@k9/contracts';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { essayIndexParam, quizIdParam } from '../../quiz-http.js';
import { QuizAttempts } from '../../quiz-attempts.js';

/** 'Làm lại' and grading one essay (spec 2 §4.1, §5.1, §8.1): always the caller's own attempt. */
@ApiTags('learning')
@Controller('api/quiz-attempts/:quizId')
@SignedIn()
export class AttemptActionsController {
  constructor(private readonly attempts: QuizAttempts) {}

  @Post('redo')
  @HttpCode(200)
  @ApiOperation({ summary: "'Làm lại': bắt đầu lượt làm mới (trống). Điểm lượt nộp gần nhất vẫn là điểm của quiz cho tới lần nộp sau. Chưa làm gì: không đổi gì." })
  @ApiOkResponse({ description: 'QuizHistoryResponse' })
  redo(@Param('quizId', quizIdParam) quizId: number, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<QuizHistoryResponse> {
    return this.attempts.redo(user, quizId, request);
  }

  @Post('essays/:index/grade')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Chấm một câu tự luận bằng AI: trước khi nộp, body { answer } được lưu nháp rồi chấm; sau khi nộp, câu đã lưu chỉ được chấm lại khi lần chấm trước bị lỗi ("Chấm lại"; điểm mới thay điểm cũ, không cộng hai lần). ' +
      "Câu đã được chấm với cùng nội dung: 409 ESSAY_ALREADY_GRADED. Câu trống: 400 'Vui lòng nhập câu trả lời trước khi chấm điểm!'. Trước khi nộp chỉ trả điểm và nhận xét (không có bài mẫu). Điểm tới qua /ws (quiz.attempt.changed).",
  })
  @ApiOkResponse({ description: 'QuizHistoryResponse' })
  grade(
    @Param('quizId', quizIdParam) quizId: number,
    @Param('index', essayIndexParam) index: number,
    @Body() { answer }: GradeEssayRequest,
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
  ): Promise<QuizHistoryResponse> {
    return this.attempts.gradeEssay(user, quizId, index, answer, request);
  }
}
