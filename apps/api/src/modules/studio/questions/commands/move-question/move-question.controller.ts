import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { MoveQuestionRequest, type QuestionMoveResponse } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { questionId } from '../../question-id.js';
import { QuestionsWriter } from '../../questions-writer.js';

@ApiTags('studio')
@Controller('api')
@AdminOnly()
export class MoveQuestionController {
  constructor(private readonly writer: QuestionsWriter) {}

  @Post('question/:id/move')
  @HttpCode(200)
  @ApiOperation({ summary: 'Di chuyển câu hỏi lên/xuống: direction up|down, đổi index với câu hỏi liền kề (lần đầu: đánh số 1..n theo thứ tự đang hiển thị). Trả về danh sách mới.' })
  async moveQuestion(@Param('id', questionId) id: number, @Body() body: MoveQuestionRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<QuestionMoveResponse> {
    return { success: true, data: await this.writer.move(id, body.direction, metadataFor(request, admin)) };
  }
}
