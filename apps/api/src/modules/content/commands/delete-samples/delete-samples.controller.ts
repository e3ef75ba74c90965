import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { BulkResponse } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { DeleteContentBatch } from '../delete-content-batch/delete-content-batch.js';

@ApiTags('content')
@Controller('api/k9')
@AdminOnly()
export class DeleteSamplesController {
  constructor(private readonly deleteContentBatch: DeleteContentBatch) {}

  @Post('delete-samples')
  @HttpCode(200)
  @ApiOperation({ summary: 'Xóa toàn bộ thư viện mẫu trong một lần (kết quả cho từng id)' })
  deleteSamples(@CurrentUser() admin: SessionUser, @Req() request: Request): Promise<BulkResponse> {
    return this.deleteContentBatch.samples(metadataFor(request, admin));
  }
}
