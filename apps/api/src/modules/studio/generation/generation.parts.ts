import type { ApiContext } from '../../../platform/context.js';
import { Migration052StudioGenerations } from './migrations/052-studio-generations.js';
import { GenerationView } from './projections/generation/generation.entity.js';

/** What generation adds to the studio context: its read model and migration (the module joins StudioModule). */
export const generationParts = {
  entities: [GenerationView],
  migrations: [{ name: '052-studio-generations', class: Migration052StudioGenerations }],
} satisfies Pick<ApiContext, 'entities' | 'migrations'>;
