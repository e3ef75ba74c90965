import { Body, Controller, Delete, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  CreateAnswerRequest,
  CreateQuestionRequest,
  MoveQuestionRequest,
  UpdateAnswerRequest,
  UpdateQuestionRequest,
  type AnswerResponse,
  type QuestionCreateResponse,
  type QuestionDeleteResponse,
  type QuestionMoveResponse,
  type QuestionResponse,
} from '@k9/contracts';
import { ifMatchVersion, metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { questionId } from '../../question-id.js';
import { QuestionsWriter } from '../../questions-writer.js';

const HTML = 'html bắt buộc; được làm sạch (DOMPurify) trước khi lưu: không script, không thuộc tính on*, không style, không javascript:/data:.';

/** Writes of questions and answers (spec 1 §7, spec 3 screen 3): admins only. */
@ApiTags('studio')
@Controller('api')
@AdminOnly()
export class ManageQuestionsController {
  constructor(private readonly writer: QuestionsWriter) {}

  @Post('question')
  @HttpCode(201)
  @ApiOperation({ summary: "Tạo câu hỏi: question, category ('Vui lòng nhập loại câu hỏi'), level (elementary|intermediate|advanced) bắt buộc; ai_gen_id (câu hỏi do AI tạo: chỉ cần question). Trả về id." })
  async createQuestion(@Body() body: CreateQuestionRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<QuestionCreateResponse> {
    const { ai_gen_id, ...fields } = definedOf(body);
    const data = await this.writer.create(fields, (ai_gen_id as number | undefined) ?? null, metadataFor(request, admin), response);
    return { success: true, id: data.id, data };
  }

  @Put('question')
  @ApiOperation({ summary: 'Sửa câu hỏi: id và các trường thay đổi (question, category, level). If-Match: W/"version" tùy chọn (cũ: 412).' })
  async updateQuestion(@Body() body: UpdateQuestionRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<QuestionResponse> {
    const { id, ...fields } = definedOf(body);
    return { success: true, data: await this.writer.edit(id as number, fields, metadataFor(request, admin), ifMatchVersion(request), response) };
  }

  @Delete('question/:id')
  @ApiOperation({ summary: 'Xóa câu hỏi cùng câu trả lời (biến mất khỏi danh sách; lịch sử vẫn giữ).' })
  async deleteQuestion(@Param('id', questionId) id: number, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<QuestionDeleteResponse> {
    await this.writer.delete(id, metadataFor(request, admin), ifMatchVersion(request));
    return { success: true, id };
  }

  @Post('question/:id/move')
  @HttpCode(200)
  @ApiOperation({ summary: 'Di chuyển câu hỏi lên/xuống: direction up|down, đổi index với câu hỏi liền kề (lần đầu: đánh số 1..n theo thứ tự đang hiển thị). Trả về danh sách mới.' })
  async moveQuestion(@Param('id', questionId) id: number, @Body() body: MoveQuestionRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<QuestionMoveResponse> {
    return { success: true, data: await this.writer.move(id, body.direction, metadataFor(request, admin)) };
  }

  @Post('answer')
  @HttpCode(201)
  @ApiOperation({ summary: `Tạo câu trả lời cho question_id (mỗi câu hỏi một câu trả lời): title, content, ${HTML} ai_gen_id (câu trả lời do AI tạo: chỉ đọc), audioUrl, level, show.` })
  async createAnswer(@Body() body: CreateAnswerRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AnswerResponse> {
    const { question_id, ai_gen_id, ...fields } = definedOf(body);
    const record = await this.writer.createAnswer(question_id as number, { ...fields, aiGenId: ai_gen_id }, metadataFor(request, admin), response);
    return { success: true, data: record.answer! };
  }

  @Put('answer')
  @ApiOperation({ summary: `Sửa câu trả lời của question_id (các trường thay đổi; ${HTML}). Câu trả lời do AI tạo: 409 'Không thể chỉnh sửa câu trả lời do AI tạo'.` })
  async updateAnswer(@Body() body: UpdateAnswerRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AnswerResponse> {
    const { question_id, ...fields } = definedOf(body);
    const record = await this.writer.editAnswer(question_id as number, fields, metadataFor(request, admin), ifMatchVersion(request), response);
    return { success: true, data: record.answer! };
  }
}

/** The body's fields that were sent (a DTO instance carries undefined for the rest). */
const definedOf = (body: object): Record<string, unknown> => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
