import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CreateAnswerRequest, type AnswerResponse } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { definedOf, SANITIZED_HTML } from '../../question-fields.js';
import { QuestionsWriter } from '../../questions-writer.js';

@ApiTags('studio')
@Controller('api')
@AdminOnly()
export class CreateAnswerController {
  constructor(private readonly writer: QuestionsWriter) {}

  @Post('answer')
  @HttpCode(201)
  @ApiOperation({ summary: `Tạo câu trả lời cho question_id (mỗi câu hỏi một câu trả lời): title, content, ${SANITIZED_HTML} ai_gen_id (câu trả lời do AI tạo: chỉ đọc), audioUrl, level, show.` })
  async createAnswer(@Body() body: CreateAnswerRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AnswerResponse> {
    const { question_id, ai_gen_id, ...fields } = definedOf(body);
    const record = await this.writer.createAnswer(question_id as number, { ...fields, aiGenId: ai_gen_id }, metadataFor(request, admin), response);
    return { success: true, data: record.answer! };
  }
}
