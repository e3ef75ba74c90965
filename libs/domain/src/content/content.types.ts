/** The content library's vocabulary (spec 3 §3 "Content record", spec 2 §3 "Content item"). */

export const CONTENT_TYPES = ['home', 'news', 'caseTraining', 'longForm', 'library', 'story'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const isContentType = (value: unknown): value is ContentType => typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value);

export const CONTENT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const SENTIMENTS = ['positive', 'negative', 'neutral'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];
export const IMPACTS = ['important', 'normal', 'skip'] as const;
export type Impact = (typeof IMPACTS)[number];
export const HOME_PRIORITIES = ['high', 'medium', 'low'] as const;
export type HomePriority = (typeof HOME_PRIORITIES)[number];
export const HOME_CATEGORIES = ['featured', 'trending', 'recommended', 'latest', 'popular'] as const;
export type HomeCategory = (typeof HOME_CATEGORIES)[number];
export const STORY_TYPES = ['Podcast', 'Video Story', 'Interview', 'Documentary'] as const;
export type StoryType = (typeof STORY_TYPES)[number];
export const DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];
export const DIAGRAM_MODES = ['kroki', 'html'] as const;
export type DiagramMode = (typeof DIAGRAM_MODES)[number];
export const QUIZ_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type QuizLetter = (typeof QUIZ_LETTERS)[number];
export const QUIZ_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/** Spec 3 §3 "Quiz content". */
export type QuizQuestion = {
  question: string;
  options: Record<QuizLetter, string>;
  correct_answer: QuizLetter;
  explanation: string;
  difficulty?: (typeof QUIZ_DIFFICULTIES)[number];
  points?: number;
};
export type EssayQuestion = { question: string; expectedAnswer?: string };
export type QuizSettings = { timeLimit?: number; passingScore?: number; shuffleQuestions?: boolean };
export type QuizContent = { questionQuiz: QuizQuestion[]; questionEssay: EssayQuestion[]; settings?: QuizSettings };

/** filedLabel_1 and filedLabel_2 (spelt as the original spells them), kept in an info JSON. */
export type ContentInfo = { filedLabel_1?: string; filedLabel_2?: string };

/**
 * Every field of a record but its id and type. Type-only fields (home, story, library, caseTraining) are null on the
 * other types. Lists are never null.
 */
export type ContentFields = {
  cid: string | null;
  title: string;
  category: string | null;
  summary: string;
  description: string;
  detail: string;
  source: string;
  sentiment: Sentiment | null;
  impact: Impact | null;
  status: ContentStatus;
  tag1: string | null;
  tag2: string | null;
  tag3: string | null;
  tag4: string[];
  isPublic: boolean;
  hasTitle: boolean;
  isImprove: boolean;
  improveTime: string | null;
  modelImprove: string | null;
  allowed_user_class: number[];
  emoji: string | null;
  avatarUrl: string | null;
  imgUrls: string[];
  videoUrl: string | null;
  fileUrls: string[];
  audioUrl: string | null;
  audioText: string | null;
  backgroundAudio: string | null;
  customVoiceText: string | null;
  /** Read-only in the form: written by the AI summary seam. */
  aiSummary: string | null;
  keywords: string[];
  diagramUrl: string[];
  diagramHtmlCode: string[];
  diagramNote: string[];
  diagramMode: DiagramMode | null;
  timeCreateDiagram: string | null;
  questionContent: QuizContent | null;
  info: ContentInfo;
  // home
  priority: HomePriority | null;
  featured: boolean | null;
  homeCategory: HomeCategory | null;
  displayOrder: number | null;
  // story
  duration: string | null;
  storyType: StoryType | null;
  // library
  pages: number | null;
  // caseTraining
  difficultyLevel: DifficultyLevel | null;
  estimatedTime: string | null;
  learningObjectives: string | null;
  /** Part of the sample library (removable in one bulk action). */
  isSample: boolean;
};

export type ContentFieldName = keyof ContentFields;

/** Where a record came from: the form, an import (its batch and row), the sample library, or a later AI flow. */
export type ContentOrigin =
  | { kind: 'form' }
  | { kind: 'import'; importId: string; row: number }
  | { kind: 'sample' }
  | { kind: 'ai'; jobId: string };

/** Fields changed by their own events (the rest are "edited"). */
export const MEDIA_FIELDS = ['avatarUrl', 'imgUrls', 'videoUrl', 'fileUrls', 'audioUrl', 'backgroundAudio', 'diagramUrl', 'diagramHtmlCode'] as const;
export type MediaField = (typeof MEDIA_FIELDS)[number];
export const VISIBILITY_FIELDS = ['isPublic', 'hasTitle'] as const;
export const SINGLE_MEDIA_FIELDS: readonly MediaField[] = ['avatarUrl', 'videoUrl', 'audioUrl', 'backgroundAudio'];

/** Type-only fields: kept only on records of their type. */
export const TYPE_ONLY_FIELDS: Record<ContentType, readonly ContentFieldName[]> = {
  home: ['priority', 'featured', 'homeCategory', 'displayOrder'],
  story: ['duration', 'storyType'],
  library: ['pages'],
  caseTraining: ['difficultyLevel', 'estimatedTime', 'learningObjectives'],
  news: [],
  longForm: [],
};
const ALL_TYPE_ONLY = new Set(Object.values(TYPE_ONLY_FIELDS).flat());
export const isTypeOnlyField = (field: ContentFieldName): boolean => ALL_TYPE_ONLY.has(field);
