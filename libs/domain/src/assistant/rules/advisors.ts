import { DEFAULT_ADVISOR } from '../../studio/prompt-templates/rules/prompt-templates.js';
import type { ChatStep } from './pipeline-plan.js';

/** Spec 2 §3 Advisor setting, as the chat uses it (ADVISOR_SETTING entries, AI_PIPELINE_SETTING entries). */
export type ChatAdvisor = { key: string; name: string; description: string; isPipeline: boolean; enableWebsearch: boolean; steps: ChatStep[] };
/** What learners see of an advisor: never a system message nor a model. */
export type AdvisorSummary = { key: string; name: string; description: string; enableWebsearch: boolean; isPipeline: boolean; steps: number };

/** Spec 2 §3: the advisor that applies while none is saved. */
export const DEFAULT_CHAT_ADVISOR: ChatAdvisor = {
  key: DEFAULT_ADVISOR.key,
  name: DEFAULT_ADVISOR.name,
  description: '',
  isPipeline: false,
  enableWebsearch: false,
  steps: [{ id: 'main', name: 'Analyst', model: null, systemMessage: '', enableWebsearch: false }],
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** The spec's step model default is a placeholder ({token}): an empty or placeholder model means "choose". */
const modelOf = (value: unknown): string | null => {
  const model = text(value).trim();
  return model && !/^\{.*\}$/.test(model) ? model : null;
};

const listOf = (stored: unknown): Record<string, unknown>[] => {
  const list = isObject(stored) && Array.isArray(stored.advisors) ? stored.advisors : isObject(stored) && Array.isArray(stored.pipelines) ? stored.pipelines : stored;
  return Array.isArray(list) ? list.filter(isObject) : [];
};

function singleStep(entry: Record<string, unknown>): ChatStep {
  return { id: 'main', name: text(entry.name) || text(entry.key), model: modelOf(entry.model), systemMessage: text(entry.systemMessage), enableWebsearch: entry.enableWebsearch === true };
}

/** ADVISOR_SETTING as stored (an array, or { advisors: [...] }); unreadable entries are left out. */
export function advisorsOf(stored: unknown): ChatAdvisor[] {
  return listOf(stored)
    .filter((entry) => text(entry.key).trim())
    .map((entry) => ({ key: text(entry.key), name: text(entry.name) || text(entry.key), description: text(entry.description), isPipeline: false, enableWebsearch: entry.enableWebsearch === true, steps: [singleStep(entry)] }));
}

/** AI_PIPELINE_SETTING as stored: a pipeline runs its steps (at least one), a single entry is one step. */
export function pipelinesOf(stored: unknown): ChatAdvisor[] {
  const out: ChatAdvisor[] = [];
  for (const entry of listOf(stored)) {
    const key = text(entry.key).trim();
    if (!key) continue;
    const isPipeline = entry.isPipeline === true;
    const steps = isPipeline
      ? (Array.isArray(entry.steps) ? entry.steps.filter(isObject) : []).map((step, index) => ({
          id: text(step.id) || `step-${index + 1}`,
          name: text(step.name) || `Bước ${index + 1}`,
          model: modelOf(step.model),
          systemMessage: text(step.systemMessage),
          enableWebsearch: step.enableWebsearch === true,
        }))
      : [singleStep(entry)];
    if (steps.length === 0) continue;
    out.push({ key: text(entry.key), name: text(entry.name) || key, description: text(entry.description), isPipeline, enableWebsearch: steps.some((step) => step.enableWebsearch), steps });
  }
  return out;
}

/** Every advisor a learner may choose: the saved advisors (else the spec's default) and the pipelines. */
export function chatAdvisorsOf(storedAdvisors: unknown, storedPipelines: unknown): ChatAdvisor[] {
  const advisors = advisorsOf(storedAdvisors);
  return [...(advisors.length ? advisors : [DEFAULT_CHAT_ADVISOR]), ...pipelinesOf(storedPipelines)];
}

/** The advisor with this key; no key: the first (the default). Undefined: unknown key. */
export function findAdvisor(advisors: readonly ChatAdvisor[], key: string | null | undefined): ChatAdvisor | undefined {
  if (key === null || key === undefined || key === '') return advisors[0];
  return advisors.find((advisor) => advisor.key === key);
}

/** Issue 29 §3: learners see key, name, description and whether web search is on; never a system message. */
export const advisorSummary = (advisor: ChatAdvisor): AdvisorSummary => ({
  key: advisor.key,
  name: advisor.name,
  description: advisor.description,
  enableWebsearch: advisor.enableWebsearch,
  isPipeline: advisor.isPipeline,
  steps: advisor.steps.length,
});

/**
 * Issue 29 §2: the step's own model; else the session's model when admins allow it for learners (admins: any
 * usable model); else the default text model.
 */
export function answerModelOf(stepModel: string | null, sessionModel: string | null, sessionModelAllowed: boolean, defaultModel: string): string {
  if (stepModel) return stepModel;
  if (sessionModel && sessionModelAllowed) return sessionModel;
  return defaultModel;
}
