import { BENCHES } from '../../platform/benches.js';
import type { ApiContext } from '../../platform/context.js';
import { FILE_CLAIMS } from '../storage/file-claims.js';
import { ContentAiModule } from './content-ai.module.js';

/** Content AI (issue 34): the generation queues; the files they make are claimed by the record's event that names them. */
export const contentAiContext: ApiContext = {
  name: 'content-ai',
  module: ContentAiModule,
  contributes: [FILE_CLAIMS.with(['ContentAiMediaGenerated']), BENCHES.with([{ name: 'content-ai', module: 'bench/content-ai.bench.mjs', run: 'benchContentAi' }])],
};
