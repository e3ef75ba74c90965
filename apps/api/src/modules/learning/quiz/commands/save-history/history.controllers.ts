import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res, UseFilters, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { QuizHistoryResponse, QuizHistorySave } from '@k9/contracts';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { quizIdParam } from '../../quiz-http.js';
import { QuizAttempts, type HistoryKind } from '../../quiz-attempts.js';
import { QuizLoginFilter } from '../../quiz-login.filter.js';

const SAVE =
  'Lưu lịch sử quiz của chính mình: status "complete" nộp bài (mọi câu trắc nghiệm phải có đáp án), khác đi là lưu nháp. ' +
  'Điểm do máy chủ tính theo quy tắc spec 2 §9.1; score và aiGrading gửi lên bị bỏ qua. Câu tự luận có nội dung được chấm bằng AI (job) và điểm tới qua /ws. ' +
  'Trả về bản ghi (kèm đáp án đúng và giải thích sau khi nộp) ở ngoài và trong data. user_id phải là của mình (403).';

type HistoryRoutes = { kind: HistoryKind; path: string; idParam: 'caseId' | 'questionId'; idField: 'case_id' | 'question_id'; holds: string };

/**
 * The two documented histories (spec 2 §7.1, §7.11) are one controller made twice: only the path, the id's name and
 * which quizzes they hold differ; both run through QuizAttempts.
 */
function historyController({ kind, path, idParam, idField, holds }: HistoryRoutes): Type<unknown> {
  @ApiTags('learning')
  @Controller(path)
  @SignedIn()
  @UseFilters(QuizLoginFilter)
  class HistoryController {
    constructor(readonly attempts: QuizAttempts) {}

    @Get(`userId/:userId/:${idParam}`)
    @ApiOperation({ summary: `Lịch sử quiz của ${holds}; chưa có: { data: null }. Chỉ của mình (admin đọc được của người khác).` })
    @ApiOkResponse({ description: 'QuizHistoryResponse' })
    get(@Param('userId') userId: string, @Param(idParam, quizIdParam) quizId: number, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response): Promise<QuizHistoryResponse> {
      response.setHeader('Cache-Control', 'private, no-cache');
      return this.attempts.read(user, userId, quizId, kind);
    }

    @Post()
    @HttpCode(200)
    @ApiOperation({ summary: `${SAVE} Lần lưu đầu tạo bản ghi; body có ${idField}.` })
    create(@Body() body: QuizHistorySave, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<QuizHistoryResponse> {
      return this.attempts.save(user, body, kind, request, 'POST');
    }

    @Put()
    @ApiOperation({ summary: `${SAVE} Các lần sau cập nhật; body có id và ${idField}.` })
    update(@Body() body: QuizHistorySave, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<QuizHistoryResponse> {
      return this.attempts.save(user, body, kind, request, 'PUT');
    }
  }
  return HistoryController;
}

export const CaseHistoryController = historyController({
  kind: 'case',
  path: 'api/case-public-history',
  idParam: 'caseId',
  idField: 'case_id',
  holds: 'một case (case training hoặc case của mình)',
});

export const QuestionHistoryController = historyController({
  kind: 'question',
  path: 'api/question-history',
  idParam: 'questionId',
  idField: 'question_id',
  holds: 'một bài (Lý thuyết, Kho tài nguyên, Về K9)',
});
