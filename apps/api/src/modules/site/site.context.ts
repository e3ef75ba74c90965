import { SITE_SETTINGS, SITE_AUDIT } from '@k9/domain';
import type { ApiContext } from '../../platform/context.js';
import { AUDITED, AUDIT_REPLAYS, auditReplay } from '../audit/audit-log.js';
import { Migration004SiteSettings } from './migrations/004-site-settings.js';
import { SettingView } from './projections/site-setting/site-setting.entity.js';
import { FILE_CLAIMS } from '../storage/file-claims.js';
import { SETTINGS, SettingTable } from './setting-table.js';
import { SiteModule } from './site.module.js';

export const siteContext: ApiContext = {
  name: 'site',
  module: SiteModule,
  entities: [SettingView],
  migrations: [{ name: '004-site-settings', class: Migration004SiteSettings }],
  contributes: [AUDITED.with([SITE_AUDIT]), AUDIT_REPLAYS.with([auditReplay('setting', (get) => get(SettingTable).decider, ['status', 'settingId', 'setting'])]), SETTINGS.with(SITE_SETTINGS), FILE_CLAIMS.with(['SettingSaved'])],
};
