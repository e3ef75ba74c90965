import { describe, expect, it } from '@jest/globals';
import { fold } from '../../shared/decider.js';
import { specFor } from '../../shared/decider.testing.js';
import { DEFAULT_EVENT_SIZE_LIMITS, eventBytes } from '../../shared/event-store.port.js';
import { STUDIO_STEP_NAMES } from '../flow-configs/flow-config.types.js';
import type { GenerationCommand } from './generation.commands.js';
import { generationDecider } from './generation.decider.js';
import type { FlowSnapshot, GenerationEvent, GenerationStepCompleted, GenerationStepRecord } from './generation.events.js';
import { GENERATION_MESSAGES } from './generation.messages.js';
import { nextStep, type PlannedStep } from './rules/flow-plan.js';
import { MAX_GENERATION_PROMPT_CHARS } from './rules/generation-settings.js';
import { MAX_STEP_OUTPUT_CHARS } from './rules/step-output.js';

const given = specFor(generationDecider);
const flow: FlowSnapshot = {
  id: 3,
  version: 2,
  name: 'Slide 5 bước',
  layout: 'slide',
  aiConfigs: STUDIO_STEP_NAMES.map((name) => ({ name, systemMessage: '', model: 'gpt-4.1', isUse: true, useUserPrompt: false })),
};
const asker = { id: 'admin-a', email: 'a@k9.test' };
const settings = { expectedLength: 100, tone: 'Trang trọng', writingStyle: 'Trang trọng', imageCount: 1, layout: 'slide' as const };
const requested: GenerationEvent = { type: 'GenerationRequested', data: { generationId: 9, prompt: 'Dòng tiền là gì?', flow, settings, asker } };
const ask = (over: Record<string, unknown> = {}, prompt: unknown = 'Dòng tiền là gì?'): GenerationCommand => ({ type: 'RequestGeneration', data: { generationId: 9, prompt, flow, settings: over, asker } });
const step: GenerationStepRecord = { key: 'AI1', kind: 'text', aiNumber: 1, stepName: 'AI1 Text Gen AI', model: 'gpt-4.1', input: 'Dòng tiền là gì?', output: 'Trả lời', callId: 'call-1' };
const result = { anwser: 'Dòng tiền là...', imageUrls: ['/files/2026/11/a.png'], imageDescriptions: ['An office'], imageDescriptionsVi: ['Một văn phòng.'], ai3Result: 'Dòng tiền là...' };
const completed: GenerationEvent = { type: 'GenerationCompleted', data: { generationId: 9, ...result } };
const improve = (selection: string | null, improved: string): GenerationCommand => ({ type: 'ImproveAnswer', data: { generationId: 9, selection, improved, instruction: null, model: 'anthropic/claude-3.5-haiku', callId: 'call-9' } });
const audio = (recreate: boolean): GenerationCommand => ({ type: 'AttachAudio', data: { generationId: 9, audioUrl: '/files/2026/11/a.mp3', model: 'tts-1', callId: 'call-a', recreate } });

describe('AI generation history', () => {
  describe('when nothing was asked', () => {
    it('a request creates the record with the spec defaults filled in', () =>
      given([]).when(ask({ expectedLength: 'abc' })).then([requested]));
    it('takes the length, style, tone and image count sent', () =>
      given([])
        .when(ask({ expectedLength: '800', writingStyle: 'Thân thiện', imageCount: 4 }))
        .then([{ type: 'GenerationRequested', data: { generationId: 9, prompt: 'Dòng tiền là gì?', flow, settings: { ...settings, expectedLength: 800, writingStyle: 'Thân thiện', tone: 'Thân thiện', imageCount: 4 }, asker } }]));
    it('refuses a length outside 100-2000, an image count outside 1-10, a blank or huge question', () => {
      given([]).when(ask({ expectedLength: 5000 })).thenThrows('LENGTH_INVALID');
      given([]).when(ask({ expectedLength: 99 })).thenThrows('LENGTH_INVALID');
      given([]).when(ask({ imageCount: 11 })).thenThrows('IMAGE_COUNT_INVALID');
      given([]).when(ask({ imageCount: 0 })).thenThrows('IMAGE_COUNT_INVALID');
      given([]).when(ask({ imageCount: 'nhiều' })).thenThrows('IMAGE_COUNT_INVALID');
      given([]).when(ask({}, '   ')).thenThrows('PROMPT_REQUIRED');
      given([]).when(ask({}, 'x'.repeat(10_001))).thenThrows('PROMPT_TOO_LONG');
      given([]).when(ask({ writingStyle: 'x'.repeat(101) })).thenThrows('WRITING_STYLE_TOO_LONG');
    });
    it('a direct save is a finished record; addresses that are not files or web pages are refused', () => {
      const save = (over: Record<string, unknown>): GenerationCommand => ({
        type: 'RecordGeneration',
        data: { generationId: 9, flow, prompt: 'Hỏi', settings: { imageDescriptions: ['An office'], ai3Result: 'x' }, anwser: 'Đáp', audioUrl: null, imageUrls: ['/files/2026/11/b.png'], asker, ...over },
      });
      given([]).when(save({})).then([
        {
          type: 'GenerationRecorded',
          data: {
            generationId: 9,
            AIGenConfigId: 3,
            flowVersion: 2,
            prompt: 'Hỏi',
            settings: { ...settings, imageDescriptions: ['An office'], imageDescriptionsVi: [], ai3Result: 'x' },
            anwser: 'Đáp',
            audioUrl: null,
            imageUrls: ['/files/2026/11/b.png'],
            asker,
          },
        },
      ]);
      given([]).when(save({ imageUrls: ['javascript:alert(1)'] })).thenThrows('IMAGE_URL_INVALID');
      given([]).when(save({ imageUrls: 'x' })).thenThrows('IMAGE_URL_INVALID');
      given([]).when(save({ audioUrl: 'data:audio/mp3;base64,AAAA' })).thenThrows('AUDIO_URL_INVALID');
    });
    it('refuses every other command', () => {
      given([]).when({ type: 'EditAnswer', data: { generationId: 9, anwser: 'x' } }).thenThrows('GENERATION_NOT_FOUND');
      given([]).when({ type: 'DeleteGeneration', data: { generationId: 9 } }).thenThrows('GENERATION_NOT_FOUND');
      given([]).when({ type: 'CompleteGenerationStep', data: { generationId: 9, step } }).thenThrows('GENERATION_NOT_FOUND');
    });
  });

  describe('when waiting in the queue', () => {
    it('records each finished step once (a resumed job that repeats a step records nothing)', () => {
      given([requested]).when({ type: 'CompleteGenerationStep', data: { generationId: 9, step } }).then([{ type: 'GenerationStepCompleted', data: { generationId: 9, step } }]);
      given([requested, { type: 'GenerationStepCompleted', data: { generationId: 9, step } }]).when({ type: 'CompleteGenerationStep', data: { generationId: 9, step } }).then([]);
    });
    it('completes with the result, once', () => {
      given([requested]).when({ type: 'CompleteGeneration', data: { generationId: 9, result } }).then([completed]);
      given([requested, completed]).when({ type: 'CompleteGeneration', data: { generationId: 9, result } }).then([]);
    });
    it('fails with the error text as the result', () =>
      given([requested]).when({ type: 'FailGeneration', data: { generationId: 9, message: 'Lỗi khi xử lý AI 2 (AI2 Text Gen AI): x', stepKey: 'AI2', callId: 'call-2' } }).then([
        { type: 'GenerationFailed', data: { generationId: 9, anwser: 'Lỗi khi xử lý AI 2 (AI2 Text Gen AI): x', stepKey: 'AI2', callId: 'call-2' } },
      ]));
    it('can be removed; a removed request takes no further step', () => {
      const removed: GenerationEvent = { type: 'GenerationRemoved', data: { generationId: 9 } };
      given([requested]).when({ type: 'RemoveGeneration', data: { generationId: 9 } }).then([removed]);
      given([requested, removed]).when({ type: 'CompleteGenerationStep', data: { generationId: 9, step } }).thenThrows('GENERATION_NOT_WAITING');
      given([requested, removed]).when({ type: 'CompleteGeneration', data: { generationId: 9, result } }).thenThrows('GENERATION_NOT_WAITING');
    });
    it('cannot be edited, improved or given audio yet', () => {
      given([requested]).when({ type: 'EditAnswer', data: { generationId: 9, anwser: 'x' } }).thenThrows('GENERATION_NOT_FINISHED');
      given([requested]).when(improve(null, 'x')).thenThrows('GENERATION_NOT_FINISHED');
      given([requested]).when(audio(false)).thenThrows('GENERATION_NOT_FINISHED');
    });
    it('refuses a second request with the same id', () => given([requested]).when(ask()).thenThrows('GENERATION_EXISTS'));
  });

  describe('when completed', () => {
    it('cannot be removed from the queue any more', () => given([requested, completed]).when({ type: 'RemoveGeneration', data: { generationId: 9 } }).thenThrows('GENERATION_NOT_WAITING'));
    it('records a hand edit, and nothing when the text is the same', () => {
      given([requested, completed]).when({ type: 'EditAnswer', data: { generationId: 9, anwser: 'Sửa tay' } }).then([{ type: 'AnswerEdited', data: { generationId: 9, anwser: 'Sửa tay' } }]);
      given([requested, completed]).when({ type: 'EditAnswer', data: { generationId: 9, anwser: 'Dòng tiền là...' } }).then([]);
      given([requested, completed]).when({ type: 'EditAnswer', data: { generationId: 9, anwser: 'x'.repeat(200_001) } }).thenThrows('ANSWER_TOO_LONG');
    });
    it('improves the whole content or the selection, with the model and the ledger call', () => {
      given([requested, completed]).when(improve(null, 'Dòng tiền tự do là...')).then([
        { type: 'AnswerImproved', data: { generationId: 9, anwser: 'Dòng tiền tự do là...', selection: null, improved: 'Dòng tiền tự do là...', instruction: null, model: 'anthropic/claude-3.5-haiku', callId: 'call-9' } },
      ]);
      given([requested, completed]).when(improve('tiền', 'vốn')).then([
        { type: 'AnswerImproved', data: { generationId: 9, anwser: 'Dòng vốn là...', selection: 'tiền', improved: 'vốn', instruction: null, model: 'anthropic/claude-3.5-haiku', callId: 'call-9' } },
      ]);
    });
    it('changes nothing when the improved text is the same (the spec\'s no-change message)', () => {
      given([requested, completed]).when(improve(null, 'Dòng tiền là...')).then([]);
      given([requested, completed]).when(improve('tiền', 'tiền')).then([]);
      given([requested, completed]).when(improve('không có', 'x')).thenThrows('SELECTION_NOT_FOUND');
    });
    it('takes audio once; again only when recreating', () => {
      const attached: GenerationEvent = { type: 'AudioAttached', data: { generationId: 9, audioUrl: '/files/2026/11/a.mp3', model: 'tts-1', callId: 'call-a', recreated: false } };
      given([requested, completed]).when(audio(false)).then([attached]);
      given([requested, completed, attached]).when(audio(false)).thenThrows('AUDIO_EXISTS');
      given([requested, completed, attached]).when(audio(true)).then([{ ...attached, data: { ...attached.data, recreated: true } } as GenerationEvent]);
    });
    it('deleting ends it', () => {
      const deleted: GenerationEvent = { type: 'GenerationDeleted', data: { generationId: 9 } };
      given([requested, completed]).when({ type: 'DeleteGeneration', data: { generationId: 9 } }).then([deleted]);
      given([requested, completed, deleted]).when({ type: 'DeleteGeneration', data: { generationId: 9 } }).thenThrows('GENERATION_NOT_FOUND');
      given([requested, completed, deleted]).when({ type: 'EditAnswer', data: { generationId: 9, anwser: 'x' } }).thenThrows('GENERATION_NOT_FOUND');
    });
  });
});

describe('a step whose output is too long for one event (issue 23 §1)', () => {
  /** UTF-8 writes it in 3 bytes: the heaviest a character can be. */
  const WIDE = 'ệ';
  const metadata = { actorId: '0b7c1a52-6c0e-4f7a-9b1e-3c5d2f8a9e10', actorEmail: 'quan-tri@k9.test', correlationId: 'c'.repeat(36), causationId: 'studio-generation-run.gen-9', occurredAt: new Date(0).toISOString(), jobId: 'studio-generation-run.gen-9', model: 'gpt-4.1', callId: 'c'.repeat(36) };
  const heaviest = (events: GenerationEvent[]) => Math.max(...events.map((event) => eventBytes({ ...event, metadata })));
  const completeStep = (over: Partial<GenerationStepRecord>): GenerationCommand => ({ type: 'CompleteGenerationStep', data: { generationId: 9, step: { ...step, ...over } } });

  it('keeps the beginning of a runaway output, ended by a marker saying how long it was', () => {
    const runaway = WIDE.repeat(140_000);
    const [event] = generationDecider.decide(completeStep({ output: runaway }), fold(generationDecider, [requested]));
    const marker = GENERATION_MESSAGES.outputTruncated(140_000, MAX_STEP_OUTPUT_CHARS);
    expect(marker).toBe('[Đã cắt bớt: mô hình trả về 140.000 ký tự, quá giới hạn 20.000 ký tự của một bước.]');
    const kept = (event as GenerationStepCompleted).data.step.output;
    expect(kept).toHaveLength(MAX_STEP_OUTPUT_CHARS);
    expect(kept).toBe(`${runaway.slice(0, MAX_STEP_OUTPUT_CHARS - marker.length - 2)}\n\n${marker}`);
  });

  it('keeps an output that fits as it is, and never half of a character written as two UTF-16 units', () => {
    const fits = WIDE.repeat(MAX_STEP_OUTPUT_CHARS);
    given([requested]).when(completeStep({ output: fits })).then([{ type: 'GenerationStepCompleted', data: { generationId: 9, step: { ...step, output: fits } } }]);
    // 'a' first: the cut falls between the two halves of an emoji, which goes whole.
    const [event] = generationDecider.decide(completeStep({ output: `a${'😀'.repeat(MAX_STEP_OUTPUT_CHARS)}` }), fold(generationDecider, [requested]));
    const kept = (event as GenerationStepCompleted).data.step.output;
    expect(kept.length).toBe(MAX_STEP_OUTPUT_CHARS - 1);
    expect(kept.split('\n\n')[0]).toMatch(/^a(😀)+$/u);
  });

  it("keeps a failed step's message within the same limit", () => {
    const [event] = generationDecider.decide({ type: 'FailGeneration', data: { generationId: 9, message: `Lỗi khi xử lý AI 1 (AI1 Text Gen AI): ${WIDE.repeat(100_000)}`, stepKey: 'AI1', callId: null } }, fold(generationDecider, [requested]));
    expect((event.data as { anwser: string }).anwser).toHaveLength(MAX_STEP_OUTPUT_CHARS);
  });

  it('keeps the heaviest events of a run under the store cap', () => {
    // AI3 fed directly by AI1 and AI2 (rule 4), with the question again (rule 5): two outputs and the question as its input.
    const prompt = WIDE.repeat(MAX_GENERATION_PROMPT_CHARS);
    const steps = flow.aiConfigs.map((config) =>
      config.name === 'AI1 Text Gen AI' ? { ...config, sendDirectToOutput: true } : config.name === 'AI3 Text Output AI' ? { ...config, useUserPrompt: true } : config,
    );
    const longest = WIDE.repeat(MAX_STEP_OUTPUT_CHARS);
    const ai3 = nextStep({ layout: 'slide', steps, prompt, expectedLength: 2000, writingStyle: WIDE.repeat(100), imageCount: 10 }, [
      { key: 'AI1', output: longest },
      { key: 'AI2', output: longest },
    ]) as PlannedStep;
    expect(ai3.key).toBe('AI3');
    expect(ai3.input.length).toBeGreaterThan(2 * MAX_STEP_OUTPUT_CHARS + MAX_GENERATION_PROMPT_CHARS);
    const state = fold(generationDecider, [{ ...requested, data: { ...(requested.data as object), prompt } } as GenerationEvent]);
    const stepEvents = generationDecider.decide(completeStep({ key: 'AI3', aiNumber: 3, stepName: 'AI3 Text Output AI', input: ai3.input, output: longest }), state);
    expect(heaviest(stepEvents)).toBeLessThanOrEqual(DEFAULT_EVENT_SIZE_LIMITS.eventMaxBytes);
    // The finished record: the answer, AI3's result, ten images with their English and Vietnamese descriptions (each
    // list parsed from one output).
    const descriptions = Array.from({ length: 10 }, () => WIDE.repeat(MAX_STEP_OUTPUT_CHARS / 10));
    const finished = generationDecider.decide(
      {
        type: 'CompleteGeneration',
        data: { generationId: 9, result: { anwser: longest, ai3Result: longest, imageUrls: Array(10).fill('/files/2026/11/0b7c1a52-6c0e-4f7a-9b1e-3c5d2f8a9e10.png'), imageDescriptions: descriptions, imageDescriptionsVi: descriptions } },
      },
      state,
    );
    expect(heaviest(finished)).toBeLessThanOrEqual(DEFAULT_EVENT_SIZE_LIMITS.eventMaxBytes);
  });
});
