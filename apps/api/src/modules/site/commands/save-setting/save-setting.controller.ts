import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CreateSettingRequest, UpdateSettingRequest, type SettingRecord } from '@k9/contracts';
import { settingDecider, settingStreamId, type EventMetadata, type SettingCommand } from '@k9/domain';
import { CommandPath } from '../../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../../platform/commands/decider-command.js';
import { ifMatchVersion, metadataFor } from '../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { SETTING_PROJECTION } from '../../projections/site-setting/site-setting.projection.js';
import { knownType, ownerFor } from '../../setting-access.js';
import { SettingsRepository } from '../../settings.repository.js';

@ApiTags('site')
@Controller('api/setting')
@SignedIn()
export class SaveSettingController {
  constructor(
    private readonly commands: CommandPath,
    private readonly settings: SettingsRepository,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Tạo cài đặt (admin; cài đặt cá nhân: chính chủ)' })
  create(@Body() body: CreateSettingRequest, @CurrentUser() user: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const type = knownType(body.type);
    const ownerId = ownerFor(type, user, true);
    const command: SettingCommand = { type: 'CreateSetting', data: { settingId: randomUUID(), settingType: type, ownerId, setting: body.setting } };
    return this.save(command, metadataFor(request, user), undefined, response);
  }

  @Put()
  @ApiOperation({ summary: 'Cập nhật cài đặt (id + type + setting; If-Match: W/"version" tuỳ chọn)' })
  update(@Body() body: UpdateSettingRequest, @CurrentUser() user: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const type = knownType(body.type);
    const ownerId = ownerFor(type, user, true);
    const command: SettingCommand = { type: 'UpdateSetting', data: { settingId: body.id, settingType: type, ownerId, setting: body.setting } };
    return this.save(command, metadataFor(request, user), ifMatchVersion(request) ?? body.version, response);
  }

  private save(command: SettingCommand, metadata: EventMetadata, expectedVersion: number | undefined, response: Response): Promise<SettingRecord> {
    const { settingType, ownerId } = command.data;
    return this.commands.executeAndRead(new DeciderCommand(settingDecider, settingStreamId(settingType, ownerId), command, metadata, expectedVersion), {
      readModels: [SETTING_PROJECTION],
      read: () => this.settings.find(settingType, ownerId),
      response,
      version: (record) => record.version,
    });
  }
}
