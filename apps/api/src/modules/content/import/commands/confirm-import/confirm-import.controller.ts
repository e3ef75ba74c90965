import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { ContentImportConfirmResponse } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { ContentImportService } from '../../content-import.service.js';
import { importIdParam } from '../../import-id.js';

/** Imports, step 2: the admin confirms the preview; the rows are created in a job. */
@ApiTags('content')
@Controller('api/k9/import')
@AdminOnly()
export class ConfirmImportController {
  constructor(private readonly imports: ContentImportService) {}

  @Post(':importId/confirm')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Xác nhận import: các dòng hợp lệ được tạo trong một công việc nền (tiến độ qua /ws: job.updated, hàng đợi content-import), mặc định của import: ' +
      'status published, impact normal, isPublic bật. Gửi lại lần nữa không import hai lần. Không có dòng hợp lệ: 422 "Không thể import bản ghi nào!".',
  })
  confirm(@Param('importId', importIdParam) importId: string, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<ContentImportConfirmResponse> {
    return this.imports.confirm(importId, admin, metadataFor(request, admin));
  }
}
