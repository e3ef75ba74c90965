import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MARKET_SEED_FILES, parseCsv, type CsvRecord, type MarketSeedFile } from '@k9/domain';

/** The real files the seed reads (data/market, with their README and SOURCES.md), parsed. */
export async function readMarketSeedFiles(dir: string): Promise<Record<MarketSeedFile, CsvRecord[]>> {
  const entries = await Promise.all(
    (Object.entries(MARKET_SEED_FILES) as Array<[MarketSeedFile, string]>).map(async ([file, name]) => [file, parseCsv(await readFile(join(dir, name), 'utf8'))] as const),
  );
  return Object.fromEntries(entries) as Record<MarketSeedFile, CsvRecord[]>;
}
