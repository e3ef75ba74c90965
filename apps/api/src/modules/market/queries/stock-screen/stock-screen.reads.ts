import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { MarketRowRecord, StockIndustryResponse, StockSuggestion } from '@k9/contracts';
import { isRatioFamily, quarterEnd, RATIO_FAMILIES, type RatioFamily } from '@k9/domain';
import { executeBound } from '../../../../platform/database/execute-bound.js';
import { chooseIndustryPeers, matchSuggestions } from './stock-screen.rules.js';

type RatioRow = { id: string; dataset: RatioFamily; ticker: string; data: MarketRowRecord['data']; url: string | null; name: string | null; type: string | null; source: string; as_of: string; sample: boolean; flags: string[]; company: string | null };

/** The stock screen's reads the list routes lack: suggestions over every company, and same-industry peers. */
@Injectable()
export class StockScreenReads {
  constructor(private readonly orm: MikroORM) {}

  /** The companies (1,612 rows of full_name_company, a few ms) matched in code: accents fold the same on every database. */
  async suggestions(typed: string): Promise<StockSuggestion[]> {
    const companies = await executeBound<StockSuggestion>(
      this.orm.em.fork(),
      `SELECT ticker, data ->> 'Tên công ty' AS name, data ->> 'Tên viết tắt' AS "shortName", data ->> 'Sàn' AS exchange FROM market_row WHERE dataset = 'full_name_company' AND ticker IS NOT NULL`,
      [],
    );
    return matchSuggestions(companies, typed);
  }

  /** The ticker's industry and family (company info), its newest quarter, and the compared rows of the quarter asked (or that one). */
  async industry(rawTicker: string, asked: string | null): Promise<StockIndustryResponse> {
    const ticker = rawTicker.toUpperCase();
    const em = this.orm.em.fork();
    const [info] = await executeBound<{ industry: string | null; family: string | null }>(
      em,
      `SELECT data ->> 'Ngành cấp 4' AS industry, data ->> 'Nhóm chỉ số tài chính' AS family FROM market_row WHERE dataset = 'company_info' AND ticker = ? LIMIT 1`,
      [ticker],
    );
    const family = info?.family && isRatioFamily(info.family) ? info.family : null;
    const families: readonly RatioFamily[] = family ? [family] : RATIO_FAMILIES;
    const [{ latest }] = await executeBound<{ latest: string | null }>(
      em,
      `SELECT max(period) AS latest FROM market_row WHERE ticker = ? AND dataset = ANY(?::text[]) AND period LIKE '____-Q_'`,
      [ticker, [...families]],
    );
    const quarter = asked ?? latest;
    const industry = info?.industry ?? null;
    const rows = !quarter ? [] : industry && family ? await this.sameIndustry(em, family, industry, quarter) : await this.ownRows(em, ticker, families, quarter);
    const chosen = chooseIndustryPeers(ticker, rows.map((row) => ({ ...row, marketCap: typeof row.data.market_cap === 'number' ? row.data.market_cap : null })));
    return {
      ticker,
      industry,
      family: family ?? chosen[0]?.dataset ?? null,
      quarter,
      latestQuarter: latest,
      rows: chosen.map(toRecord),
      names: Object.fromEntries(chosen.map((row) => [row.ticker, row.company])),
    };
  }

  /** The quarter's rows of a family (the list index: dataset, row_date) whose company has this 'Ngành cấp 4'. */
  private sameIndustry(em: EntityManager, family: RatioFamily, industry: string, quarter: string): Promise<RatioRow[]> {
    const [year, q] = quarter.split('-Q').map(Number);
    return executeBound<RatioRow>(
      em,
      `SELECT ${COLUMNS}, c.data ->> 'Tên công ty' AS company
         FROM market_row r JOIN market_row c ON c.dataset = 'company_info' AND c.ticker = r.ticker
        WHERE r.dataset = ? AND r.row_date = ?::date AND r.period = ? AND c.data ->> 'Ngành cấp 4' = ?`,
      [family, quarterEnd(year, q), quarter, industry],
    );
  }

  /** Without company info (an imported ticker no listing names): the ticker's own row of the quarter only. */
  private ownRows(em: EntityManager, ticker: string, families: readonly RatioFamily[], quarter: string): Promise<RatioRow[]> {
    return executeBound<RatioRow>(em, `SELECT ${COLUMNS}, NULL AS company FROM market_row r WHERE r.ticker = ? AND r.dataset = ANY(?::text[]) AND r.period = ?`, [ticker, [...families], quarter]);
  }
}

const COLUMNS = 'r.id, r.dataset, r.ticker, r.data, r.url, r.name, r.type, r.source, r.as_of, r.sample, r.flags';

const toRecord = (row: RatioRow): MarketRowRecord => ({
  id: row.id,
  dataset: row.dataset,
  data: row.data,
  URL: row.url,
  name: row.name,
  type: row.type,
  source: row.source,
  asOf: row.as_of,
  sample: row.sample,
  flags: row.flags,
});
