import { Controller, Delete, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { QuestionDeleteResponse } from '@k9/contracts';
import { ifMatchVersion, metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { questionId } from '../../question-id.js';
import { QuestionsWriter } from '../../questions-writer.js';

@ApiTags('studio')
@Controller('api')
@AdminOnly()
export class DeleteQuestionController {
  constructor(private readonly writer: QuestionsWriter) {}

  @Delete('question/:id')
  @ApiOperation({ summary: 'Xóa câu hỏi cùng câu trả lời (biến mất khỏi danh sách; lịch sử vẫn giữ).' })
  async deleteQuestion(@Param('id', questionId) id: number, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<QuestionDeleteResponse> {
    await this.writer.delete(id, metadataFor(request, admin), ifMatchVersion(request));
    return { success: true, id };
  }
}
