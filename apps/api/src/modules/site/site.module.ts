import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SaveSettingHandler } from './commands/save-setting/save-setting.handler.js';
import { SettingProjection } from './projections/site-setting/site-setting.projection.js';
import { PublicSettingController } from './public-setting.controller.js';
import { SettingController } from './setting.controller.js';
import { SettingsRepository } from './settings.repository.js';

@Module({
  imports: [CqrsModule],
  controllers: [SettingController, PublicSettingController],
  providers: [SettingProjection, SettingsRepository, SaveSettingHandler],
  exports: [SettingsRepository],
})
export class SiteModule {}
