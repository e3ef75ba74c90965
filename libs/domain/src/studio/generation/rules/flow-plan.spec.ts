import { describe, expect, it } from '@jest/globals';
import { STUDIO_STEP_NAMES, type StudioLayout, type StudioStep } from '../../flow-configs/flow-config.types.js';
import {
  DIRECT_OUTPUT_LABELS,
  USER_PROMPT_LEAD_IN,
  lengthAndStyleRequirement,
  nextStep,
  plannedStepCount,
  runnableSteps,
  skippedSteps,
  stepFailureText,
  type FinishedStep,
  type FlowRequest,
  type PlannedStep,
} from './flow-plan.js';
import { englishDescriptionsPrompt, parseNumberedLines, vietnameseDescriptionsPrompt } from './image-descriptions.js';

const MODELS = ['gpt-4.1', 'gpt-5-mini', 'anthropic/claude-sonnet-4', 'imagen-4.0-generate-001', 'tts-1'];
const steps = (over: Partial<Record<number, Partial<StudioStep>>> = {}): StudioStep[] =>
  STUDIO_STEP_NAMES.map((name, index) => ({ name, systemMessage: `Hệ thống ${index + 1}`, model: MODELS[index], isUse: true, useUserPrompt: false, ...(index === 0 ? { sendDirectToOutput: false } : {}), ...over[index + 1] }));
const request = (over: Partial<FlowRequest> = {}): FlowRequest => ({ layout: 'article', steps: steps(), prompt: 'Thế nào là dòng tiền tự do?', expectedLength: 300, writingStyle: 'Trang trọng', imageCount: 2, ...over });

/** Runs the planner to the end, answering each text step with `<key> trả lời` (descriptions with numbered lists). */
function run(flow: FlowRequest, answer: (step: PlannedStep) => Partial<FinishedStep> = () => ({})) {
  const finished: FinishedStep[] = [];
  const planned: PlannedStep[] = [];
  for (let guard = 0; guard < 50; guard++) {
    const next = nextStep(flow, finished);
    if (next.kind === 'done' || next.kind === 'failed') return { planned, finished, next };
    planned.push(next);
    const output =
      next.kind === 'image-descriptions-en'
        ? Array.from({ length: flow.imageCount }, (_, i) => `${i + 1}. English scene ${i + 1}`).join('\n')
        : next.kind === 'image-descriptions-vi'
          ? Array.from({ length: flow.imageCount }, (_, i) => `${i + 1}. Cảnh ${i + 1} bằng tiếng Việt.`).join('\n')
          : next.kind === 'image'
            ? ''
            : `${next.key} trả lời`;
    finished.push({ key: next.key, output, ...(next.kind === 'image' ? { files: [`/files/anh-${next.index! + 1}.png`] } : {}), ...answer(next) });
  }
  throw new Error('the planner did not end');
}
const inputOf = (planned: PlannedStep[], key: string) => planned.find((step) => step.key === key)?.input;
const REQUIREMENT = lengthAndStyleRequirement(300, 'Trang trọng');

describe('flow planning (spec 1 §4 "Flow execution")', () => {
  describe('rule 1: only active steps run, in order', () => {
    it('runs every active step of the chain in the flow order', () => {
      const { planned } = run(request());
      expect(planned.map((step) => step.key)).toEqual(['AI1', 'AI2', 'AI3', 'image-1', 'image-2']);
      expect(planned.map((step) => step.model)).toEqual(['gpt-4.1', 'gpt-5-mini', 'anthropic/claude-sonnet-4', 'imagen-4.0-generate-001', 'imagen-4.0-generate-001']);
      expect(planned[1]).toMatchObject({ aiNumber: 2, stepName: 'AI2 Text Gen AI', system: 'Hệ thống 2' });
    });
    it('skips inactive steps; the next active one takes the output of the last one that ran', () => {
      const { planned, next } = run(request({ steps: steps({ 2: { isUse: false }, 4: { isUse: false } }) }));
      expect(planned.map((step) => step.key)).toEqual(['AI1', 'AI3']);
      expect(inputOf(planned, 'AI3')).toBe(`AI1 trả lời\n\n${REQUIREMENT}`);
      expect(next).toEqual({ kind: 'done', result: { anwser: 'AI3 trả lời', imageUrls: [], imageDescriptions: [], imageDescriptionsVi: [], ai3Result: 'AI3 trả lời' } });
    });
    it('with no active step, the result is the no-active-AI message', () => {
      const none = steps(Object.fromEntries([1, 2, 3, 4, 5].map((n) => [n, { isUse: false }])));
      expect(nextStep(request({ steps: none }), [])).toEqual({ kind: 'failed', message: 'Không có cấu hình AI nào được chọn hoặc không có AI nào được kích hoạt.' });
      expect(nextStep(request({ steps: [] }), [])).toEqual({ kind: 'failed', message: 'Không có cấu hình AI nào được chọn hoặc không có AI nào được kích hoạt.' });
    });
  });

  describe('rule 2: AI5 is not part of the chain', () => {
    it('never plans the voice step', () => expect(run(request()).planned.some((step) => step.stepName === 'AI5 Voice AI')).toBe(false));
    it('a flow with only AI5 active has no active AI for the chain', () => {
      const onlyVoice = steps({ 1: { isUse: false }, 2: { isUse: false }, 3: { isUse: false }, 4: { isUse: false } });
      expect(nextStep(request({ steps: onlyVoice }), [])).toMatchObject({ kind: 'failed', message: 'Không có cấu hình AI nào được chọn hoặc không có AI nào được kích hoạt.' });
    });
  });

  describe('rule 3: each text step takes the previous output', () => {
    it('AI1 gets the prompt, AI2 AI1\'s output, AI3 AI2\'s output', () => {
      const { planned } = run(request());
      expect(inputOf(planned, 'AI1')).toBe('Thế nào là dòng tiền tự do?');
      expect(inputOf(planned, 'AI2')).toBe('AI1 trả lời');
      expect(inputOf(planned, 'AI3')).toBe(`AI2 trả lời\n\n${REQUIREMENT}`);
    });
  });

  describe('rule 4: AI1 sending directly to the output', () => {
    it('AI2 gets the original prompt and AI3 gets AI1 and AI2 outputs, labelled', () => {
      const { planned } = run(request({ steps: steps({ 1: { sendDirectToOutput: true } }) }));
      expect(inputOf(planned, 'AI2')).toBe('Thế nào là dòng tiền tự do?');
      expect(inputOf(planned, 'AI3')).toBe(`${DIRECT_OUTPUT_LABELS.AI1}\nAI1 trả lời\n\n${DIRECT_OUTPUT_LABELS.AI2}\nAI2 trả lời\n\n${REQUIREMENT}`);
    });
    it('with AI2 off, AI3 gets AI1\'s output labelled', () => {
      const { planned } = run(request({ steps: steps({ 1: { sendDirectToOutput: true }, 2: { isUse: false } }) }));
      expect(inputOf(planned, 'AI3')).toBe(`${DIRECT_OUTPUT_LABELS.AI1}\nAI1 trả lời\n\n${REQUIREMENT}`);
    });
    it('means nothing when AI1 is off', () => {
      const { planned } = run(request({ steps: steps({ 1: { isUse: false, sendDirectToOutput: true } }) }));
      expect(inputOf(planned, 'AI2')).toBe('Thế nào là dòng tiền tự do?');
      expect(inputOf(planned, 'AI3')).toBe(`AI2 trả lời\n\n${REQUIREMENT}`);
    });
  });

  describe('rule 5: useUserPrompt', () => {
    it('adds the Vietnamese lead-in and the original prompt after the previous result', () => {
      const { planned } = run(request({ steps: steps({ 2: { useUserPrompt: true } }) }));
      expect(inputOf(planned, 'AI2')).toBe(`AI1 trả lời\n\n${USER_PROMPT_LEAD_IN}\nThế nào là dòng tiền tự do?`);
      expect(USER_PROMPT_LEAD_IN).toMatch(/[^\x00-\x7F]/);
    });
    it('is never applied to the first step', () => {
      const { planned } = run(request({ steps: steps({ 1: { useUserPrompt: true } }) }));
      expect(inputOf(planned, 'AI1')).toBe('Thế nào là dòng tiền tự do?');
      const second = run(request({ steps: steps({ 1: { isUse: false }, 2: { useUserPrompt: true } }) }));
      expect(inputOf(second.planned, 'AI2')).toBe('Thế nào là dòng tiền tự do?');
    });
    it('comes before the length and style on the last text step', () => {
      const { planned } = run(request({ steps: steps({ 3: { useUserPrompt: true } }) }));
      expect(inputOf(planned, 'AI3')).toBe(`AI2 trả lời\n\n${USER_PROMPT_LEAD_IN}\nThế nào là dòng tiền tự do?\n\n${REQUIREMENT}`);
    });
  });

  describe('rule 6: length and style on the last text step only', () => {
    it('appends the words and the style to the last active text step', () => {
      const { planned } = run(request({ expectedLength: 800, writingStyle: 'Thân thiện', steps: steps({ 3: { isUse: false } }) }));
      expect(inputOf(planned, 'AI1')).toBe('Thế nào là dòng tiền tự do?');
      expect(inputOf(planned, 'AI2')).toBe('AI1 trả lời\n\nYêu cầu: độ dài khoảng 800 từ, văn phong Thân thiện.');
    });
    it('a single text step is first and last', () => {
      const { planned } = run(request({ steps: steps({ 2: { isUse: false }, 3: { isUse: false } }) }));
      expect(inputOf(planned, 'AI1')).toBe(`Thế nào là dòng tiền tự do?\n\n${REQUIREMENT}`);
    });
  });

  describe('rule 7: images', () => {
    const slide = (over: Partial<FlowRequest> = {}) => request({ layout: 'slide' as StudioLayout, ...over });
    it('slide: AI3 asks for English descriptions, then Vietnamese ones, then one image per English description', () => {
      const { planned, next } = run(slide());
      expect(planned.map((step) => step.key)).toEqual(['AI1', 'AI2', 'AI3', 'descriptions-en', 'descriptions-vi', 'image-1', 'image-2']);
      expect(planned[3]).toMatchObject({ kind: 'image-descriptions-en', model: 'anthropic/claude-sonnet-4', stepName: 'AI3 Text Output AI', input: englishDescriptionsPrompt(2, 'AI3 trả lời') });
      expect(planned[4]).toMatchObject({ kind: 'image-descriptions-vi', input: vietnameseDescriptionsPrompt(['English scene 1', 'English scene 2']) });
      expect(planned[5]).toMatchObject({ kind: 'image', model: 'imagen-4.0-generate-001', input: 'Hệ thống 4\n\nEnglish scene 1', index: 0 });
      expect(next).toEqual({
        kind: 'done',
        result: {
          anwser: 'AI3 trả lời',
          ai3Result: 'AI3 trả lời',
          imageUrls: ['/files/anh-1.png', '/files/anh-2.png'],
          imageDescriptions: ['English scene 1', 'English scene 2'],
          imageDescriptionsVi: ['Cảnh 1 bằng tiếng Việt.', 'Cảnh 2 bằng tiếng Việt.'],
        },
      });
    });
    it('the description templates carry the image count, 150 characters, no map of Vietnam, 2-3 short sentences', () => {
      const en = englishDescriptionsPrompt(3, 'Nội dung');
      expect(en).toContain('exactly 3 image descriptions');
      expect(en).toContain('at least 150 characters');
      expect(en).toContain('map of Vietnam');
      expect(en).toContain('Nội dung');
      const vi = vietnameseDescriptionsPrompt(['a', 'b']);
      expect(vi).toContain('2 mô tả hình ảnh');
      expect(vi).toContain('2-3 câu ngắn');
      expect(vi).toContain('1. a\n2. b');
    });
    it('slide without AI3: the last text step describes the images', () => {
      const { planned } = run(slide({ steps: steps({ 3: { isUse: false } }) }));
      expect(planned.find((step) => step.key === 'descriptions-en')).toMatchObject({ model: 'gpt-5-mini', stepName: 'AI2 Text Gen AI', input: englishDescriptionsPrompt(2, 'AI2 trả lời') });
    });
    it('slide keeps at most image-count descriptions; unreadable descriptions stop the chain', () => {
      const flow = slide({ imageCount: 1 });
      const done: FinishedStep[] = [{ key: 'AI1', output: 'a' }, { key: 'AI2', output: 'b' }, { key: 'AI3', output: 'c' }, { key: 'descriptions-en', output: 'Here you go:\n1. One\n2. Two' }];
      expect(nextStep(flow, done)).toMatchObject({ kind: 'image-descriptions-vi', input: vietnameseDescriptionsPrompt(['One']) });
      expect(nextStep(flow, [...done.slice(0, 3), { key: 'descriptions-en', output: 'Không có danh sách' }])).toEqual({
        kind: 'failed',
        message: 'Lỗi khi tạo mô tả hình ảnh (AI3 Text Output AI): Không đọc được danh sách mô tả hình ảnh đánh số trong câu trả lời.',
      });
    });
    it('article: image-count images from the prompt, no descriptions', () => {
      const { planned, next } = run(request({ imageCount: 3 }));
      expect(planned.filter((step) => step.kind === 'image').map((step) => step.input)).toEqual(Array(3).fill('Hệ thống 4\n\nThế nào là dòng tiền tự do?'));
      expect(next).toMatchObject({ kind: 'done', result: { imageUrls: ['/files/anh-1.png', '/files/anh-2.png', '/files/anh-3.png'], imageDescriptions: [] } });
    });
    it('a flow of the image step alone makes images from the prompt (slide too: nothing to describe from)', () => {
      const imagesOnly = steps({ 1: { isUse: false }, 2: { isUse: false }, 3: { isUse: false }, 4: { systemMessage: '' } });
      const { planned, next } = run(slide({ steps: imagesOnly, imageCount: 1 }));
      expect(planned.map((step) => [step.key, step.input])).toEqual([['image-1', 'Thế nào là dòng tiền tự do?']]);
      expect(next).toMatchObject({ kind: 'done', result: { anwser: '', imageUrls: ['/files/anh-1.png'] } });
    });
    it('a failed image is skipped, and its descriptions go with it', () => {
      const { next } = run(slide(), (step) => (step.key === 'image-1' ? { skipped: true, output: 'Lỗi', files: [] } : {}));
      expect(next).toMatchObject({ kind: 'done', result: { imageUrls: ['/files/anh-2.png'], imageDescriptions: ['English scene 2'], imageDescriptionsVi: ['Cảnh 2 bằng tiếng Việt.'] } });
    });
    it('without an active image step, slide layout asks for no descriptions', () => {
      expect(run(slide({ steps: steps({ 4: { isUse: false } }) })).planned.map((step) => step.key)).toEqual(['AI1', 'AI2', 'AI3']);
    });
  });

  describe('rule 8: a step error stops the chain', () => {
    it('words it as the spec does', () => {
      expect(stepFailureText({ kind: 'text', aiNumber: 2, stepName: 'AI2 Text Gen AI' }, 'Hết hạn mức')).toBe('Lỗi khi xử lý AI 2 (AI2 Text Gen AI): Hết hạn mức');
      expect(stepFailureText({ kind: 'image-descriptions-en', aiNumber: 3, stepName: 'AI3 Text Output AI' }, 'x')).toBe('Lỗi khi tạo mô tả hình ảnh (AI3 Text Output AI): x');
    });
  });

  describe('resuming', () => {
    it('after the last finished step, with the same input as a run that never stopped', () => {
      const flow = request({ layout: 'slide', steps: steps({ 2: { useUserPrompt: true } }) });
      const whole = run(flow);
      for (let cut = 0; cut < whole.finished.length; cut++) {
        const next = nextStep(flow, whole.finished.slice(0, cut));
        expect(next).toEqual(whole.planned[cut]);
      }
    });
  });

  describe('images side by side', () => {
    it('offers every image still to make at once, and only the next step otherwise', () => {
      const flow = request({ layout: 'slide', imageCount: 3 });
      const whole = run(flow);
      const beforeImages = whole.finished.filter((step) => !step.key.startsWith('image-'));
      expect(runnableSteps(flow, beforeImages).map((step) => (step as PlannedStep).key)).toEqual(['image-1', 'image-2', 'image-3']);
      expect(runnableSteps(flow, [...beforeImages, whole.finished.find((step) => step.key === 'image-2')!]).map((step) => (step as PlannedStep).key)).toEqual(['image-1', 'image-3']);
      expect(runnableSteps(flow, []).map((step) => (step as PlannedStep).key)).toEqual(['AI1']);
      expect(runnableSteps(flow, whole.finished)).toEqual([whole.next]);
    });
  });

  describe('numbered lines', () => {
    it('reads "1.", "2)", "(3)", bold numbers and continuation lines; ignores what comes before', () => {
      expect(parseNumberedLines('Sure, here:\n\n1. A wide office\nwith light\n2) Second\n(3) Third\n**4.** Fourth\n- 5. Fifth\n\n')).toEqual(['A wide office with light', 'Second', 'Third', 'Fourth', 'Fifth']);
      expect(parseNumberedLines('no list here')).toEqual([]);
      expect(parseNumberedLines('1.\n2. Two')).toEqual(['Two']);
    });
  });
});

describe('how far a run is, and what it went on without (issue 24 §1.1, §1.6)', () => {
  it('counts the steps a run plans: text steps, a slide\'s descriptions, one per image', () => {
    const flows = [
      request(),
      request({ layout: 'slide' }),
      request({ layout: 'slide', imageCount: 3, steps: steps({ 2: { isUse: false }, 3: { isUse: false } }) }),
      request({ steps: steps({ 4: { isUse: false } }) }),
      request({ layout: 'slide', steps: steps({ 1: { isUse: false }, 2: { isUse: false }, 3: { isUse: false } }) }),
    ];
    expect(flows.map(plannedStepCount)).toEqual(flows.map((flow) => run(flow).planned.length));
    expect(flows.map(plannedStepCount)).toEqual([5, 7, 6, 3, 2]);
  });

  it('names each step the run went on without, with its reason', () => {
    const { planned, finished, next } = run(request(), (step) => (step.key === 'image-2' ? { skipped: true, output: 'Chưa cấu hình nhà cung cấp AI Google Gemini cho mô hình này.', files: [] } : {}));
    expect(next.kind).toBe('done');
    const named = finished.map((step) => ({ ...step, stepName: planned.find((entry) => entry.key === step.key)!.stepName }));
    expect(skippedSteps(named)).toEqual([{ key: 'image-2', stepName: 'AI4 Image Output AI', message: 'Chưa cấu hình nhà cung cấp AI Google Gemini cho mô hình này.' }]);
  });
});
