import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { SettingRecord } from '@k9/contracts';
import { etag } from '../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { knownType, ownerFor } from '../../setting-access.js';
import { SettingsRepository } from '../../settings.repository.js';

@ApiTags('site')
@Controller('api/setting')
@SignedIn()
export class SettingController {
  constructor(private readonly settings: SettingsRepository) {}

  @Get(':type')
  @ApiOperation({ summary: 'Đọc cài đặt theo loại (id và setting là null khi chưa lưu)' })
  async get(@Param('type') rawType: string, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response): Promise<SettingRecord> {
    const type = knownType(rawType);
    const record = await this.settings.find(type, ownerFor(type, user, false));
    response.setHeader('ETag', etag(record.version));
    return record;
  }
}
