import type { DiagramMode } from '../../content/content.types.js';

/** Spec 3 §3 DIAGRAM_GENERATION_CONFIG. */
export const DIAGRAM_TYPES = ['excalidraw', 'c4', 'plantuml', 'blockdiag'] as const;
export type DiagramType = (typeof DIAGRAM_TYPES)[number];
export const DIAGRAM_QUANTITY = { min: 1, max: 10, default: 1 } as const;

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

const REQUIRED: Record<DiagramMode, ReadonlyArray<keyof DiagramGenerationConfig>> = {
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
