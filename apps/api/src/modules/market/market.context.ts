import type { ApiContext } from '../../platform/context.js';
import { MarketModule } from './market.module.js';
import { Migration087MarketRows } from './migrations/087-market-rows.js';
import { Migration088MarketChanges } from './migrations/088-market-changes.js';
import { Migration089MarketImports } from './migrations/089-market-imports.js';

/** Market data: its module, read models and migrations (087-089 are the market context's). */
export const marketContext: ApiContext = {
  name: 'market',
  module: MarketModule,
  migrations: [
    { name: '087-market-rows', class: Migration087MarketRows },
    { name: '088-market-changes', class: Migration088MarketChanges },
    { name: '089-market-imports', class: Migration089MarketImports },
  ],
};
