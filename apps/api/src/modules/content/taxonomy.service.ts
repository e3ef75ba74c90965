import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { TagOptionsResponse } from '@k9/contracts';
import { DomainError, settingStreamId, TAG_DEFAULTS, TAG_SETTING_TYPES, type TagSettingType } from '@k9/domain';
import { CommandPath } from '../../platform/commands/command-path.js';
import { DeciderCommand } from '../../platform/commands/decider-command.js';
import { SETTING_PROJECTION } from '../site/projections/site-setting/site-setting.projection.js';
import { SettingTable } from '../site/setting-table.js';
import { SettingsRepository } from '../site/settings.repository.js';

/** The system, as the actor of what the platform writes by itself (defaults, the sample library). */
export const systemMetadata = (cause: string) => ({
  actorId: null,
  actorEmail: 'system',
  correlationId: randomUUID(),
  causationId: cause,
  occurredAt: new Date().toISOString(),
});

/** TAG1-4 options live in the site's settings (one stream per type); unset lists get the spec's defaults saved back (spec 3 §9). */
@Injectable()
export class TaxonomyService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly commands: CommandPath,
    private readonly table: SettingTable,
  ) {}

  async tagOptions(): Promise<TagOptionsResponse> {
    const entries = await Promise.all(TAG_SETTING_TYPES.map(async (type) => [type, await this.listOf(type)] as const));
    return Object.fromEntries(entries) as TagOptionsResponse;
  }

  private async listOf(type: TagSettingType): Promise<unknown[]> {
    const stored = await this.settings.find(type, null);
    if (Array.isArray(stored.setting)) return stored.setting;
    if (stored.setting === null) await this.saveDefault(type);
    return TAG_DEFAULTS[type];
  }

  private async saveDefault(type: TagSettingType): Promise<void> {
    const command = { type: 'CreateSetting' as const, data: { settingId: randomUUID(), settingType: type, ownerId: null, setting: TAG_DEFAULTS[type] } };
    try {
      await this.commands.execute(new DeciderCommand(this.table.decider, settingStreamId(type, null), command, systemMetadata(`tag-defaults-${type}`)), [SETTING_PROJECTION]);
    } catch (error) {
      // Someone saved the list meanwhile: theirs stands.
      if (!(error instanceof DomainError)) throw error;
    }
  }
}
