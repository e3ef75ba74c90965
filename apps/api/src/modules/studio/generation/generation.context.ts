import { STUDIO_AUDIT } from '@k9/domain';
import { BENCHES } from '../../../platform/benches.js';
import type { ApiContext } from '../../../platform/context.js';
import { AUDITED } from '../../audit/audit-log.js';
import { FILE_CLAIMS } from '../../storage/file-claims.js';
import { GenerationModule } from './generation.module.js';
import { Migration052StudioGenerations } from './migrations/052-studio-generations.js';
import { GenerationView } from './projections/generation/generation.entity.js';

/** The studio's generation pipeline (studio/generation): its steps' outputs and audio name uploaded files. */
export const generationContext: ApiContext = {
  name: 'studio/generation',
  module: GenerationModule,
  entities: [GenerationView],
  migrations: [{ name: '052-studio-generations', class: Migration052StudioGenerations }],
  contributes: [AUDITED.with([STUDIO_AUDIT]), 
    FILE_CLAIMS.with(['GenerationStepCompleted', 'GenerationCompleted', 'GenerationRecorded', 'AudioAttached']),
    BENCHES.with([{ name: 'studio', module: 'bench/studio.bench.mjs', run: 'benchStudio' }]),
  ],
};
