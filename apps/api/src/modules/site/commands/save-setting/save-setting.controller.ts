import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CreateSettingRequest, UpdateSettingRequest, type SettingRecord } from '@k9/contracts';
import { settingStreamId, type EventMetadata, type SettingCommand } from '@k9/domain';
import { CommandPath } from '../../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../../platform/commands/decider-command.js';
import { ifMatchVersion, metadataFor } from '../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { PersonalWriteLimit } from '../../../identity/throttle/personal-write-limit.js';
import { SETTING_PROJECTION } from '../../projections/site-setting/site-setting.projection.js';
import { knownType, writeTarget, type SettingTarget } from '../../setting-access.js';
import { SettingTable } from '../../setting-table.js';
import { SettingViews } from '../../setting-views.js';
import { SettingsCoherence } from '../../settings-coherence.js';

const WRITE_RULES = 'theo bảng quyền của từng loại: giá trị chung do admin ghi; header_background, TEMPLATE_AI_SETTING: mỗi người ghi giá trị riêng (scope=personal)';

@ApiTags('site')
@Controller('api/setting')
@SignedIn()
export class SaveSettingController {
  constructor(
    private readonly commands: CommandPath,
    private readonly views: SettingViews,
    private readonly personalWrites: PersonalWriteLimit,
    private readonly table: SettingTable,
    private readonly coherence: SettingsCoherence,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: `Tạo cài đặt, ${WRITE_RULES}` })
  async create(@Body() body: CreateSettingRequest, @CurrentUser() user: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const target = await this.allowedTarget(body.type, user, body.scope);
    const setting = await this.views.valueToSave(target, body.setting, user);
    const command: SettingCommand = { type: 'CreateSetting', data: { settingId: randomUUID(), settingType: target.type, ownerId: target.ownerId, setting } };
    return this.save(target, command, user, metadataFor(request, user), undefined, response);
  }

  @Put()
  @ApiOperation({ summary: `Cập nhật cài đặt (id + type + setting; If-Match: W/"version" tuỳ chọn), ${WRITE_RULES}` })
  async update(@Body() body: UpdateSettingRequest, @CurrentUser() user: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const target = await this.allowedTarget(body.type, user, body.scope);
    const setting = await this.views.valueToSave(target, body.setting, user);
    const command: SettingCommand = { type: 'UpdateSetting', data: { settingId: body.id, settingType: target.type, ownerId: target.ownerId, setting } };
    return this.save(target, command, user, metadataFor(request, user), ifMatchVersion(request) ?? body.version, response);
  }

  /** The value the caller may write; a write to their own value counts toward their personal writes a minute. */
  private async allowedTarget(type: string, user: SessionUser, scope: SettingTarget['scope'] | undefined): Promise<SettingTarget> {
    const target = writeTarget(this.table.catalogue, knownType(this.table.catalogue, type), user, scope);
    if (target.scope === 'personal') await this.personalWrites.spend(user.id);
    return target;
  }

  /** Answers with what a read of the same scope shows the writer, once no instance holds the value as it was before. */
  private save(target: SettingTarget, command: SettingCommand, user: SessionUser, metadata: EventMetadata, expectedVersion: number | undefined, response: Response): Promise<SettingRecord> {
    return this.commands.executeAndRead(new DeciderCommand(this.table.decider, settingStreamId(target.type, target.ownerId), command, metadata, expectedVersion), {
      readModels: [SETTING_PROJECTION],
      read: async () => (await Promise.all([this.views.read({ ...target, view: 'full' }, user), this.coherence.changed()]))[0],
      response,
      version: (record) => record.version,
    });
  }
}
