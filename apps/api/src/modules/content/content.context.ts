import { CONTENT_SETTINGS, CONTENT_AUDIT, contentDecider } from '@k9/domain';
import { BENCHES } from '../../platform/benches.js';
import type { ApiContext } from '../../platform/context.js';
import { AUDITED, AUDIT_REPLAYS, auditReplay } from '../audit/audit-log.js';
import { SETTINGS } from '../site/setting-table.js';
import { FILE_CLAIMS } from '../storage/file-claims.js';
import { ContentModule } from './content.module.js';
import { Migration020ContentRecords } from './migrations/020-content-records.js';
import { Migration021ContentListCoveringIndexes } from './migrations/021-content-list-covering-indexes.js';
import { Migration092ContentListHasDetail } from './migrations/092-content-list-has-detail.js';

export const contentContext: ApiContext = {
  name: 'content',
  module: ContentModule,
  migrations: [
    { name: '020-content-records', class: Migration020ContentRecords },
    { name: '021-content-list-covering-indexes', class: Migration021ContentListCoveringIndexes },
    { name: '092-content-list-has-detail', class: Migration092ContentListHasDetail },
  ],
  contributes: [AUDITED.with([CONTENT_AUDIT]), AUDIT_REPLAYS.with([auditReplay('content', contentDecider, ['status', 'contentId', 'type', 'fields'])]), 
    SETTINGS.with(CONTENT_SETTINGS),
    FILE_CLAIMS.with(['ContentCreated', 'ContentEdited', 'ContentMediaAttached']),
    BENCHES.with([
      { name: 'content', module: 'bench/content.bench.mjs', run: 'benchContent' },
      { name: 'management-table', module: 'bench/management-table.bench.mjs', run: 'benchManagementTable' },
    ]),
  ],
};
