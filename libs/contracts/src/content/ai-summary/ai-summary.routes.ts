import type { AiSummaryCategory, AiSummaryInfo, AiSummaryKind, AiSummaryStatus, ParameterTable } from '@k9/domain';

/** HTTP routes of AI summaries (reports and company reports): spec 1 §7 "AI summary". */
export const AI_SUMMARY_ROUTES = {
  aiSummary: '/api/ai-summary',
  aiSummaryById: (id: number) => `/api/ai-summary/${id}`,
} as const;

/** The list's page size of the original screen (spec 3 §9: AI summary table page size 1000), and the most one page takes. */
export const AI_SUMMARY_PAGE_SIZE = 1000;
export const AI_SUMMARY_MAX_PAGE_SIZE = 5000;

/** One report as every read answers it. `kind` follows info.sheetName (CompanySummary: reportDN). */
export type AiSummaryRecord = {
  id: number;
  kind: AiSummaryKind;
  info: AiSummaryInfo;
  summary1: string;
  summary2: string;
  category: AiSummaryCategory;
  status: AiSummaryStatus;
  tables: ParameterTable[];
  fileUrls: string[];
  /** The original's name for the creation time; createdAt is the same instant. */
  created_at: string;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
  /** 'admin' or 'ai' (AI-made: the model, once the AI gateway writes reports). */
  origin: 'admin' | 'ai';
  model: string | null;
  version: number;
};

/** GET /api/ai-summary: newest (highest id) first. Learners get published reports only. */
export type AiSummaryListResponse = { success: true; data: AiSummaryRecord[]; total: number; page: number; pageSize: number };

export type AiSummaryDeleteResponse = { success: true; id: number };
