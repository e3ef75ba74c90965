import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CreateQuestionRequest, type QuestionCreateResponse } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { definedOf } from '../../question-fields.js';
import { QuestionsWriter } from '../../questions-writer.js';

@ApiTags('studio')
@Controller('api')
@AdminOnly()
export class CreateQuestionController {
  constructor(private readonly writer: QuestionsWriter) {}

  @Post('question')
  @HttpCode(201)
  @ApiOperation({ summary: "Tạo câu hỏi: question, category ('Vui lòng nhập loại câu hỏi'), level (elementary|intermediate|advanced) bắt buộc; ai_gen_id (câu hỏi do AI tạo: chỉ cần question). Trả về id." })
  async createQuestion(@Body() body: CreateQuestionRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<QuestionCreateResponse> {
    const { ai_gen_id, ...fields } = definedOf(body);
    const data = await this.writer.create(fields, (ai_gen_id as number | undefined) ?? null, metadataFor(request, admin), response);
    return { success: true, id: data.id, data };
  }
}
