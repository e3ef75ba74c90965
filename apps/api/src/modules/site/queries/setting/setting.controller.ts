import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SETTING_SCOPES, type SettingRecord } from '@k9/contracts';
import { tagVersion } from '../../../../platform/commands/version-tag.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { knownType, readTarget, scopeParam } from '../../setting-access.js';
import { SettingTable } from '../../setting-table.js';
import { SettingViews } from '../../setting-views.js';

@ApiTags('site')
@Controller('api/setting')
@SignedIn()
export class SettingController {
  constructor(
    private readonly views: SettingViews,
    private readonly table: SettingTable,
  ) {}

  @Get(':type')
  @ApiOperation({
    summary:
      'Đọc cài đặt theo loại, theo bảng quyền của từng loại (id và setting là null khi chưa lưu). header_background, TEMPLATE_AI_SETTING: ' +
      'học viên đọc giá trị riêng của mình trên nền giá trị chung (scope=personal); ai_settings_for_user: học viên chỉ biết đã cấu hình hay chưa.',
  })
  @ApiQuery({ name: 'scope', required: false, enum: SETTING_SCOPES })
  async get(@Param('type') rawType: string, @Query('scope') rawScope: unknown, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response): Promise<SettingRecord> {
    const read = readTarget(this.table.catalogue, knownType(this.table.catalogue, rawType), user, scopeParam(rawScope));
    const record = await this.views.read(read, user);
    tagVersion(response, record.version);
    // A personal view also changes with the shared default, which its version does not count: never answer 304.
    if (read.scope === 'personal') response.setHeader('Cache-Control', 'private, no-store');
    return record;
  }
}
