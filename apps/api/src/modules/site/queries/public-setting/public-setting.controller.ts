import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { SettingRecord } from '@k9/contracts';
import { isPublicSettingType, type SettingType } from '@k9/domain';
import { etag } from '../../../../platform/http/request-metadata.js';
import { SettingsRepository } from '../../settings.repository.js';

export const PUBLIC_SETTING_NOT_FOUND = 'Không tìm thấy cài đặt công khai này.';

@ApiTags('site')
@Controller('api/public/setting')
export class PublicSettingController {
  constructor(private readonly settings: SettingsRepository) {}

  @Get(':key')
  @ApiOperation({ summary: 'Cài đặt công khai, không cần đăng nhập (homepage_content, homepage_images, GUIDELINE_SETTING, ZALO_INFO, header_background, TAG4_OPTIONS)' })
  async get(@Param('key') key: string, @Res({ passthrough: true }) response: Response): Promise<SettingRecord> {
    if (!isPublicSettingType(key)) throw new NotFoundException({ statusCode: 404, message: PUBLIC_SETTING_NOT_FOUND, code: 'NOT_PUBLIC' });
    const record = await this.settings.find(key as SettingType, null);
    response.setHeader('ETag', etag(record.version));
    response.setHeader('Cache-Control', 'no-cache');
    return record;
  }
}
