import { assertNever, DomainError, type Decider } from '../../shared/decider.js';
import type { AttachAudio, GenerationCommand, ImproveAnswer, PublishGeneration, RecordGeneration, RequestGeneration } from './generation.commands.js';
import type { FlowSnapshot, GenerationEvent, GenerationStepRecord } from './generation.events.js';
import { GENERATION_MESSAGES } from './generation.messages.js';
import { checkedAnswer, checkedPrompt, requestedSettings, type GenerationSettings } from './rules/generation-settings.js';
import { cappedStepText } from './rules/step-output.js';

/**
 * The AI generation history record (spec 1 §3) is the aggregate: created once when an admin asks (or saves directly),
 * then each finished step, the result, edits, improvements, audio and publishing are its events. Stream
 * `ai-gen-history-<id>`, numeric ids from a sequence.
 */
export type GenerationStatus = 'waiting' | 'completed' | 'failed' | 'removed' | 'deleted';

export type GenerationRecordState = {
  status: GenerationStatus;
  generationId: number;
  ownerId: string | null;
  flow: FlowSnapshot | null;
  prompt: string;
  settings: GenerationSettings;
  finished: GenerationStepRecord[];
  anwser: string;
  audioUrl: string | null;
  imageUrls: string[];
  isCreate: boolean;
};
export type GenerationState = { status: 'none' } | GenerationRecordState;

export const generationStreamId = (generationId: number) => `ai-gen-history-${generationId}`;

const notFound = () => new DomainError('GENERATION_NOT_FOUND', GENERATION_MESSAGES.notFound, 'not_found');
const notWaiting = () => new DomainError('GENERATION_NOT_WAITING', GENERATION_MESSAGES.notWaiting, 'conflict');

/** A file this platform stores (`/files/...`) or an address on the web; nothing that runs script. */
const FILE_URL = /^(?:\/files\/[\w./-]{1,300}|https?:\/\/[^\s"'<>]{1,2000})$/;

const fileUrlOrNull = (value: unknown, what: 'audio' | 'image' = 'audio'): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' || !FILE_URL.test(value)) {
    throw what === 'audio' ? new DomainError('AUDIO_URL_INVALID', GENERATION_MESSAGES.audioUrlInvalid) : new DomainError('IMAGE_URL_INVALID', GENERATION_MESSAGES.imageUrlInvalid);
  }
  return value;
};

const existing = (state: GenerationState): GenerationRecordState => {
  if (state.status === 'none' || state.status === 'deleted') throw notFound();
  return state;
};

/** What an edit, an improvement or audio needs: a finished record with its answer. */
const finished = (state: GenerationState): GenerationRecordState => {
  const record = existing(state);
  if (record.status !== 'completed') throw new DomainError('GENERATION_NOT_FINISHED', GENERATION_MESSAGES.notFinished, 'conflict');
  return record;
};

const request = ({ data }: RequestGeneration, state: GenerationState): GenerationEvent[] => {
  if (state.status !== 'none') throw new DomainError('GENERATION_EXISTS', GENERATION_MESSAGES.exists, 'conflict');
  const prompt = checkedPrompt(data.prompt);
  const settings = requestedSettings(data.settings, data.flow.layout);
  return [{ type: 'GenerationRequested', data: { generationId: data.generationId, prompt, flow: data.flow, settings, asker: data.asker } }];
};

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

const record = ({ data }: RecordGeneration, state: GenerationState): GenerationEvent[] => {
  if (state.status !== 'none') throw new DomainError('GENERATION_EXISTS', GENERATION_MESSAGES.exists, 'conflict');
  const prompt = checkedPrompt(data.prompt);
  const settings = requestedSettings(data.settings, data.flow?.layout ?? (data.settings.layout === 'article' ? 'article' : 'slide'));
  if (data.imageUrls !== undefined && data.imageUrls !== null && !Array.isArray(data.imageUrls)) throw new DomainError('IMAGE_URL_INVALID', GENERATION_MESSAGES.imageUrlInvalid);
  const imageUrls = ((data.imageUrls ?? []) as unknown[]).map((url) => fileUrlOrNull(url, 'image')).filter((url): url is string => !!url);
  return [
    {
      type: 'GenerationRecorded',
      data: {
        generationId: data.generationId,
        AIGenConfigId: data.flow?.id ?? null,
        flowVersion: data.flow?.version ?? null,
        prompt,
        settings: {
          ...settings,
          imageDescriptions: strings(data.settings.imageDescriptions),
          imageDescriptionsVi: strings(data.settings.imageDescriptionsVi),
          ai3Result: typeof data.settings.ai3Result === 'string' ? data.settings.ai3Result : null,
        },
        anwser: checkedAnswer(data.anwser ?? ''),
        audioUrl: fileUrlOrNull(data.audioUrl),
        imageUrls,
        asker: data.asker,
      },
    },
  ];
};

const improve = ({ data }: ImproveAnswer, state: GenerationState): GenerationEvent[] => {
  const current = finished(state);
  let anwser = data.improved;
  if (data.selection !== null) {
    const at = current.anwser.indexOf(data.selection);
    if (!data.selection || at < 0) throw new DomainError('SELECTION_NOT_FOUND', GENERATION_MESSAGES.selectionNotFound);
    anwser = current.anwser.slice(0, at) + data.improved + current.anwser.slice(at + data.selection.length);
  }
  anwser = checkedAnswer(anwser);
  // Spec 1 §4: the answer changes only when the improved result differs.
  if (!data.improved.trim() || anwser === current.anwser) return [];
  return [{ type: 'AnswerImproved', data: { generationId: data.generationId, anwser, selection: data.selection, improved: data.improved, instruction: data.instruction, model: data.model, callId: data.callId } }];
};

const attachAudio = ({ data }: AttachAudio, state: GenerationState): GenerationEvent[] => {
  const current = data.model === null ? existing(state) : finished(state);
  const audioUrl = fileUrlOrNull(data.audioUrl);
  if (data.model !== null && current.audioUrl && !data.recreate) throw new DomainError('AUDIO_EXISTS', GENERATION_MESSAGES.audioExists, 'conflict');
  if (data.model === null && audioUrl === current.audioUrl) return [];
  return [{ type: 'AudioAttached', data: { generationId: data.generationId, audioUrl, model: data.model, callId: data.callId, recreated: !!current.audioUrl } }];
};

/** Approved once: a doubled or retried publish adds nothing; a recreate that replaced the answer is recorded with its approver. */
const publish = ({ data }: PublishGeneration, state: GenerationState): GenerationEvent[] => {
  const current = finished(state);
  const { generationId, questionId } = data;
  if (!current.isCreate) return [{ type: 'GenerationPublished', data: { generationId, questionId, recreated: false } }];
  return data.recreate && data.answerWritten ? [{ type: 'GenerationPublished', data: { generationId, questionId, recreated: true } }] : [];
};

const emptySettings = (): GenerationSettings => ({ expectedLength: 0, tone: '', writingStyle: '', imageCount: 0, layout: 'slide', imageDescriptions: [], imageDescriptionsVi: [], ai3Result: null });

const evolveRecord = (state: GenerationRecordState, event: GenerationEvent): GenerationRecordState => {
  switch (event.type) {
    case 'GenerationStepCompleted':
      return { ...state, finished: [...state.finished, event.data.step] };
    case 'GenerationCompleted': {
      const { generationId: _id, anwser, imageUrls, imageDescriptions, imageDescriptionsVi, ai3Result } = event.data;
      return { ...state, status: 'completed', anwser, imageUrls, settings: { ...state.settings, imageDescriptions, imageDescriptionsVi, ai3Result } };
    }
    case 'GenerationFailed':
      return { ...state, status: 'failed', anwser: event.data.anwser };
    case 'GenerationRemoved':
      return { ...state, status: 'removed' };
    case 'AnswerEdited':
    case 'AnswerImproved':
      return { ...state, anwser: event.data.anwser };
    case 'AudioAttached':
      return { ...state, audioUrl: event.data.audioUrl };
    case 'GenerationPublished':
      return { ...state, isCreate: true };
    case 'GenerationDeleted':
      return { ...state, status: 'deleted' };
    case 'GenerationRequested':
    case 'GenerationRecorded':
      return state;
    default:
      return assertNever(event);
  }
};

export const generationDecider: Decider<GenerationCommand, GenerationEvent, GenerationState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    if (event.type === 'GenerationRequested') {
      const { generationId, prompt, flow, settings, asker } = event.data;
      return { status: 'waiting', generationId, ownerId: asker.id, flow, prompt, settings: { ...emptySettings(), ...settings }, finished: [], anwser: '', audioUrl: null, imageUrls: [], isCreate: false };
    }
    if (event.type === 'GenerationRecorded') {
      const { generationId, prompt, settings, anwser, audioUrl, imageUrls, asker } = event.data;
      return { status: 'completed', generationId, ownerId: asker.id, flow: null, prompt, settings, finished: [], anwser, audioUrl, imageUrls, isCreate: false };
    }
    return state.status === 'none' ? state : evolveRecord(state, event);
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestGeneration':
        return request(command, state);
      case 'RecordGeneration':
        return record(command, state);
      case 'CompleteGenerationStep': {
        const current = existing(state);
        // A step applied twice (a job resumed between its call and its event) is recorded once.
        if (current.finished.some((step) => step.key === command.data.step.key)) return [];
        if (current.status !== 'waiting') throw notWaiting();
        // A runaway output is kept to what one event holds (rules/step-output.ts): the run goes on with its beginning.
        const step = { ...command.data.step, output: cappedStepText(command.data.step.output) };
        return [{ type: 'GenerationStepCompleted', data: { generationId: command.data.generationId, step } }];
      }
      case 'CompleteGeneration': {
        const current = existing(state);
        if (current.status === 'completed') return [];
        if (current.status !== 'waiting') throw notWaiting();
        return [{ type: 'GenerationCompleted', data: { generationId: command.data.generationId, ...command.data.result } }];
      }
      case 'FailGeneration': {
        const current = existing(state);
        if (current.status === 'failed') return [];
        if (current.status !== 'waiting') throw notWaiting();
        return [{ type: 'GenerationFailed', data: { generationId: command.data.generationId, anwser: cappedStepText(command.data.message), stepKey: command.data.stepKey, callId: command.data.callId } }];
      }
      case 'RemoveGeneration':
        if (existing(state).status !== 'waiting') throw notWaiting();
        return [{ type: 'GenerationRemoved', data: { generationId: command.data.generationId } }];
      case 'EditAnswer': {
        const current = finished(state);
        const anwser = checkedAnswer(command.data.anwser);
        return anwser === current.anwser ? [] : [{ type: 'AnswerEdited', data: { generationId: command.data.generationId, anwser } }];
      }
      case 'ImproveAnswer':
        return improve(command, state);
      case 'AttachAudio':
        return attachAudio(command, state);
      case 'DeleteGeneration':
        existing(state);
        return [{ type: 'GenerationDeleted', data: { generationId: command.data.generationId } }];
      case 'PublishGeneration':
        return publish(command, state);
      default:
        return assertNever(command);
    }
  },
};
