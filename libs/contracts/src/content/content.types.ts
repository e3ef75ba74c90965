import type { BulkField, ContentFields, ContentStatus, ContentType, DiagramMode, Impact, LearnerQuizContent, ProgramOption, Sentiment, TagOption } from '@k9/domain';

/** GET /api/k9/{id} for an admin, and the answer of POST / PUT /api/k9 (ETag W/"version"). */
export type ContentRecord = ContentFields & {
  id: number;
  type: ContentType;
  /** Same value under the spec's other names, for clients written against the original. */
  quizContent?: ContentFields['questionContent'];
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
  version: number;
};

/** GET /api/k9/{id} for a learner: published, readable by them, answers stripped (DESIGN §13). */
export type LearnerContentRecord = Omit<ContentFields, 'questionContent' | 'allowed_user_class' | 'customVoiceText' | 'modelImprove' | 'isImprove' | 'improveTime' | 'isSample'> & {
  id: number;
  type: ContentType;
  questionContent: LearnerQuizContent | null;
  createdAt: string;
  updatedAt: string;
};

/** One row of a list: no detail, HTML or quiz text (GET the record for those). */
export type ContentListItem = {
  id: number;
  cid: string | null;
  type: ContentType;
  title: string;
  summary: string;
  description: string;
  category: string | null;
  status: ContentStatus;
  sentiment: Sentiment | null;
  impact: Impact | null;
  tag1: string | null;
  tag2: string | null;
  tag3: string | null;
  tag4: string[];
  isPublic: boolean;
  hasTitle: boolean;
  /** Admins only (empty for learners). */
  allowed_user_class: number[];
  emoji: string | null;
  avatarUrl: string | null;
  audioUrl: string | null;
  videoUrl: string | null;
  hasImage: boolean;
  diagram: 'none' | DiagramMode;
  hasQuiz: boolean;
  quizCount: number;
  hasAudioText: boolean;
  /** The record has a non-blank detail (the voice and diagram rules read it; the detail itself is not in the list). */
  hasDetail: boolean;
  displayOrder: number | null;
  priority: string | null;
  homeCategory: string | null;
  featured: boolean | null;
  storyType: string | null;
  duration: string | null;
  difficultyLevel: string | null;
  isSample: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
};

export type FacetCount = { value: string; count: number };
/** Counts for the filter chips, over the filtered list (before paging). */
export type ContentFacets = { category: FacetCount[]; tag1: FacetCount[]; tag2: FacetCount[]; tag3: FacetCount[]; tag4: FacetCount[] };

export type ContentListResponse = {
  data: ContentListItem[];
  total: number;
  page: number;
  pageSize: number;
  facets: ContentFacets;
};

/** GET /api/k9/counts */
export type ContentCountsResponse = {
  /** Published records per type (the tab badges count only published ones). */
  published: Record<ContentType, number>;
  /** Published records with isPublic off and no class: no learner can see them. */
  adminOnlyPublished: number;
  samples: number;
};

/** The outcome of a bulk action for each id, so a half-done action is never unreported. */
export type BulkOutcome =
  | { id: number; outcome: 'updated' | 'unchanged' | 'deleted' | 'already_deleted' }
  | { id: number; outcome: 'not_found' | 'refused' | 'failed'; code: string; message: string };

export type BulkResponse = {
  success: boolean;
  /** Counts per outcome. */
  summary: Record<BulkOutcome['outcome'], number>;
  results: BulkOutcome[];
  field?: BulkField;
};

/** GET /api/k9/tag-options */
export type TagOptionsResponse = { TAG1_OPTIONS: TagOption[]; TAG2_OPTIONS: TagOption[]; TAG3_OPTIONS: TagOption[]; TAG4_OPTIONS: ProgramOption[] };

/** GET /api/category: every category (spec 3 §9), and the form's list per record type. */
export type CategoryResponse = { data: string[]; byType: Record<ContentType, string[]>; libraryNews: string[]; storyFormats: string[] };

/** 403 of a single item the caller may not read: the client shows the restricted view. */
export type ContentRestrictedError = { statusCode: 403; code: 'CONTENT_RESTRICTED'; message: string };
