import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { BulkDeleteContentRequest, type BulkResponse } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { DeleteContentBatch } from './delete-content-batch.js';

@ApiTags('content')
@Controller('api/k9')
@AdminOnly()
export class DeleteContentBatchController {
  constructor(private readonly deleteContentBatch: DeleteContentBatch) {}

  @Post('delete-batch')
  @HttpCode(200)
  @ApiOperation({ summary: 'Xóa hàng loạt: ids; kết quả cho từng id (deleted, already_deleted khi gửi lại, not_found)' })
  deleteBatch(@Body() body: BulkDeleteContentRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<BulkResponse> {
    return this.deleteContentBatch.run([...new Set(body.ids)], metadataFor(request, admin));
  }
}
