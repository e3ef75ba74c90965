import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { BulkUpdateContentRequest, type BulkResponse } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { UpdateContentBatch } from './update-content-batch.js';

@ApiTags('content')
@Controller('api/k9')
@AdminOnly()
export class UpdateContentBatchController {
  constructor(private readonly updateContentBatch: UpdateContentBatch) {}

  @Post('update-batch')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Cập nhật hàng loạt: ids, fieldToUpdate, value (tab caseTraining: category, tag1-tag4; tab khác: category, tag4; mọi tab: isPublic, hasTitle, allowed_user_class). Kết quả cho từng id.',
  })
  updateBatch(@Body() body: BulkUpdateContentRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<BulkResponse> {
    return this.updateContentBatch.run(body, metadataFor(request, admin));
  }
}
