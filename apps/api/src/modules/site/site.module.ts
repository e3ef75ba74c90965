import { Module } from '@nestjs/common';
import { ClearSettingController } from './commands/clear-setting/clear-setting.controller.js';
import { SaveSettingController } from './commands/save-setting/save-setting.controller.js';
import { SettingProjection } from './projections/site-setting/site-setting.projection.js';
import { PublicSettingController } from './queries/public-setting/public-setting.controller.js';
import { SettingController } from './queries/setting/setting.controller.js';
import { SettingViews } from './setting-views.js';
import { SettingsRepository } from './settings.repository.js';

@Module({
  controllers: [SettingController, SaveSettingController, ClearSettingController, PublicSettingController],
  providers: [SettingProjection, SettingsRepository, SettingViews],
  exports: [SettingsRepository, SettingViews],
})
export class SiteModule {}
