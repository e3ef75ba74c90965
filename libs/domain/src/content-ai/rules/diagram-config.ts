import type { DiagramMode } from '../../content/content.types.js';
import { DomainError } from '../../shared/decider.js';
import { CONTENT_AI_MESSAGES as M } from '../content-ai.messages.js';

/** Spec 3 §3 DIAGRAM_GENERATION_CONFIG. */
export const DIAGRAM_TYPES = ['excalidraw', 'c4', 'plantuml', 'blockdiag'] as const;
export type DiagramType = (typeof DIAGRAM_TYPES)[number];
export const DIAGRAM_QUANTITY = { min: 1, max: 10, default: 1 } as const;
/** Spec 3 §9: diagram type excalidraw by default (its model: gpt-4o-mini, through the default-model rule). */
export const DEFAULT_DIAGRAM_TYPE: DiagramType = 'excalidraw';

export type DiagramGenerationConfig = {
  diagramType?: string | null;
  aiModel?: string | null;
  ai1Model?: string | null;
  ai1Prompt?: string | null;
  ai2Model?: string | null;
  ai2Prompt?: string | null;
  ai3Model?: string | null;
  ai3Prompt?: string | null;
  ai4Model?: string | null;
  ai4Prompt?: string | null;
  quantity?: number | null;
};

/** The config a task runs with: the stored values over the defaults (models and type filled; prompts as the admins wrote them). */
export type ResolvedDiagramConfig = {
  diagramType: string;
  aiModel: string;
  ai1Model: string;
  ai1Prompt: string;
  ai2Model: string;
  ai2Prompt: string;
  ai3Model: string;
  ai3Prompt: string;
  ai4Model: string;
  ai4Prompt: string;
  quantity: number;
};

type ConfigField = keyof DiagramGenerationConfig;

/** How the config modal names each field (the refusal names what to fill in). */
export const DIAGRAM_CONFIG_LABELS: Record<ConfigField, string> = {
  diagramType: 'Loại diagram',
  aiModel: 'AI model',
  ai1Model: 'Model AI1',
  ai1Prompt: 'Prompt AI1',
  ai2Model: 'Model AI2',
  ai2Prompt: 'Prompt AI2',
  ai3Model: 'Model AI3',
  ai3Prompt: 'Prompt AI3',
  ai4Model: 'Model AI4',
  ai4Prompt: 'Prompt AI4',
  quantity: 'Số lượng',
};

const REQUIRED: Record<DiagramMode, ReadonlyArray<ConfigField>> = {
  kroki: ['diagramType', 'aiModel', 'ai1Model', 'ai1Prompt', 'ai2Model', 'ai2Prompt', 'ai3Model', 'ai3Prompt'],
  html: ['aiModel', 'ai4Model', 'ai4Prompt'],
};

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Spec 3 §5: image (Kroki) mode needs diagramType, aiModel and the AI1-AI3 models and prompts; HTML mode needs aiModel,
 * ai4Model and ai4Prompt; the diagram type is one of the four; quantity 1-10. Returns the fields that are missing or
 * wrong (empty: the config is complete for that mode).
 */
export function diagramConfigProblems(config: DiagramGenerationConfig | null | undefined, mode: DiagramMode): string[] {
  const c = config ?? {};
  const problems = REQUIRED[mode].filter((field) => blank(c[field])) as string[];
  if (mode === 'kroki' && !blank(c.diagramType) && !(DIAGRAM_TYPES as readonly string[]).includes(String(c.diagramType))) problems.push('diagramType');
  const quantity = c.quantity ?? DIAGRAM_QUANTITY.default;
  if (!Number.isInteger(quantity) || quantity < DIAGRAM_QUANTITY.min || quantity > DIAGRAM_QUANTITY.max) problems.push('quantity');
  return [...new Set(problems)];
}

export const isDiagramConfigComplete = (config: DiagramGenerationConfig | null | undefined, mode: DiagramMode): boolean => diagramConfigProblems(config, mode).length === 0;

/** Why a mode cannot run with this config (spec 3 §5 "Config must be complete"), naming the fields as the modal does; null: it can. */
export function diagramConfigRefusal(config: DiagramGenerationConfig | null | undefined, mode: DiagramMode): string | null {
  const problems = diagramConfigProblems(config, mode);
  return problems.length ? M.diagramConfigIncomplete(problems.map((field) => DIAGRAM_CONFIG_LABELS[field as ConfigField] ?? field)) : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * The stored setting over the defaults: diagram type excalidraw, aiModel the default text model (spec 3 §9 gpt-4o-mini,
 * through the default-model rule), each step's model aiModel when the admins left it empty. Prompts have no default:
 * a mode whose prompts are not written is refused (spec 3 §5).
 */
export function diagramGenerationConfig(stored: unknown, defaults: { model: string }): ResolvedDiagramConfig {
  const s = record(stored);
  const aiModel = text(s.aiModel) ?? defaults.model;
  const quantity = typeof s.quantity === 'number' ? s.quantity : DIAGRAM_QUANTITY.default;
  return {
    diagramType: text(s.diagramType) ?? DEFAULT_DIAGRAM_TYPE,
    aiModel,
    ai1Model: text(s.ai1Model) ?? aiModel,
    ai1Prompt: text(s.ai1Prompt) ?? '',
    ai2Model: text(s.ai2Model) ?? aiModel,
    ai2Prompt: text(s.ai2Prompt) ?? '',
    ai3Model: text(s.ai3Model) ?? aiModel,
    ai3Prompt: text(s.ai3Prompt) ?? '',
    ai4Model: text(s.ai4Model) ?? aiModel,
    ai4Prompt: text(s.ai4Prompt) ?? '',
    quantity,
  };
}

/** The longest prompt a step takes, and the longest model id. */
export const DIAGRAM_PROMPT_MAX = 20_000;
const MODEL_ID_MAX = 200;
const PROMPTS = ['ai1Prompt', 'ai2Prompt', 'ai3Prompt', 'ai4Prompt'] as const;
const MODELS = ['aiModel', 'ai1Model', 'ai2Model', 'ai3Model', 'ai4Model'] as const;
const refuse = (message: string) => new DomainError('INVALID_SETTING', message);

/**
 * DIAGRAM_GENERATION_CONFIG as it may be saved (the setting's `validate`): each tab saves its own fields, so a config
 * may be incomplete for a mode (that is refused when the mode is used), but what it holds must be valid: a diagram type
 * of the four, a quantity of 1 to 10, model ids and prompts as text within their lengths. Other fields are kept.
 */
export function validDiagramGenerationConfig(raw: unknown): Record<string, unknown> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw refuse(M.diagramConfigNotObject);
  const s = { ...(raw as Record<string, unknown>) };
  if (!blank(s.diagramType) && !(DIAGRAM_TYPES as readonly unknown[]).includes(s.diagramType)) throw refuse(M.diagramTypeInvalid);
  if (s.quantity !== undefined && s.quantity !== null) {
    const quantity = s.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < DIAGRAM_QUANTITY.min || quantity > DIAGRAM_QUANTITY.max) throw refuse(M.diagramQuantityInvalid);
  }
  for (const field of MODELS) {
    const value = s[field];
    if (value !== undefined && value !== null && (typeof value !== 'string' || value.length > MODEL_ID_MAX)) throw refuse(M.diagramFieldInvalid(DIAGRAM_CONFIG_LABELS[field]));
  }
  for (const field of PROMPTS) {
    const value = s[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw refuse(M.diagramFieldInvalid(DIAGRAM_CONFIG_LABELS[field]));
    if (value.length > DIAGRAM_PROMPT_MAX) throw refuse(M.diagramPromptTooLong(DIAGRAM_CONFIG_LABELS[field], DIAGRAM_PROMPT_MAX));
    s[field] = value.normalize('NFC');
  }
  return s;
}
