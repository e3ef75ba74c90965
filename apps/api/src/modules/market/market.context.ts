import { BENCHES } from '../../platform/benches.js';
import type { ApiContext } from '../../platform/context.js';
import { AUDITED } from '../audit/audit-log.js';
import { HEALTH_PARTS } from '../../platform/health/health-parts.js';
import { FILE_CLAIMS } from '../storage/file-claims.js';
import { MarketSeeder } from './market-seeder.js';
import { MarketModule } from './market.module.js';
import { Migration087MarketRows } from './migrations/087-market-rows.js';
import { Migration088MarketChanges } from './migrations/088-market-changes.js';
import { Migration089MarketImports } from './migrations/089-market-imports.js';
import { Migration094MarketCompanyReports } from './company-reports/migrations/094-market-company-reports.js';
import { CompanyReportView } from './company-reports/projections/company-report/company-report.entity.js';
import { Migration096MarketDocumentExtracts } from './document-summaries/migrations/096-market-document-extracts.js';
import { DOCUMENT_SUMMARY_SETTINGS, MARKET_AUDIT } from '@k9/domain';
import { SETTINGS } from '../site/setting-table.js';

/** Market data: its module, read models and migrations (087-089 are the market context's). */
export const marketContext: ApiContext = {
  name: 'market',
  module: MarketModule,
  entities: [CompanyReportView],
  migrations: [
    { name: '087-market-rows', class: Migration087MarketRows },
    { name: '088-market-changes', class: Migration088MarketChanges },
    { name: '089-market-imports', class: Migration089MarketImports },
    { name: '094-market-company-reports', class: Migration094MarketCompanyReports },
    { name: '096-market-document-extracts', class: Migration096MarketDocumentExtracts },
  ],
  // A row's URL may name a stored file (the seeded sample PDFs, an admin's import): the row claims it (see file-claims.ts).
  contributes: [AUDITED.with([MARKET_AUDIT]), FILE_CLAIMS.with(['MarketRowsImported', 'MarketRowEdited']), HEALTH_PARTS.with([{ name: 'marketSeed', part: MarketSeeder }]), BENCHES.with([{ name: 'market', module: 'bench/market.bench.mjs', run: 'benchMarket' }]), SETTINGS.with(DOCUMENT_SUMMARY_SETTINGS), BENCHES.with([{ name: 'ocr', module: 'bench/ocr.bench.mjs', run: 'benchOcr' }])],

};
