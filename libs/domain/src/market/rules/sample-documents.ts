import { MARKET_FIELDS, type MarketDataset } from '../market.datasets.js';
import type { MarketData, MarketRowInput } from '../market-row.js';
import { marketRowKey } from './row-key.js';
import { SAMPLE_PROVENANCE } from './sample-rows.js';

/** The four datasets of document reports (keyed by their URL): industry, macro, strategy and investor-relations reports. */
export const DOCUMENT_DATASETS = ['industry_report', 'macro_report', 'strategy_report', 'IR_report'] as const satisfies readonly MarketDataset[];
export type DocumentDataset = (typeof DOCUMENT_DATASETS)[number];
export const isDocumentDataset = (value: unknown): value is DocumentDataset => (DOCUMENT_DATASETS as readonly unknown[]).includes(value);

/** A document row's `type`: the kind of report, as the data-table page shows it. */
export const DOCUMENT_TYPES: Record<DocumentDataset, string> = {
  industry_report: 'Báo cáo ngành',
  macro_report: 'Báo cáo vĩ mô',
  strategy_report: 'Báo cáo chiến lược',
  IR_report: 'Tài liệu quan hệ nhà đầu tư',
};

/** Where the generated sample documents are, under the market data folder, and their index (scripts/make-sample-reports.mjs). */
export const SAMPLE_DOCUMENTS_DIR = 'sample-reports';
export const SAMPLE_DOCUMENTS_INDEX = 'index.json';

/** One entry of the index: the PDF's file name, its dataset, title and date, and the company or sector it is about. */
export type SampleDocument = { file: string; dataset: DocumentDataset; title: string; date: string; ticker: string | null; sector: string | null };

const FILE = /^[A-Za-z_]+-\d{1,3}\.pdf$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown, max: number) => typeof value === 'string' && value.trim().length > 0 && value.length <= max;
const optional = (value: unknown, max: number) => value === undefined || value === null || text(value, max);

export const invalidSampleIndex = (entry: number) => `Mục lục tài liệu mẫu (${SAMPLE_DOCUMENTS_DIR}/${SAMPLE_DOCUMENTS_INDEX}) không hợp lệ ở mục ${entry}.`;

/**
 * The index as the seed reads it (the repository's own file, checked all the same): a plain file name, a document
 * dataset, a title, a YYYY-MM-DD date; each file once. Throws, naming the entry, otherwise.
 */
export function sampleDocumentIndex(value: unknown): SampleDocument[] {
  if (!Array.isArray(value)) throw new Error(invalidSampleIndex(0));
  const files = new Set<string>();
  return value.map((entry: Record<string, unknown>, index) => {
    const ok =
      entry !== null &&
      typeof entry === 'object' &&
      typeof entry.file === 'string' &&
      FILE.test(entry.file) &&
      !files.has(entry.file) &&
      isDocumentDataset(entry.dataset) &&
      text(entry.title, 500) &&
      typeof entry.date === 'string' &&
      DATE.test(entry.date) &&
      optional(entry.ticker, 10) &&
      optional(entry.sector, 200);
    if (!ok) throw new Error(invalidSampleIndex(index + 1));
    files.add(entry.file as string);
    return {
      file: entry.file as string,
      dataset: entry.dataset as DocumentDataset,
      title: (entry.title as string).trim(),
      date: entry.date as string,
      ticker: typeof entry.ticker === 'string' ? entry.ticker.trim().toUpperCase() : null,
      sector: typeof entry.sector === 'string' ? entry.sector.trim() : null,
    };
  });
}

/**
 * The generated document reports (issue 31 §2) as rows of their datasets: each keyed by the URL its PDF is served at,
 * with the title as `name`, the kind of report as `type`, and the sample provenance ('Dữ liệu mẫu'). Like an imported
 * document row, it has no ticker of its own (its stream is the dataset's); the company an IR document is about is its
 * 'Mã CK' value.
 */
export function sampleDocumentRows(documents: ReadonlyArray<SampleDocument & { url: string }>): MarketRowInput[] {
  return documents.map((document) => {
    const key = marketRowKey(document.dataset, { url: document.url });
    if (!key.ok) throw new Error(key.reason);
    const type = DOCUMENT_TYPES[document.dataset];
    const data: MarketData = { 'Tên báo cáo': document.title, [MARKET_FIELDS.date]: document.date, 'Loại báo cáo': type };
    if (document.ticker) data[MARKET_FIELDS.ticker] = document.ticker;
    if (document.sector) data['Ngành'] = document.sector;
    return { dataset: document.dataset, key: key.key, ticker: null, period: null, date: document.date, data, url: document.url, name: document.title, type, ...SAMPLE_PROVENANCE, sample: true, flags: [] };
  });
}
