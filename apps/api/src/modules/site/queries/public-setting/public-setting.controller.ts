import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { SettingRecord } from '@k9/contracts';
import { tagVersion } from '../../../../platform/commands/version-tag.js';
import { SettingTable } from '../../setting-table.js';
import { SettingViews } from '../../setting-views.js';

export const PUBLIC_SETTING_NOT_FOUND = 'Không tìm thấy cài đặt công khai này.';

@ApiTags('site')
@Controller('api/public/setting')
export class PublicSettingController {
  constructor(
    private readonly views: SettingViews,
    private readonly table: SettingTable,
  ) {}

  @Get(':key')
  @ApiOperation({ summary: 'Cài đặt công khai, không cần đăng nhập (các loại mà bảng cài đặt cho đọc công khai, vd. homepage_content, TAG4_OPTIONS); header_background: ảnh mặc định' })
  async get(@Param('key') key: string, @Res({ passthrough: true }) response: Response): Promise<SettingRecord> {
    if (!this.table.catalogue.isPublic(key)) throw new NotFoundException({ statusCode: 404, message: PUBLIC_SETTING_NOT_FOUND, code: 'NOT_PUBLIC' });
    const record = await this.views.shared(key);
    tagVersion(response, record.version);
    response.setHeader('Cache-Control', 'no-cache');
    return record;
  }
}
