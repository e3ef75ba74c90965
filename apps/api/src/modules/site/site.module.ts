import { Module } from '@nestjs/common';
import { ClearSettingController } from './commands/clear-setting/clear-setting.controller.js';
import { SaveSettingController } from './commands/save-setting/save-setting.controller.js';
import { SettingProjection } from './projections/site-setting/site-setting.projection.js';
import { PublicSettingController } from './queries/public-setting/public-setting.controller.js';
import { SettingController } from './queries/setting/setting.controller.js';
import { SettingTypesController } from './queries/setting-types/setting-types.controller.js';
import { SettingTable } from './setting-table.js';
import { SettingViews } from './setting-views.js';
import { SettingsCoherence } from './settings-coherence.js';
import { SettingsRepository } from './settings.repository.js';

@Module({
  controllers: [SettingController, SettingTypesController, SaveSettingController, ClearSettingController, PublicSettingController],
  providers: [SettingTable, SettingProjection, SettingsRepository, SettingViews, SettingsCoherence],
  exports: [SettingTable, SettingsRepository, SettingViews, SettingsCoherence],
})
export class SiteModule {}
