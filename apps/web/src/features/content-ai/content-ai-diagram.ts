import type { ContentAiTaskView } from '@k9/contracts/content-ai/content-ai.types';
import { diagramConfigProblems, type DiagramGenerationConfig } from '@k9/domain/content-ai/rules/diagram-config';
import { diagramRefusal, type QueueableRecord } from '@k9/domain/content-ai/rules/row-buttons';
import { DIAGRAM_MODES, type DiagramMode } from '@k9/domain/content/content.types';

type Field = keyof DiagramGenerationConfig;

/** What both tabs of the diagram config share: the default model and how many diagrams a record gets. */
export const DIAGRAM_SHARED_FIELDS = ['aiModel', 'quantity'] as const satisfies readonly Field[];

/** Spec 3 §3, §5: each tab's own fields, in the order the modal shows them. */
export const DIAGRAM_TAB_FIELDS = {
  kroki: ['diagramType', 'ai1Model', 'ai1Prompt', 'ai2Model', 'ai2Prompt', 'ai3Model', 'ai3Prompt'],
  html: ['ai4Model', 'ai4Prompt'],
} as const satisfies Record<DiagramMode, readonly Field[]>;

/** The fields a tab's save checks: the shared ones and its own (the other tab's may stay incomplete). */
export const diagramTabFields = (mode: DiagramMode): Field[] => [...DIAGRAM_SHARED_FIELDS, ...DIAGRAM_TAB_FIELDS[mode]];

/**
 * Which modes the config is complete for (spec 3 §5: Kroki needs diagramType, aiModel and AI1-AI3; HTML needs aiModel
 * and AI4), so the modal can say which tab still needs filling in after a save.
 */
export const completeModes = (config: DiagramGenerationConfig | null | undefined): DiagramMode[] => DIAGRAM_MODES.filter((mode) => diagramConfigProblems(config, mode).length === 0);

/** One choice of the row's diagram menu: the mode, and why it cannot be queued for this record now (null: it can). */
export type DiagramChoice = { mode: DiagramMode; refusal: string | null };

/**
 * The row's diagram menu (spec 3 §5): a mode is refused without detail or while the other kind exists, and Kroki mode
 * while this server has no Kroki (its Vietnamese reason from the queue's read). HTML mode never depends on Kroki.
 */
export function diagramChoices(record: QueueableRecord, krokiUnavailable: string | null | undefined): DiagramChoice[] {
  return DIAGRAM_MODES.map((mode) => ({ mode, refusal: diagramRefusal(record, mode) ?? (mode === 'kroki' && krokiUnavailable ? krokiUnavailable : null) }));
}

/** The progress modal's figures for a diagram task (spec 3 screen 1: total, success, failed), and whether it can still be stopped. */
export type DiagramProgress = { total: number; success: number; failed: number; percent: number; running: boolean };

export function diagramProgress(task: ContentAiTaskView | undefined): DiagramProgress {
  const counts = task?.counts ?? { total: 0, success: 0, failed: 0 };
  return { ...counts, percent: task?.progress ?? 0, running: task?.state === 'waiting' || task?.state === 'processing' };
}
