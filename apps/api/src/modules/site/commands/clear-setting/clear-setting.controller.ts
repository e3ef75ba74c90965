import { Controller, Delete, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { SettingRecord } from '@k9/contracts';
import { settingStreamId } from '@k9/domain';
import { CommandPath } from '../../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../../platform/commands/decider-command.js';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { PersonalWriteLimit } from '../../../identity/throttle/personal-write-limit.js';
import { SETTING_PROJECTION } from '../../projections/site-setting/site-setting.projection.js';
import { knownType, writeTarget } from '../../setting-access.js';
import { SettingTable } from '../../setting-table.js';
import { SettingViews } from '../../setting-views.js';
import { SettingsCoherence } from '../../settings-coherence.js';

/** "Back to default" (spec 2 §4.9): the caller's own value of a type layered over a shared default goes. */
@ApiTags('site')
@Controller('api/setting')
@SignedIn()
export class ClearSettingController {
  constructor(
    private readonly commands: CommandPath,
    private readonly views: SettingViews,
    private readonly personalWrites: PersonalWriteLimit,
    private readonly table: SettingTable,
    private readonly coherence: SettingsCoherence,
  ) {}

  @Delete(':type')
  @ApiOperation({ summary: 'Bỏ giá trị riêng của mình (header_background, TEMPLATE_AI_SETTING) để dùng lại giá trị mặc định; trả về giá trị đang hiển thị' })
  async clear(@Param('type') rawType: string, @CurrentUser() user: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SettingRecord> {
    const target = writeTarget(this.table.catalogue, knownType(this.table.catalogue, rawType), user, 'personal');
    await this.personalWrites.spend(user.id);
    const command = new DeciderCommand(
      this.table.decider,
      settingStreamId(target.type, target.ownerId),
      { type: 'ClearSetting', data: { settingType: target.type, ownerId: target.ownerId } },
      metadataFor(request, user),
    );
    // Answered once no instance holds the value as it was before.
    const read = async () => (await Promise.all([this.views.read({ ...target, view: 'full' }, user), this.coherence.changed()]))[0];
    const record = await this.commands.executeAndRead(command, { readModels: [SETTING_PROJECTION], read });
    response.setHeader('Cache-Control', 'private, no-store');
    return record;
  }
}
