import type { AiGenHistoryRecord } from '../generation/generation.routes.js';
import type { QuestionRecord } from '../questions/question.routes.js';

/**
 * HTTP routes of publishing (spec 1 §4 Publish and Batch approve; paths designed here, beside the history's). Admins
 * only, each on their own history records (another admin's: 404).
 */
export const PUBLISHING_ROUTES = {
  /** POST { recreate?: boolean }: publishes the record as a question and answer, once (recreate: replaces the answer). */
  publish: (id: number) => `/api/aiGenHistory/${id}/publish`,
  /** POST { ids }: one batch approve job over the caller's unpublished records among `ids`. */
  approvals: '/api/aiGenHistory/approvals',
  /** GET the caller's batch approve running now (or the last one), for a reload: `data` null when none. */
  currentApproval: '/api/aiGenHistory/approvals/current',
  /** GET one of the caller's batch approves as it is now. */
  approval: (jobId: string) => `/api/aiGenHistory/approvals/${encodeURIComponent(jobId)}`,
  /** POST stops the caller's batch through the jobs platform's one stop path: between two records, never in the middle of one. */
  stopApproval: (jobId: string) => `/api/aiGenHistory/approvals/${encodeURIComponent(jobId)}/stop`,
  /** GET the provenance of a history record (the caller's own). */
  generationProvenance: (id: number) => `/api/aiGenHistory/${id}/provenance`,
  /** GET the provenance of a question's answer (any admin): who asked, which flow version and models, who edited and approved. */
  questionProvenance: (id: number) => `/api/question/${id}/provenance`,
} as const;

/** The queue batch approve jobs run in (the name the jobs platform's stop path takes). */
export const APPROVAL_QUEUE = 'studio-approvals';

/** POST publish: the record as it now is (is_create true) and its question; `changed` false when a doubled call found it done. */
export type PublishResponse = { success: true; changed: boolean; message: string; questionId: number; data: AiGenHistoryRecord; question: QuestionRecord };

/** POST approvals: the job (stop it with PUBLISHING_ROUTES.stopApproval(jobId)); `total` unpublished records it publishes, `skipped` the ids left out. */
export type ApprovalStarted = { success: true; queue: string; jobId: string; total: number; skipped: number };

/** The job's progress (also the `progress` of its `job.updated` snapshots). */
export type ApprovalProgress = {
  done: number;
  total: number;
  published: number;
  failed: number;
  /** The record being published now; null between items and at the end. */
  currentId: number | null;
};

export type ApprovalItemError = { id: number; message: string };

/** A batch approve as it is: 'stopped' when an admin stopped it (every record either published once or untouched). */
export type ApprovalState = ApprovalProgress & {
  queue: string;
  jobId: string;
  state: 'running' | 'completed' | 'failed' | 'stopped';
  failedReason: string | null;
  errors: ApprovalItemError[];
  /** The spec's summary lines once it ended: 'Đã duyệt thành công X/N câu hỏi!' and, with errors, 'Có X câu hỏi gặp lỗi khi duyệt!'. */
  summary: string[];
};

export type ApprovalResponse = { success: true; data: ApprovalState };
export type CurrentApprovalResponse = { success: true; data: ApprovalState | null };

/** One step of the run behind a published answer: which AI step, its model and the ledger call that made it. */
export type ProvenanceStep = { key: string; stepName: string; model: string; callId: string | null; skipped: boolean; at: string };
export type ProvenanceActor = { id: string | null; email: string | null };
/** An edit, an improvement (with its model and ledger call) or audio made for the record, and by whom. */
export type ProvenanceChange = { kind: 'edited' | 'improved' | 'audio'; by: ProvenanceActor; at: string; model: string | null; callId: string | null };
export type ProvenanceApproval = { by: ProvenanceActor; at: string; recreated: boolean; questionId: number; batchJobId: string | null };

/** What an auditor replays of a published answer, read from the events. */
export type AnswerProvenance = {
  questionId: number | null;
  generationId: number | null;
  origin: 'ai' | 'admin';
  /** The question's creation (for an admin-made one, who wrote it). */
  createdBy: ProvenanceActor | null;
  askedBy: ProvenanceActor | null;
  askedAt: string | null;
  prompt: string | null;
  flow: { id: number; version: number; name: string; layout: string } | null;
  steps: ProvenanceStep[];
  changes: ProvenanceChange[];
  approvals: ProvenanceApproval[];
  /** Hand edits of the answer on the question management screen (admin-made answers only). */
  answerEdits: Array<{ by: ProvenanceActor; at: string }>;
};

export type ProvenanceResponse = { success: true; data: AnswerProvenance };
