/** Spec 1 §3 "AI flow config": the shapes every part of the studio shares (configs, planning, runs, history). */

export type StudioLayout = 'article' | 'slide';

/** The five steps of a flow, named and ordered as spec 1 §3 names them. */
export const STUDIO_STEP_NAMES = ['AI1 Text Gen AI', 'AI2 Text Gen AI', 'AI3 Text Output AI', 'AI4 Image Output AI', 'AI5 Voice AI'] as const;
export type StudioStepName = (typeof STUDIO_STEP_NAMES)[number];

/** One entry of `aiConfigs`. `sendDirectToOutput` is meaningful only on AI1. */
export type StudioStep = {
  name: StudioStepName;
  systemMessage: string;
  model: string;
  isUse: boolean;
  useUserPrompt: boolean;
  sendDirectToOutput?: boolean;
};

/** A flow config as the documented endpoint answers it, plus the stream version a run records. */
export type AiFlowConfig = {
  id: number;
  name: string;
  layout: StudioLayout;
  aiConfigs: StudioStep[];
  created_at: string;
  user_create: string | null;
  show: boolean;
  /** The config stream's version: the flow version a generation run records. */
  version: number;
};

/** The generation settings a request carries (spec 1 §2.7, §5, §9). */
export type StudioGenerationSettings = {
  expectedLength: number;
  writingStyle: string;
  imageCount: number;
};

export const STUDIO_LIMITS = {
  lengthMin: 100,
  lengthMax: 2000,
  lengthDefault: 100,
  imageCountMin: 1,
  imageCountMax: 10,
  imageCountDefault: 1,
  batchImageCountMax: 5,
  writingStyleDefault: 'Trang trọng',
  batchApproveGroupSize: 10,
  batchApproveItemPauseMs: 100,
  batchApproveGroupPauseMs: 500,
  batchApproveConfirmAbove: 100,
} as const;
