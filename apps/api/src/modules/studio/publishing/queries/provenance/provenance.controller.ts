import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProvenanceResponse } from '@k9/contracts';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { generationId } from '../../../generation/generation-id.js';
import { questionId } from '../../../questions/question-id.js';
import { ProvenanceReader } from '../../provenance-reader.js';

const SUMMARY = 'Nguồn gốc câu trả lời (từ các sự kiện): ai hỏi, cấu hình AI và phiên bản, model và mã lượt gọi AI của từng bước, ai sửa / cải thiện, ai duyệt (và đợt duyệt hàng loạt).';

/** The audit of a published answer (DESIGN §13), for admins. */
@ApiTags('studio')
@Controller('api')
@AdminOnly()
export class ProvenanceController {
  constructor(private readonly provenance: ProvenanceReader) {}

  @Get('question/:id/provenance')
  @ApiOperation({ summary: `${SUMMARY} Mọi admin.` })
  async ofQuestion(@Param('id', questionId) id: number): Promise<ProvenanceResponse> {
    return { success: true, data: await this.provenance.ofQuestion(id) };
  }

  @Get('aiGenHistory/:id/provenance')
  @ApiOperation({ summary: `${SUMMARY} Chỉ bản ghi của chính admin (của admin khác: 404).` })
  async ofGeneration(@Param('id', generationId) id: number, @CurrentUser() user: SessionUser): Promise<ProvenanceResponse> {
    return { success: true, data: await this.provenance.ofGeneration(id, user.id) };
  }
}
