import { Body, Controller, Put, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UpdateQuestionRequest, type QuestionResponse } from '@k9/contracts';
import { ifMatchVersion, metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { definedOf } from '../../question-fields.js';
import { QuestionsWriter } from '../../questions-writer.js';

@ApiTags('studio')
@Controller('api')
@AdminOnly()
export class EditQuestionController {
  constructor(private readonly writer: QuestionsWriter) {}

  @Put('question')
  @ApiOperation({ summary: 'Sửa câu hỏi: id và các trường thay đổi (question, category, level). If-Match: W/"version" tùy chọn (cũ: 412).' })
  async updateQuestion(@Body() body: UpdateQuestionRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<QuestionResponse> {
    const { id, ...fields } = definedOf(body);
    return { success: true, data: await this.writer.edit(id as number, fields, metadataFor(request, admin), ifMatchVersion(request), response) };
  }
}
