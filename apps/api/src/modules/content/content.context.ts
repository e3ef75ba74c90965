import type { ApiContext } from '../../platform/context.js';
import { ContentModule } from './content.module.js';
import { Migration020ContentRecords } from './migrations/020-content-records.js';
import { Migration021ContentListCoveringIndexes } from './migrations/021-content-list-covering-indexes.js';

export const contentContext: ApiContext = {
  name: 'content',
  module: ContentModule,
  migrations: [
    { name: '020-content-records', class: Migration020ContentRecords },
    { name: '021-content-list-covering-indexes', class: Migration021ContentListCoveringIndexes },
  ],
};
