import { describe, it } from '@jest/globals';
import { specFor } from '../shared/decider.testing.js';
import { STUDIO_STEP_NAMES } from './flow-config.types.js';
import type { GenerationCommand } from './generation.commands.js';
import { generationDecider } from './generation.decider.js';
import type { FlowSnapshot, GenerationEvent, GenerationStepRecord } from './generation.events.js';

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
