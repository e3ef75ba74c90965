/**
 * HTTP routes of the thesis notebooks (spec 2 §2.9, §2.10, §7.10; issue 30 §1-§2). Every route answers for the
 * session's user only: `userCreated` in a body is ignored, another user's thesis is 404.
 */
export const THESIS_ROUTES = {
  /** GET: the caller's theses, newest updated first ({ success, data: ThesisView[] }). POST CreateThesisRequest: 201 { success, data: ThesisView }. */
  list: '/api/thesis',
  /** GET { success, data: ThesisView }; PUT UpdateThesisRequest (the full body) { success, data }; DELETE { success }. Not the owner: 404. */
  one: (id: string) => `/api/thesis/${encodeURIComponent(id)}`,
  /** GET: the caller's theses when id is the caller's id or e-mail; anyone else's: 403. */
  ofUser: (id: string) => `/api/thesis/user/${encodeURIComponent(id)}`,
  /** GET ?q=: the caller's theses whose name, content, summary or segments contain q (case-insensitive); empty q = the list. */
  search: '/api/thesis/search',
  /** POST: the caller's notebook of today 'Sổ ngày dd/mm/yyyy' (Vietnam time), created when missing: { success, data: ThesisView }. */
  daily: '/api/thesis/daily',
  /** POST AddThesisChatRequest: appends one segment (order = count + 1): { success, data: ThesisView }. */
  chats: (id: string) => `/api/thesis/${encodeURIComponent(id)}/chats`,
  /**
   * POST ThesisAiSummaryRequest: 200 ThesisAiSummaryResponse. A provider failure is also 200, with success false, the
   * original text as summary and the spec's warning as message. Bad input (no text, no segments): a Vietnamese 400.
   */
  aiSummary: '/api/thesis/ai-summary',
} as const;

export type ThesisChatMode = 'original' | 'summarized';

/** One segment of a notebook (spec 2 §3 Thesis list_chat). */
export type ThesisChatView = {
  id: string;
  order: number;
  content: string;
  summary: string;
  mode: ThesisChatMode;
  originalContent: string | null;
};

/** Spec 2 §3 Thesis, with the stream's version. */
export type ThesisView = {
  id: string;
  name: string;
  summary: string;
  content: string;
  /** The owner's e-mail. */
  userCreated: string;
  list_chat: ThesisChatView[];
  createAt: string;
  updateAt: string;
  version: number;
};

export type ThesisResponse = { success: true; data: ThesisView };
export type ThesisListResponse = { success: true; data: ThesisView[] };

export type ThesisAiSummaryPurpose = 'segment' | 'thesis' | 'short' | 'summarize';

export type ThesisAiSummaryResponse =
  | { success: true; summary: string; model: string }
  /** The provider failed: the original text comes back, with 'Không thể tạo tóm tắt tự động. …'. */
  | { success: false; summary: string; message: string };
