import { Body, Controller, Delete, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CreateContentRequest, UpdateContentRequest, type ContentRecord } from '@k9/contracts';
import type { ContentType } from '@k9/domain';
import { ifMatchVersion, metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { assertKnownKeys, contentIdParam, inputOf } from '../../content-http.js';
import { ContentWriter } from '../../content-writer.js';

/** Create, update and delete one record (spec 1 §7 "K9": POST and PUT /api/k9, DELETE /api/k9/{id}). */
@ApiTags('content')
@Controller('api/k9')
@AdminOnly()
export class ManageContentController {
  constructor(private readonly writer: ContentWriter) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Tạo bản ghi nội dung (id từ sequence; isPublic mặc định bật, trạng thái mặc định draft); trả về bản ghi, ETag W/"version"' })
  create(@Body() body: CreateContentRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ContentRecord> {
    assertKnownKeys(request.body);
    return this.writer.create(body.type as ContentType, inputOf(body), { kind: 'form' }, { metadata: metadataFor(request, admin), response });
  }

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

  @Delete(':id')
  @ApiOperation({ summary: 'Xóa một bản ghi (sự kiện ContentDeleted; lịch sử vẫn giữ trong audit)' })
  async remove(@Param('id') rawId: string, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<{ success: true; id: number }> {
    const id = contentIdParam(rawId);
    await this.writer.delete(id, { metadata: metadataFor(request, admin) });
    return { success: true, id };
  }
}
