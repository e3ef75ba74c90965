import type { ApiContext } from '../../platform/context.js';
import { Migration050StudioFlowConfigs } from './flow-configs/migrations/050-studio-flow-configs.js';
import { FlowConfigView } from './flow-configs/projections/flow-config/flow-config.entity.js';
import { StudioModule } from './studio.module.js';
import { generationParts } from './generation/generation.parts.js';
import { questionsParts } from './questions/questions.parts.js';

/** The AI content studio: its module, read models and migrations (050-059 are the studio's). */
export const studioContext: ApiContext = {
  name: 'studio',
  module: StudioModule,
  entities: [FlowConfigView, ...generationParts.entities, ...questionsParts.entities],
  migrations: [{ name: '050-studio-flow-configs', class: Migration050StudioFlowConfigs }, ...generationParts.migrations, ...questionsParts.migrations],
};
