import type { GenerationSettings, GenerationStepRecord, SkippedStep, StudioLayout } from '@k9/domain';

/**
 * HTTP routes of the studio's generation (spec 1 §7 "History", plus the designed paths of the server-side queue,
 * improve, audio and edit). Every route is for admins, and each admin sees only their own records (others: 404).
 */
export const GENERATION_ROUTES = {
  /** GET the caller's finished history (in .data); POST saves a record directly (reads id); PUT id plus changed fields. */
  history: '/api/aiGenHistory',
  /** GET one record (any state); DELETE removes it from the history (a waiting one also leaves the queue). */
  historyItem: (id: number) => `/api/aiGenHistory/${id}`,
  /** POST asks a question (joins the caller's queue); GET the caller's queue (running first, then waiting in order). */
  requests: '/api/aiGenHistory/requests',
  /** DELETE takes a waiting (or running) request out of the queue. */
  request: (id: number) => `/api/aiGenHistory/requests/${id}`,
  /** POST improves the selected text or the whole content with the first text model. */
  improve: (id: number) => `/api/aiGenHistory/${id}/improve`,
  /** POST makes the audio with the flow's AI5 (recreate: true after the admin confirmed). */
  audio: (id: number) => `/api/aiGenHistory/${id}/audio`,
  /** PUT saves a hand edit of the answer. */
  answer: (id: number) => `/api/aiGenHistory/${id}/answer`,
} as const;

export type GenerationState = 'waiting' | 'running' | 'completed' | 'failed';

/**
 * One history record, with the spec's field names (spec 1 §3, `anwser` spelt so) and what the server adds: the state
 * of its run, the flow version it ran with, and each finished step (model, input, output, ledger call id).
 */
export type AiGenHistoryRecord = {
  id: number;
  AIGenConfigId: number | null;
  prompt: string;
  userCreated: string | null;
  create_at: string;
  settings: GenerationSettings;
  anwser: string;
  audioUrl: string | null;
  imageUrls: string[];
  is_create: boolean;
  state: GenerationState;
  flowVersion: number | null;
  flowName: string | null;
  /** While it runs: the step being worked on (e.g. 'AI2 Text Gen AI'); null otherwise. */
  runningStep: string | null;
  steps: GenerationStepRecord[];
  /** Steps the run went on without (an image that could not be made), each with why: the result, history and queue say so. */
  skippedSteps: SkippedStep[];
  updatedAt: string;
  version: number;
};

/** GET /api/aiGenHistory: the caller's finished records (completed or failed), newest first. */
export type AiGenHistoryListResponse = { success: true; data: AiGenHistoryRecord[] };

/** One entry of the caller's queue: the running one first, then the waiting ones in the order asked. */
export type GenerationQueueItem = {
  id: number;
  prompt: string;
  AIGenConfigId: number | null;
  flowName: string | null;
  layout: StudioLayout;
  state: 'waiting' | 'running';
  runningStep: string | null;
  create_at: string;
};

export type GenerationQueueResponse = { success: true; data: GenerationQueueItem[] };

/** POST /api/aiGenHistory/requests: the record made for the request (state waiting) and the queue after it. */
export type GenerationRequestedResponse = { success: true; id: number; data: AiGenHistoryRecord; queue: GenerationQueueItem[] };

/** POST /api/aiGenHistory (spec: reads id). */
export type AiGenHistoryCreatedResponse = { success: true; id: number; data: AiGenHistoryRecord };

/** PUT, improve, audio, answer: the record after the change; `changed` false when nothing was changed (improve: the spec's message). */
export type AiGenHistoryChangeResponse = { success: true; changed: boolean; message: string; data: AiGenHistoryRecord };

export type AiGenHistoryDeleteResponse = { success: true; id: number };
