import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { MarketDeleteSamplesResponse } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { MarketRowWriter } from '../../market-row-writer.js';

@ApiTags('market')
@Controller('api/market')
@AdminOnly()
export class DeleteSamplesController {
  constructor(private readonly writer: MarketRowWriter) {}

  @Post('delete-samples')
  @HttpCode(200)
  @ApiOperation({ summary: 'Xóa toàn bộ dữ liệu mẫu (sinh tự động) của mọi bộ dữ liệu thị trường trong một thao tác; dữ liệu thật giữ nguyên. Trả số dòng đã xóa. Chỉ admin.' })
  async deleteSamples(@CurrentUser() user: SessionUser, @Req() request: Request): Promise<MarketDeleteSamplesResponse> {
    return { success: true, deleted: await this.writer.deleteSamples(user, metadataFor(request, user)) };
  }
}
