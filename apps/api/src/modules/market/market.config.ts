import { fileURLToPath } from 'node:url';
import { flag, text, type Env } from '../../config/env.js';

/**
 * SEED_MARKET=false: a fresh install starts without market data (int tests, unless they ask); SEED_SAMPLE_MARKET=false
 * skips only the generated sample part. MARKET_DATA_DIR: where the real files are (default: the repository's
 * `data/market`, the same path from src/ and dist/). MARKET_SEED_TICKERS=VCB,FPT: seed only these companies (tests).
 */
export type MarketConfig = { seedMarket: boolean; seedSampleMarket: boolean; marketDataDir: string; marketSeedTickers: string[] | null };

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../../../data/market/', import.meta.url));

export const readMarketConfig = (env: Env): MarketConfig => ({
  seedMarket: flag(env, 'SEED_MARKET', true),
  seedSampleMarket: flag(env, 'SEED_SAMPLE_MARKET', true),
  marketDataDir: text(env, 'MARKET_DATA_DIR') ?? DEFAULT_DATA_DIR,
  marketSeedTickers:
    text(env, 'MARKET_SEED_TICKERS')
      ?.split(',')
      .map((ticker) => ticker.trim().toUpperCase())
      .filter(Boolean) ?? null,
});
