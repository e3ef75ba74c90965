import { flag, type Env } from '../../config/env.js';

/** SEED_SAMPLE_CONTENT=false: a fresh install starts without the sample library (tests, production imports). */
export type ContentConfig = { seedSampleContent: boolean };

export const readContentConfig = (env: Env): ContentConfig => ({ seedSampleContent: flag(env, 'SEED_SAMPLE_CONTENT', true) });
