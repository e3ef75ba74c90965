import { Injectable } from '@nestjs/common';
import type { MarketRowRecord } from '@k9/contracts';
import { isRatioFamily, MARKET_FIELDS, PERIOD_TYPES, RATIO_FAMILIES, type CompanySummaryData, type RatioFamily, type SummaryRow } from '@k9/domain';
import { MarketRowsRepository } from '../market-rows.repository.js';

const INDUSTRY = 'Ngành cấp 4';
/** Spec 2 §9.3: the 10 newest valuation rows, the 4 most recent distinct quarters, the ticker plus up to 4 others of its industry. */
const LIMITS = { valuation: 10, quarters: 4, peers: 4, peerCandidates: 12 } as const;

const rowOf = (record: MarketRowRecord): SummaryRow => ({ data: record.data, sample: record.sample });

/** What a task reads for its ticker: the six tables (valuation, company info, the four ratio families) and the same-industry rows. */
@Injectable()
export class CompanySummaryReader {
  constructor(private readonly rows: MarketRowsRepository) {}

  async read(ticker: string): Promise<CompanySummaryData & { companyName: string | null }> {
    const page = (datasets: readonly MarketRowRecord['dataset'][], pageSize: number) => this.rows.list({ datasets, ticker, page: 1, pageSize, sort: null, filters: [] });
    const [valuation, info, ...families] = await Promise.all([
      page(['company_report'], LIMITS.valuation),
      page(['company_info'], 1),
      ...RATIO_FAMILIES.map((family) => this.quarters(family, ticker)),
    ]);
    const company = info.data[0] ?? null;
    const stated = company?.data['Nhóm chỉ số tài chính'];
    const index = typeof stated === 'string' && isRatioFamily(stated) && families[RATIO_FAMILIES.indexOf(stated)].length ? RATIO_FAMILIES.indexOf(stated) : families.findIndex((rows) => rows.length > 0);
    const ratios = index >= 0 ? families[index] : [];
    const industry = company && index >= 0 ? await this.peers(ticker, company, RATIO_FAMILIES[index]) : [];
    return {
      ticker,
      companyName: typeof company?.data['Tên công ty'] === 'string' ? (company.data['Tên công ty'] as string) : (company?.name ?? null),
      companyInfo: company ? rowOf(company) : null,
      valuation: valuation.data.map(rowOf),
      ratios: ratios.map(rowOf),
      industry: industry.map(rowOf),
    };
  }

  /** The family's rows of the ticker's 4 most recent distinct quarters (rows dated 1970 are not stored). */
  private async quarters(family: RatioFamily, ticker: string): Promise<MarketRowRecord[]> {
    const { data } = await this.rows.list({ datasets: [family], ticker, page: 1, pageSize: 12, sort: `-${MARKET_FIELDS.date}`, filters: [{ column: MARKET_FIELDS.periodType, value: PERIOD_TYPES.quarter }] });
    const seen = new Set<string>();
    return data.filter((row) => {
      const date = String(row.data[MARKET_FIELDS.date] ?? '');
      if (seen.has(date) || seen.size >= LIMITS.quarters) return false;
      seen.add(date);
      return true;
    });
  }

  /** Up to 4 other companies of the same 'Ngành cấp 4' with ratios in the family: the newest quarter of each. */
  private async peers(ticker: string, company: MarketRowRecord, family: RatioFamily): Promise<MarketRowRecord[]> {
    const industry = company.data[INDUSTRY];
    if (typeof industry !== 'string' || !industry.trim()) return [];
    const candidates = await this.rows.list({ datasets: ['company_info'], ticker: null, page: 1, pageSize: LIMITS.peerCandidates, sort: MARKET_FIELDS.ticker, filters: [{ column: INDUSTRY, value: industry }] });
    const peers: MarketRowRecord[] = [];
    for (const candidate of candidates.data) {
      const peer = candidate.data[MARKET_FIELDS.ticker];
      if (peers.length >= LIMITS.peers || candidate.data[INDUSTRY] !== industry || typeof peer !== 'string' || peer === ticker) continue;
      const [newest] = await this.quarters(family, peer);
      if (newest) peers.push(newest);
    }
    return peers;
  }
}
