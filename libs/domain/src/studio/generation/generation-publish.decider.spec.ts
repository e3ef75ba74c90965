import { describe, it } from '@jest/globals';
import { specFor } from '../../shared/decider.testing.js';
import { STUDIO_STEP_NAMES } from '../flow-configs/flow-config.types.js';
import type { GenerationCommand } from './generation.commands.js';
import { generationDecider } from './generation.decider.js';
import type { FlowSnapshot, GenerationEvent } from './generation.events.js';

const given = specFor(generationDecider);
const flow: FlowSnapshot = { id: 3, version: 2, name: 'Slide', layout: 'slide', aiConfigs: STUDIO_STEP_NAMES.map((name) => ({ name, systemMessage: '', model: 'gpt-4.1', isUse: true, useUserPrompt: false })) };
const settings = { expectedLength: 100, tone: 'Trang trọng', writingStyle: 'Trang trọng', imageCount: 1, layout: 'slide' as const };
const requested: GenerationEvent = { type: 'GenerationRequested', data: { generationId: 9, prompt: 'Dòng tiền là gì?', flow, settings, asker: { id: 'a', email: 'a@k9.test' } } };
const completed: GenerationEvent = { type: 'GenerationCompleted', data: { generationId: 9, anwser: 'Đáp', imageUrls: [], imageDescriptions: [], imageDescriptionsVi: [], ai3Result: null } };
const publish = (recreate: boolean, answerWritten: boolean): GenerationCommand => ({ type: 'PublishGeneration', data: { generationId: 9, questionId: 41, recreate, answerWritten } });
const published = (recreated: boolean): GenerationEvent => ({ type: 'GenerationPublished', data: { generationId: 9, questionId: 41, recreated } });

describe('publishing a history record', () => {
  describe('when finished and not yet published', () => {
    it('marks it published', () => given([requested, completed]).when(publish(false, true)).then([published(false)]));
    it('a recreate of a record never published is its first publish', () => given([requested, completed]).when(publish(true, true)).then([published(false)]));
    it('the second of a double click (its answer already written by the first) still marks it', () => given([requested, completed]).when(publish(false, false)).then([published(false)]));
  });
  describe('when already published', () => {
    it('a repeated publish adds nothing', () => given([requested, completed, published(false)]).when(publish(false, false)).then([]));
    it('a publish that is not a recreate adds nothing even if it wrote', () => given([requested, completed, published(false)]).when(publish(false, true)).then([]));
    it('a recreate that replaced the answer is recorded', () => given([requested, completed, published(false)]).when(publish(true, true)).then([published(true)]));
    it('a recreate that changed nothing adds nothing', () => given([requested, completed, published(false)]).when(publish(true, false)).then([]));
  });
  describe('when it cannot be published', () => {
    it('refuses one still waiting', () => given([requested]).when(publish(false, true)).thenThrows('GENERATION_NOT_FINISHED'));
    it('refuses one that failed', () => given([requested, { type: 'GenerationFailed', data: { generationId: 9, anwser: 'Lỗi', stepKey: 'AI1', callId: null } }]).when(publish(false, true)).thenThrows('GENERATION_NOT_FINISHED'));
    it('refuses a deleted one', () => given([requested, completed, { type: 'GenerationDeleted', data: { generationId: 9 } }]).when(publish(false, true)).thenThrows('GENERATION_NOT_FOUND'));
    it('refuses one never asked', () => given([]).when(publish(false, true)).thenThrows('GENERATION_NOT_FOUND'));
  });
});
