import { Controller, Delete, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AiGenHistoryDeleteResponse } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { generationId } from '../../generation-id.js';
import { RemoveRequest } from './remove-request.js';

@ApiTags('studio')
@Controller('api/aiGenHistory')
@AdminOnly()
export class RemoveRequestController {
  constructor(private readonly removeRequest: RemoveRequest) {}

  @Delete('requests/:id')
  @ApiOperation({ summary: 'Bỏ một yêu cầu khỏi hàng đợi (đang chờ; nếu đang chạy thì dừng), qua đường dừng công việc duy nhất của server.' })
  async remove(@Param('id', generationId) id: number, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenHistoryDeleteResponse> {
    await this.removeRequest.run(id, user, metadataFor(request, user));
    return { success: true, id };
  }
}
