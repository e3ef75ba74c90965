import { ASSISTANT_MESSAGES as M } from '@k9/domain/assistant/assistant.messages';

/**
 * ADVISOR_SETTING and AI_PIPELINE_SETTING as the admin's modals edit them (spec 2 §3), in the shape the server reads
 * (libs/domain assistant/rules/advisors.ts): an array of entries with `key`. Fields the modals do not know are kept.
 */
export type AdvisorEntry = { key: string; name: string; model: string; systemMessage: string; enableWebsearch: boolean; description: string } & Record<string, unknown>;
export type PipelineStepEntry = { id: string; name: string; model: string; systemMessage: string; enableWebsearch: boolean; description: string };
export type PipelineEntry = {
  key: string;
  name: string;
  description: string;
  isPipeline: boolean;
  steps: PipelineStepEntry[];
  model: string;
  systemMessage: string;
  enableWebsearch: boolean;
} & Record<string, unknown>;

/** What the forms hold: a cleared model select is undefined (the default model). */
export type AdvisorValues = { name?: string; model?: string | null; systemMessage?: string; enableWebsearch?: boolean; description?: string };
export type PipelineStepValues = { id?: string; name?: string; model?: string | null; systemMessage?: string; enableWebsearch?: boolean; description?: string };
export type PipelineValues = AdvisorValues & { isPipeline?: boolean; steps?: PipelineStepValues[] };

/** Spec 2 §9.6: the advisor table's system message preview. */
export const SYSTEM_MESSAGE_PREVIEW_CHARS = 60;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** The spec's step model default is a placeholder ({token}): shown as no model (the default). */
const modelText = (value: unknown): string => (/^\{.*\}$/.test(text(value).trim()) ? '' : text(value).trim());

const entriesOf = (stored: unknown, field: 'advisors' | 'pipelines'): Record<string, unknown>[] => {
  const list = isObject(stored) && Array.isArray(stored[field]) ? stored[field] : stored;
  return Array.isArray(list) ? list.filter((entry): entry is Record<string, unknown> => isObject(entry) && !!text(entry.key).trim()) : [];
};

export const advisorEntriesOf = (stored: unknown): AdvisorEntry[] =>
  entriesOf(stored, 'advisors').map((entry) => ({
    ...entry,
    key: text(entry.key),
    name: text(entry.name) || text(entry.key),
    model: modelText(entry.model),
    systemMessage: text(entry.systemMessage),
    enableWebsearch: entry.enableWebsearch === true,
    description: text(entry.description),
  }));

const stepOf = (step: Record<string, unknown>, index: number): PipelineStepEntry => ({
  id: text(step.id) || `step-${index + 1}`,
  name: text(step.name),
  model: modelText(step.model),
  systemMessage: text(step.systemMessage),
  enableWebsearch: step.enableWebsearch === true,
  description: text(step.description),
});

export const pipelineEntriesOf = (stored: unknown): PipelineEntry[] =>
  entriesOf(stored, 'pipelines').map((entry) => ({
    ...entry,
    key: text(entry.key),
    name: text(entry.name) || text(entry.key),
    description: text(entry.description),
    isPipeline: entry.isPipeline === true,
    steps: (Array.isArray(entry.steps) ? entry.steps.filter(isObject) : []).map(stepOf),
    model: modelText(entry.model),
    systemMessage: text(entry.systemMessage),
    enableWebsearch: entry.enableWebsearch === true,
  }));

export const systemMessagePreview = (systemMessage: string): string =>
  systemMessage.length > SYSTEM_MESSAGE_PREVIEW_CHARS ? `${systemMessage.slice(0, SYSTEM_MESSAGE_PREVIEW_CHARS)}…` : systemMessage;

/** A new entry's key: its name in lower case without accents, words joined by '-', made unique among `taken`. */
export function newKey(name: string, taken: readonly string[]): string {
  const slug =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'advisor';
  let key = slug;
  for (let n = 2; taken.includes(key); n++) key = `${slug}-${n}`;
  return key;
}

/** The list with `entry` in place of the one keyed `key` (kept where it was), or added last. */
export function withEntry<E extends { key: string }>(list: readonly E[], entry: E): E[] {
  return list.some((each) => each.key === entry.key) ? list.map((each) => (each.key === entry.key ? entry : each)) : [...list, entry];
}

export const withoutEntry = <E extends { key: string }>(list: readonly E[], key: string): E[] => list.filter((each) => each.key !== key);

/** An advisor as saved: the form's values over the entry being edited (or a new one keyed from its name). */
export function advisorEntry(values: AdvisorValues, editing: AdvisorEntry | null, taken: readonly string[]): AdvisorEntry {
  const name = (values.name ?? '').trim();
  return {
    ...(editing ?? {}),
    key: editing?.key ?? newKey(name, taken),
    name,
    model: values.model ?? '',
    systemMessage: values.systemMessage ?? '',
    enableWebsearch: values.enableWebsearch === true,
    description: (values.description ?? '').trim(),
  };
}

/** Spec 2 §5.8: a pipeline's name is required; a multi-step pipeline needs at least one step. Null: it may be saved. */
export function pipelineProblem(values: PipelineValues): string | null {
  if (!(values.name ?? '').trim()) return M.pipelineNameRequired;
  if (values.isPipeline !== false && (values.steps ?? []).length === 0) return M.pipelineStepRequired;
  return null;
}

/** A pipeline as saved: its steps in order (ids kept, new ones numbered), or a single entry's own fields. */
export function pipelineEntry(values: PipelineValues, editing: PipelineEntry | null, taken: readonly string[]): PipelineEntry {
  const name = (values.name ?? '').trim();
  const isPipeline = values.isPipeline !== false;
  const ids = new Set<string>();
  const steps = isPipeline
    ? (values.steps ?? []).map((step, index): PipelineStepEntry => {
        let id = step.id || `step-${index + 1}`;
        for (let n = index + 2; ids.has(id); n++) id = `step-${n}`;
        ids.add(id);
        return { id, name: (step.name ?? '').trim() || `Bước ${index + 1}`, model: step.model ?? '', systemMessage: step.systemMessage ?? '', enableWebsearch: step.enableWebsearch === true, description: (step.description ?? '').trim() };
      })
    : [];
  return {
    ...(editing ?? {}),
    key: editing?.key ?? newKey(name, taken),
    name,
    description: (values.description ?? '').trim(),
    isPipeline,
    steps,
    model: isPipeline ? '' : (values.model ?? ''),
    systemMessage: isPipeline ? '' : (values.systemMessage ?? ''),
    enableWebsearch: isPipeline ? false : values.enableWebsearch === true,
  };
}

/** The form's values of a stored entry (an empty model: the select's placeholder, the default model). */
export const advisorValuesOf = (entry: AdvisorEntry): AdvisorValues => ({
  name: entry.name,
  model: entry.model || undefined,
  systemMessage: entry.systemMessage,
  enableWebsearch: entry.enableWebsearch,
  description: entry.description,
});

export const pipelineValuesOf = (entry: PipelineEntry): PipelineValues => ({
  ...advisorValuesOf(entry),
  isPipeline: entry.isPipeline,
  steps: entry.steps.map((step) => ({ ...step, model: step.model || undefined })),
});
