import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SettingTypesResponse } from '@k9/contracts';
import { AdminOnly } from '../../../identity/guards/guards.js';
import { SettingTable } from '../../setting-table.js';

/** The settings table the server enforces (assembled from the contexts' declarations), for the admin's settings editor. */
@ApiTags('site')
@Controller('api/setting-types')
@AdminOnly()
export class SettingTypesController {
  constructor(private readonly table: SettingTable) {}

  @Get()
  @ApiOperation({ summary: 'Các loại cài đặt hệ thống biết, ai được đọc và ghi từng loại (chỉ admin)' })
  list(): SettingTypesResponse {
    const { catalogue } = this.table;
    return {
      data: catalogue.types.map((type) => {
        const policy = catalogue.policyOf(type);
        return { type, read: policy.read, write: policy.write, personal: policy.personal !== undefined };
      }),
    };
  }
}
