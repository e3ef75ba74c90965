import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CreateContentRequest, type ContentRecord } from '@k9/contracts';
import type { ContentType } from '@k9/domain';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { assertKnownKeys, inputOf } from '../../content-http.js';
import { ContentWriter } from '../../content-writer.js';

/** Spec 1 §7 "K9": POST /api/k9. */
@ApiTags('content')
@Controller('api/k9')
@AdminOnly()
export class CreateContentController {
  constructor(private readonly writer: ContentWriter) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Tạo bản ghi nội dung (id từ sequence; isPublic mặc định bật, trạng thái mặc định draft); trả về bản ghi, ETag W/"version"' })
  create(@Body() body: CreateContentRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ContentRecord> {
    assertKnownKeys(request.body);
    return this.writer.create(body.type as ContentType, inputOf(body), { kind: 'form' }, { metadata: metadataFor(request, admin), response });
  }
}
