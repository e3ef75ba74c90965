import { AI_SETTINGS, AI_AUDIT } from '@k9/domain';
import { BENCHES } from '../../platform/benches.js';
import type { ApiContext } from '../../platform/context.js';
import { AUDITED } from '../audit/audit-log.js';
import { SETTINGS } from '../site/setting-table.js';
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
  contributes: [AUDITED.with([AI_AUDIT]), SETTINGS.with(AI_SETTINGS), BENCHES.with([{ name: 'ai', module: 'bench/ai.bench.mjs', run: 'benchAi' }])],
};
