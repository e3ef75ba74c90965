import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res, UseFilters } from '@nestjs/common';
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

/** The two documented histories share one service; only the id field and which quizzes they hold differ. */
abstract class HistoryEndpoints {
  protected abstract readonly kind: HistoryKind;
  protected abstract readonly attempts: QuizAttempts;

  protected read(user: SessionUser, userId: string, quizId: number, response: Response): Promise<QuizHistoryResponse> {
    response.setHeader('Cache-Control', 'private, no-cache');
    return this.attempts.read(user, userId, quizId, this.kind);
  }

  protected save(user: SessionUser, body: QuizHistorySave, request: Request, method: 'POST' | 'PUT'): Promise<QuizHistoryResponse> {
    return this.attempts.save(user, body, this.kind, request, method);
  }
}

@ApiTags('learning')
@Controller('api/case-public-history')
@SignedIn()
@UseFilters(QuizLoginFilter)
export class CaseHistoryController extends HistoryEndpoints {
  protected readonly kind = 'case';

  constructor(protected readonly attempts: QuizAttempts) {
    super();
  }

  @Get('userId/:userId/:caseId')
  @ApiOperation({ summary: 'Lịch sử quiz của một case (case training hoặc case của mình); chưa có: { data: null }. Chỉ của mình (admin đọc được của người khác).' })
  @ApiOkResponse({ description: 'QuizHistoryResponse' })
  get(@Param('userId') userId: string, @Param('caseId', quizIdParam) caseId: number, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response) {
    return this.read(user, userId, caseId, response);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: `${SAVE} Lần lưu đầu tạo bản ghi; body có case_id.` })
  create(@Body() body: QuizHistorySave, @CurrentUser() user: SessionUser, @Req() request: Request) {
    return this.save(user, body, request, 'POST');
  }

  @Put()
  @ApiOperation({ summary: `${SAVE} Các lần sau cập nhật; body có id và case_id.` })
  update(@Body() body: QuizHistorySave, @CurrentUser() user: SessionUser, @Req() request: Request) {
    return this.save(user, body, request, 'PUT');
  }
}

@ApiTags('learning')
@Controller('api/question-history')
@SignedIn()
@UseFilters(QuizLoginFilter)
export class QuestionHistoryController extends HistoryEndpoints {
  protected readonly kind = 'question';

  constructor(protected readonly attempts: QuizAttempts) {
    super();
  }

  @Get('userId/:userId/:questionId')
  @ApiOperation({ summary: 'Lịch sử quiz của một bài (Lý thuyết, Kho tài nguyên, Về K9); chưa có: { data: null }. Chỉ của mình (admin đọc được của người khác).' })
  @ApiOkResponse({ description: 'QuizHistoryResponse' })
  get(@Param('userId') userId: string, @Param('questionId', quizIdParam) questionId: number, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response) {
    return this.read(user, userId, questionId, response);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: `${SAVE} Lần lưu đầu tạo bản ghi; body có question_id.` })
  create(@Body() body: QuizHistorySave, @CurrentUser() user: SessionUser, @Req() request: Request) {
    return this.save(user, body, request, 'POST');
  }

  @Put()
  @ApiOperation({ summary: `${SAVE} Các lần sau cập nhật; body có id và question_id.` })
  update(@Body() body: QuizHistorySave, @CurrentUser() user: SessionUser, @Req() request: Request) {
    return this.save(user, body, request, 'PUT');
  }
}
