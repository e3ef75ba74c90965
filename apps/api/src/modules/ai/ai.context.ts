import type { ApiContext } from '../../platform/context.js';
import { AiModule } from './ai.module.js';
import { Migration040AiCatalog } from './migrations/040-ai-catalog.js';
import { Migration041AiLedger } from './migrations/041-ai-ledger.js';

export const aiContext: ApiContext = {
  name: 'ai',
  module: AiModule,
  migrations: [
    { name: '040-ai-catalog', class: Migration040AiCatalog },
    { name: '041-ai-ledger', class: Migration041AiLedger },
  ],
};
