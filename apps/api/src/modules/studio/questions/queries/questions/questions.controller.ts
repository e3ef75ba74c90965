import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { QuestionListResponse } from '@k9/contracts';
import { AdminOnly } from '../../../../identity/guards/guards.js';
import { QuestionsRepository } from '../../questions.repository.js';

/**
 * Reads of questions: admins only for now. The answers are published for learners (spec 3 calls them FAQ-style), but
 * no learner screen that reads them is specified; a learner read would show `show: true` answers only.
 */
@ApiTags('studio')
@Controller('api/question')
@AdminOnly()
export class QuestionsController {
  constructor(private readonly questions: QuestionsRepository) {}

  @Get()
  @ApiOperation({ summary: 'Danh sách câu hỏi kèm câu trả lời (answer), theo index (chưa có index: sau cùng) rồi id.' })
  async list(): Promise<QuestionListResponse> {
    return { success: true, data: await this.questions.list() };
  }
}
