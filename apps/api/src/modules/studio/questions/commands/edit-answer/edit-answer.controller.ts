import { Body, Controller, Put, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UpdateAnswerRequest, type AnswerResponse } from '@k9/contracts';
import { ifMatchVersion, metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { definedOf, SANITIZED_HTML } from '../../question-fields.js';
import { QuestionsWriter } from '../../questions-writer.js';

@ApiTags('studio')
@Controller('api')
@AdminOnly()
export class EditQuestionAnswerController {
  constructor(private readonly writer: QuestionsWriter) {}

  @Put('answer')
  @ApiOperation({ summary: `Sửa câu trả lời của question_id (các trường thay đổi; ${SANITIZED_HTML}). Câu trả lời do AI tạo: 409 'Không thể chỉnh sửa câu trả lời do AI tạo'.` })
  async updateAnswer(@Body() body: UpdateAnswerRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AnswerResponse> {
    const { question_id, ...fields } = definedOf(body);
    const record = await this.writer.editAnswer(question_id as number, fields, metadataFor(request, admin), ifMatchVersion(request), response);
    return { success: true, data: record.answer! };
  }
}
