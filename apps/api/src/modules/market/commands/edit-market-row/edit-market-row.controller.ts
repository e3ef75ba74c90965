import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { MarketRowEditRequest, type MarketRowEditResponse } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { datasetOf, MarketRowWriter } from '../../market-row-writer.js';

@ApiTags('market')
@Controller('api/market')
@AdminOnly()
export class EditMarketRowController {
  constructor(private readonly writer: MarketRowWriter) {}

  @Put(':dataset/:rowId')
  @ApiOperation({
    summary:
      'Sửa một dòng dữ liệu thị trường: data (các cột, tối đa 200), URL, name, type. Các cột khóa (Mã CK, Ngày) giữ nguyên; mỗi giá trị thay đổi được ghi vào nhật ký thay đổi. Chỉ admin.',
  })
  async edit(@Param('dataset') dataset: string, @Param('rowId') rowId: string, @Body() body: MarketRowEditRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<MarketRowEditResponse> {
    const row = await this.writer.edit(datasetOf(dataset), rowId, { data: body.data, url: body.URL ?? null, name: body.name ?? null, type: body.type ?? null }, user, metadataFor(request, user));
    return { success: true, data: row };
  }
}
