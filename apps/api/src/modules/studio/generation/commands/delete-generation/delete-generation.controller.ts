import { Controller, Delete, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AiGenHistoryDeleteResponse } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { generationId } from '../../generation-id.js';
import { DeleteGeneration } from './delete-generation.js';

@ApiTags('studio')
@Controller('api/aiGenHistory')
@AdminOnly()
export class DeleteGenerationController {
  constructor(private readonly deleteGeneration: DeleteGeneration) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Xóa bản ghi khỏi lịch sử (một yêu cầu đang chờ cũng rời hàng đợi); lịch sử sự kiện vẫn giữ.' })
  async delete(@Param('id', generationId) id: number, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenHistoryDeleteResponse> {
    await this.deleteGeneration.run(id, user, metadataFor(request, user));
    return { success: true, id };
  }
}
