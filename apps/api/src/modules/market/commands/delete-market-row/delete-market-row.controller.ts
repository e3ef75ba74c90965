import { Controller, Delete, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { MarketRowDeleteResponse } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { datasetOf, MarketRowWriter } from '../../market-row-writer.js';

@ApiTags('market')
@Controller('api/market')
@AdminOnly()
export class DeleteMarketRowController {
  constructor(private readonly writer: MarketRowWriter) {}

  @Delete(':dataset/:rowId')
  @ApiOperation({ summary: 'Xóa một dòng dữ liệu thị trường (một lần nhập lại tệp có dòng này sẽ tạo lại nó). Chỉ admin.' })
  async remove(@Param('dataset') dataset: string, @Param('rowId') rowId: string, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<MarketRowDeleteResponse> {
    await this.writer.remove(datasetOf(dataset), rowId, user, metadataFor(request, user));
    return { success: true, id: rowId };
  }
}
