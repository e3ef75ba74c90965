import { Body, Controller, Put, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UpdateContentRequest, type ContentRecord } from '@k9/contracts';
import type { ContentType } from '@k9/domain';
import { ifMatchVersion, metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { assertKnownKeys, inputOf } from '../../content-http.js';
import { ContentWriter } from '../../content-writer.js';

/** Spec 1 §7 "K9": PUT /api/k9. */
@ApiTags('content')
@Controller('api/k9')
@AdminOnly()
export class UpdateContentController {
  constructor(private readonly writer: ContentWriter) {}

  @Put()
  @ApiOperation({
    summary:
      'Cập nhật bản ghi: id và một phần hoặc toàn bộ các trường; If-Match: W/"version" (hoặc version trong body) — phiên bản cũ: 412. ' +
      'Chỉ các trường thay đổi được ghi thành sự kiện.',
  })
  update(@Body() body: UpdateContentRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ContentRecord> {
    assertKnownKeys(request.body);
    const sentVersion = (request.body as { version?: unknown }).version;
    const expectedVersion = ifMatchVersion(request) ?? (Number.isInteger(sentVersion) ? (sentVersion as number) : undefined);
    return this.writer.update(body.id, inputOf(body), { metadata: metadataFor(request, admin), expectedVersion, response, contentType: body.type as ContentType | undefined });
  }
}
