import { CONTENT_AI_AUDIT } from '@k9/domain';
import { BENCHES } from '../../platform/benches.js';
import type { ApiContext } from '../../platform/context.js';
import { AUDITED } from '../audit/audit-log.js';
import { FILE_CLAIMS } from '../storage/file-claims.js';
import { Migration095ContentAiBatches } from './batches/migrations/095-content-ai-batches.js';
import { ContentAiModule } from './content-ai.module.js';

/** Content AI (issues 34-35): the generation queues (the files they make are claimed by the record's event that names them) and the AI batches. */
export const contentAiContext: ApiContext = {
  name: 'content-ai',
  module: ContentAiModule,
  migrations: [{ name: '095-content-ai-batches', class: Migration095ContentAiBatches }],
  contributes: [AUDITED.with([CONTENT_AI_AUDIT]), FILE_CLAIMS.with(['ContentAiMediaGenerated']), BENCHES.with([{ name: 'content-ai', module: 'bench/content-ai.bench.mjs', run: 'benchContentAi' }])],
};
