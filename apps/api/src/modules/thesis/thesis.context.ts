import { THESIS_SETTINGS, THESIS_AUDIT } from '@k9/domain';
import type { ApiContext } from '../../platform/context.js';
import { AUDITED } from '../audit/audit-log.js';
import { SETTINGS } from '../site/setting-table.js';
import { Migration097Theses } from './migrations/097-theses.js';
import { ThesisModule } from './thesis.module.js';

/** The thesis notebooks (issue 30): one stream per thesis, its segments one event each, AI summaries through the gateway. */
export const thesisContext: ApiContext = {
  name: 'thesis',
  module: ThesisModule,
  migrations: [{ name: '097-theses', class: Migration097Theses }],
  contributes: [AUDITED.with([THESIS_AUDIT]), SETTINGS.with(THESIS_SETTINGS)],
};
