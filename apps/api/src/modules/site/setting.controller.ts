import { randomUUID } from 'node:crypto';
import { Body, Controller, ForbiddenException, Get, HttpCode, NotFoundException, Param, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CreateSettingRequest, LOGIN_MESSAGES, UpdateSettingRequest, type SettingRecord } from '@k9/contracts';
import { isPersonalSettingType, isSettingType, SETTING_MESSAGES, type CommandResult, type SettingType } from '@k9/domain';
import { etag, ifMatchVersion, metadataFor } from '../../platform/http/request-metadata.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { CurrentUser, SignedIn } from '../identity/guards/guards.js';
import type { SessionUser } from '../identity/session/session-user.js';
import { SaveSettingCommand } from './commands/save-setting/save-setting.command.js';
import { SETTING_PROJECTION } from './projections/site-setting/site-setting.projection.js';
import { SettingsRepository } from './settings.repository.js';

export const knownType = (type: string): SettingType => {
  if (!isSettingType(type)) throw new NotFoundException({ statusCode: 404, message: SETTING_MESSAGES.unknownType, code: 'UNKNOWN_SETTING_TYPE' });
  return type;
};

/** Shared settings are written by admins; personal ones by their owner. */
const ownerFor = (type: SettingType, user: SessionUser, writing: boolean): string | null => {
  if (isPersonalSettingType(type)) return user.id;
  if (writing && !user.isAdmin) throw new ForbiddenException({ statusCode: 403, message: LOGIN_MESSAGES.adminRequired, code: 'ADMIN_REQUIRED' });
  return null;
};

@ApiTags('site')
@Controller('api/setting')
@SignedIn()
export class SettingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly settings: SettingsRepository,
    private readonly projections: ProjectionsService,
  ) {}

  @Get(':type')
  @ApiOperation({ summary: 'Đọc cài đặt theo loại (id và setting là null khi chưa lưu)' })
  async get(@Param('type') rawType: string, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response): Promise<SettingRecord> {
    const type = knownType(rawType);
    const record = await this.settings.find(type, ownerFor(type, user, false));
    response.setHeader('ETag', etag(record.version));
    return record;
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Tạo cài đặt (admin; cài đặt cá nhân: chính chủ)' })
  create(@Body() body: CreateSettingRequest, @CurrentUser() user: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const type = knownType(body.type);
    const ownerId = ownerFor(type, user, true);
    const command = { type: 'CreateSetting' as const, data: { settingId: randomUUID(), settingType: type, ownerId, setting: body.setting } };
    return this.save(new SaveSettingCommand(command, metadataFor(request, user)), type, ownerId, response);
  }

  @Put()
  @ApiOperation({ summary: 'Cập nhật cài đặt (id + type + setting; If-Match: W/"version" tuỳ chọn)' })
  update(@Body() body: UpdateSettingRequest, @CurrentUser() user: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const type = knownType(body.type);
    const ownerId = ownerFor(type, user, true);
    const command = { type: 'UpdateSetting' as const, data: { settingId: body.id, settingType: type, ownerId, setting: body.setting } };
    return this.save(new SaveSettingCommand(command, metadataFor(request, user), ifMatchVersion(request) ?? body.version), type, ownerId, response);
  }

  private async save(command: SaveSettingCommand, type: SettingType, ownerId: string | null, response: Response): Promise<SettingRecord> {
    const result: CommandResult<never, never> = await this.commands.execute(command);
    await this.projections.waitFor(result.position, [SETTING_PROJECTION]);
    const record = await this.settings.find(type, ownerId);
    response.setHeader('ETag', etag(record.version));
    return record;
  }
}
