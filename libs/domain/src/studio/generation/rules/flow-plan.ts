import { STUDIO_STEP_NAMES, type StudioLayout, type StudioStep, type StudioStepName } from '../../flow-configs/flow-config.types.js';
import { GENERATION_MESSAGES } from '../generation.messages.js';
import { englishDescriptionsPrompt, parseNumberedLines, vietnameseDescriptionsPrompt } from './image-descriptions.js';

/**
 * Spec 1 §4 "Flow execution", rules 1-8, as a step-by-step planner: given the flow, the request and the steps already
 * finished, `nextStep` says what to run next (with its exact input) or what the result is. A run that was stopped
 * (a restart) resumes after its last finished step by asking again.
 */

export type FlowRequest = {
  layout: StudioLayout;
  steps: readonly StudioStep[];
  prompt: string;
  expectedLength: number;
  writingStyle: string;
  imageCount: number;
};

export type StepKind = 'text' | 'image-descriptions-en' | 'image-descriptions-vi' | 'image';

/** A step of the chain as it runs: the AI step of the flow it belongs to, its model, system message and input. */
export type PlannedStep = {
  /** Unique within a run: AI1, AI2, AI3, descriptions-en, descriptions-vi, image-1 ... */
  key: string;
  kind: StepKind;
  /** 1-5: the number in the step's name (AI n). */
  aiNumber: number;
  stepName: StudioStepName;
  model: string;
  system: string;
  /** The text prompt, or the image prompt. */
  input: string;
  /** Image steps: 0-based position of the image. */
  index?: number;
};

/** What a finished step left. An image that failed is `skipped` (rule 7) with the error as its output. */
export type FinishedStep = { key: string; output: string; files?: readonly string[]; skipped?: boolean };

export type FlowResult = {
  anwser: string;
  imageUrls: string[];
  imageDescriptions: string[];
  imageDescriptionsVi: string[];
  ai3Result: string | null;
};

export type NextStep = PlannedStep | { kind: 'done'; result: FlowResult } | { kind: 'failed'; message: string };

const TEXT_STEPS: readonly StudioStepName[] = ['AI1 Text Gen AI', 'AI2 Text Gen AI', 'AI3 Text Output AI'];
const IMAGE_STEP: StudioStepName = 'AI4 Image Output AI';
const VOICE_STEP: StudioStepName = 'AI5 Voice AI';

/** Rule 5's lead-in between the previous result and the original prompt. */
export const USER_PROMPT_LEAD_IN = 'Dựa trên kết quả trên, hãy trả lời câu hỏi gốc của người dùng:';
/** Rule 4's labels of what AI3 receives when AI1 sends directly to the output. */
export const DIRECT_OUTPUT_LABELS = { AI1: 'Kết quả từ AI1:', AI2: 'Kết quả từ AI2:' } as const;
/** Rule 6: what the last text step is asked for. */
export const lengthAndStyleRequirement = (expectedLength: number, writingStyle: string) =>
  `Yêu cầu: độ dài khoảng ${expectedLength} từ, văn phong ${writingStyle}.`;

export const aiNumberOf = (name: StudioStepName): number => STUDIO_STEP_NAMES.indexOf(name) + 1;
const keyOf = (name: StudioStepName) => `AI${aiNumberOf(name)}`;

/** Rules 1-2: the steps that run in the chain, in the flow's order; AI5 (voice) runs only on demand. */
export const chainSteps = (steps: readonly StudioStep[]): StudioStep[] => steps.filter((step) => step.isUse && step.name !== VOICE_STEP);

export const voiceStep = (steps: readonly StudioStep[]): StudioStep | undefined => steps.find((step) => step.name === VOICE_STEP && step.isUse);

/** Rules 3-6: the input of each active text step, given the outputs of the ones before it. */
function textInput(request: FlowRequest, texts: readonly StudioStep[], position: number, outputs: ReadonlyMap<string, string>): string {
  const step = texts[position];
  const last = position === texts.length - 1;
  let input: string;
  if (position === 0) {
    input = request.prompt;
  } else {
    const ai1 = texts.find((candidate) => candidate.name === 'AI1 Text Gen AI');
    const direct = !!ai1?.sendDirectToOutput && position > 0;
    if (direct && step.name === 'AI2 Text Gen AI') {
      // Rule 4: AI2 answers the question itself; AI1's output goes straight to AI3.
      input = request.prompt;
    } else if (direct && step.name === 'AI3 Text Output AI') {
      input = (['AI1', 'AI2'] as const)
        .filter((key) => outputs.has(key))
        .map((key) => `${DIRECT_OUTPUT_LABELS[key]}\n${outputs.get(key)}`)
        .join('\n\n');
    } else {
      input = outputs.get(keyOf(texts[position - 1].name)) ?? '';
    }
    // Rule 5 (never for the first step; AI2 that already answers the prompt itself needs it no second time).
    if (step.useUserPrompt && input !== request.prompt) input = `${input}\n\n${USER_PROMPT_LEAD_IN}\n${request.prompt}`;
  }
  if (last) input = `${input}\n\n${lengthAndStyleRequirement(request.expectedLength, request.writingStyle)}`;
  return input;
}

const imagePrompt = (image: StudioStep, prompt: string) => (image.systemMessage.trim() ? `${image.systemMessage.trim()}\n\n${prompt}` : prompt);

/** The next step to run, or the result once every step has finished (rules 1-7). A step's failure (rule 8) is the runner's: see `stepFailureText`. */
export function nextStep(request: FlowRequest, finished: readonly FinishedStep[]): NextStep {
  const chain = chainSteps(request.steps);
  if (chain.length === 0) return { kind: 'failed', message: GENERATION_MESSAGES.noActiveStep };
  const done = new Map(finished.map((step) => [step.key, step]));
  const outputs = new Map([...done].map(([key, step]) => [key, step.output]));

  const texts = chain.filter((step) => TEXT_STEPS.includes(step.name));
  for (const [position, step] of texts.entries()) {
    const key = keyOf(step.name);
    if (!done.has(key)) {
      return { key, kind: 'text', aiNumber: aiNumberOf(step.name), stepName: step.name, model: step.model, system: step.systemMessage, input: textInput(request, texts, position, outputs) };
    }
  }
  const lastText = texts.at(-1);
  const anwser = lastText ? (outputs.get(keyOf(lastText.name)) ?? '') : '';
  const ai3Result = outputs.get('AI3') ?? null;
  const result: FlowResult = { anwser, imageUrls: [], imageDescriptions: [], imageDescriptionsVi: [], ai3Result };

  const image = chain.find((step) => step.name === IMAGE_STEP);
  if (!image) return { kind: 'done', result };

  // Rule 7, slide layout: AI3 (or the last text step when AI3 is off) describes the images, in English then Vietnamese.
  const describer = texts.find((step) => step.name === 'AI3 Text Output AI') ?? lastText;
  let imagePrompts: string[];
  let english: string[] = [];
  let vietnamese: string[] = [];
  if (request.layout === 'slide' && describer) {
    const base = { aiNumber: aiNumberOf(describer.name), stepName: describer.name, model: describer.model, system: '' };
    const en = done.get('descriptions-en');
    if (!en) return { ...base, key: 'descriptions-en', kind: 'image-descriptions-en', input: englishDescriptionsPrompt(request.imageCount, anwser) };
    english = parseNumberedLines(en.output).slice(0, request.imageCount);
    if (english.length === 0) return { kind: 'failed', message: GENERATION_MESSAGES.descriptionsFailed(describer.name, GENERATION_MESSAGES.descriptionsUnreadable) };
    const vi = done.get('descriptions-vi');
    if (!vi) return { ...base, key: 'descriptions-vi', kind: 'image-descriptions-vi', input: vietnameseDescriptionsPrompt(english) };
    const parsed = parseNumberedLines(vi.output);
    vietnamese = english.map((_, index) => parsed[index] ?? '');
    imagePrompts = english;
  } else {
    // Article layout (or no text step to describe from): image-count images from the prompt.
    imagePrompts = Array.from({ length: request.imageCount }, () => request.prompt);
  }

  for (const [index, prompt] of imagePrompts.entries()) {
    const key = `image-${index + 1}`;
    if (!done.has(key)) {
      return { key, kind: 'image', aiNumber: aiNumberOf(image.name), stepName: image.name, model: image.model, system: image.systemMessage, input: imagePrompt(image, prompt), index };
    }
  }
  // A failed image is skipped; its descriptions go with it, so images and descriptions stay side by side.
  const kept = imagePrompts.map((_, index) => done.get(`image-${index + 1}`)!).map((step, index) => ({ step, index })).filter(({ step }) => !step.skipped && (step.files?.length ?? 0) > 0);
  return {
    kind: 'done',
    result: {
      ...result,
      imageUrls: kept.map(({ step }) => step.files![0]),
      imageDescriptions: request.layout === 'slide' && english.length ? kept.map(({ index }) => english[index]) : [],
      imageDescriptionsVi: request.layout === 'slide' && english.length ? kept.map(({ index }) => vietnamese[index]) : [],
    },
  };
}

/**
 * The steps that may run now, side by side: the next step, or when it is an image, every image still to make (they
 * depend on nothing but the descriptions, and each is recorded on its own as it finishes).
 */
export function runnableSteps(request: FlowRequest, finished: readonly FinishedStep[]): NextStep[] {
  const next = nextStep(request, finished);
  if (next.kind !== 'image') return [next];
  const steps: PlannedStep[] = [next];
  for (;;) {
    const more = nextStep(request, [...finished, ...steps.map((step) => ({ key: step.key, output: '', files: ['pending'] }))]);
    if (more.kind !== 'image') return steps;
    steps.push(more);
  }
}

/** Rule 8: the text a failed step leaves as the result (`message` already worded: see generationErrorText). */
export function stepFailureText(step: Pick<PlannedStep, 'kind' | 'aiNumber' | 'stepName'>, message: string): string {
  if (step.kind === 'image-descriptions-en' || step.kind === 'image-descriptions-vi') return GENERATION_MESSAGES.descriptionsFailed(step.stepName, message);
  return GENERATION_MESSAGES.stepFailed(step.aiNumber, step.stepName, message);
}

/** How many steps the chain runs for this request (its text steps, a slide's two description steps, one per image): how far a run is. */
export function plannedStepCount(request: FlowRequest): number {
  const chain = chainSteps(request.steps);
  const texts = chain.filter((step) => TEXT_STEPS.includes(step.name)).length;
  if (!chain.some((step) => step.name === IMAGE_STEP)) return texts;
  return texts + (request.layout === 'slide' && texts > 0 ? 2 : 0) + request.imageCount;
}

/** A step the run went on without (rule 7: an image that failed), with why: what the result, the history and the queue show. */
export type SkippedStep = { key: string; stepName: string; message: string };

export const skippedSteps = (finished: ReadonlyArray<FinishedStep & { stepName: string }>): SkippedStep[] =>
  finished.filter((step) => step.skipped).map(({ key, stepName, output }) => ({ key, stepName, message: output }));
