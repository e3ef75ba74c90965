import type { MarketDataset, MarketValue, RatioFamily } from '@k9/domain';

/** The list route of each dataset (spec 2 §7.3, spec 3 §7); `fin-ratio-list` is the four ratio families together. */
export const MARKET_LIST_ROUTES = {
  company_report: '/api/company-report',
  fin_ratio: '/api/fin-ratio',
  fin_ratio_nganhang: '/api/fin-ratio-nganhang',
  fin_ratio_chungkhoan: '/api/fin-ratio-chungkhoan',
  fin_ratio_baohiem: '/api/fin-ratio-baohiem',
  company_info: '/api/company-info',
  industry_report: '/api/industry-report',
  macro_report: '/api/macro-report',
  strategy_report: '/api/strategy-report',
  IR_report: '/api/ir-report',
  bctc_consol: '/api/bctc-consol',
  full_name_company: '/api/full-name-company',
  company_event: '/api/company-event',
} as const satisfies Record<MarketDataset, string>;

export const MARKET_ROUTES = {
  ...MARKET_LIST_ROUTES,
  finRatioList: '/api/fin-ratio-list',
  import: (dataset: MarketDataset) => `/api/market/${dataset}/import`,
  confirmImport: (importId: string) => `/api/market/imports/${importId}/confirm`,
  importById: (importId: string) => `/api/market/imports/${encodeURIComponent(importId)}`,
  row: (dataset: MarketDataset, rowId: string) => `/api/market/${dataset}/${rowId}`,
  changes: '/api/market/changes',
  deleteSamples: '/api/market/delete-samples',
} as const;

/**
 * One row of a list: its values (`data`, with the spec's 'Mã CK', 'Ngày', 'Kiểu thời gian' and the metrics), the
 * report's URL, name and type, its provenance, and whether it is generated sample data (shown as 'Dữ liệu mẫu').
 * `flags`: fields whose real values are extreme (shown marked). `dataset`: the row's family on `fin-ratio-list`.
 */
export type MarketRowRecord = {
  id: string;
  dataset: MarketDataset;
  data: Record<string, MarketValue>;
  URL: string | null;
  name: string | null;
  type: string | null;
  source: string;
  asOf: string;
  sample: boolean;
  flags: string[];
};

/** GET of a list route: one page and the number of rows the query matches (never the whole table by default). */
export type MarketListResponse = { data: MarketRowRecord[]; total: number; page: number; pageSize: number };
export type FinRatioListRecord = MarketRowRecord & { dataset: RatioFamily };

/** PUT /api/market/{dataset}/{rowId}: the row as stored now. */
export type MarketRowEditResponse = { success: true; data: MarketRowRecord };
export type MarketRowDeleteResponse = { success: true; id: string };

/** One change log entry (spec 3 §3): the row (its key and id), what changed, who changed it and from which file. */
export type MarketChangeRecord = {
  id: string;
  maCK: string | null;
  ngay: string | null;
  sheet: MarketDataset;
  rowId: string;
  key: string;
  changes: Array<{ field: string; oldValue: MarketValue; newValue: MarketValue }>;
  /** seed, import or edit. */
  origin: string;
  fileName: string | null;
  importId: string | null;
  actorName: string | null;
  changedAt: string;
};
/** GET /api/market/changes: newest first. */
export type MarketChangesResponse = { data: MarketChangeRecord[]; total: number; page: number; pageSize: number };

/** POST /api/market/{dataset}/import: what the file held; nothing is stored until the confirmation. */
export type MarketImportResponse = {
  importId: string;
  dataset: MarketDataset;
  fileName: string;
  totalRows: number;
  /** Rows dated 1970 (spec 2 §5.3). */
  droppedRows: number;
  validRows: number;
  invalidRows: number;
  /** The first 10 rows, valid or not. */
  preview: Array<{ row: number; valid: boolean; reason: string | null; data: Record<string, MarketValue> | null }>;
  /** Invalid rows with their reasons (at most 1,000 listed; the count is exact). */
  invalid: Array<{ row: number; reason: string }>;
};
/** POST /api/market/imports/{id}/confirm: the job that stores the rows (once, however often it is confirmed). */
export type MarketImportConfirmResponse = { importId: string; jobId: string | null };
/**
 * GET /api/market/imports/{id}, for an admin's screen following an import: `prepared` (previewed, not confirmed),
 * `importing` (the job stores the valid rows: `progress`), `completed` (every valid row readable in the lists: `written`
 * new or changed, `unchanged` as stored already) or `failed` (`failure`, in Vietnamese; confirming again retries).
 */
export type MarketImportStatusResponse = {
  importId: string;
  status: 'prepared' | 'importing' | 'completed' | 'failed';
  dataset: MarketDataset;
  fileName: string;
  totalRows: number;
  droppedRows: number;
  validRows: number;
  invalidRows: number;
  /** Valid rows stored so far, of the valid rows. */
  progress: { done: number; total: number };
  written: number | null;
  unchanged: number | null;
  failure: string | null;
  jobId: string | null;
  preparedBy: string | null;
  preparedAt: string;
  confirmedBy: string | null;
  confirmedAt: string | null;
  completedAt: string | null;
};
/** POST /api/market/delete-samples: how many generated rows were deleted. */
export type MarketDeleteSamplesResponse = { success: true; deleted: number };
