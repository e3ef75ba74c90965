import { ConflictException, HttpException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { Request } from 'express';
import type { AiGenHistoryChangeResponse } from '@k9/contracts';
import { AI_DEFAULTS, GENERATION_MESSAGES, voiceStep } from '@k9/domain';
import { AiDefaults } from '../../ai/ai-defaults.js';
import { AiGateway } from '../../../platform/ai/ai-gateway.js';
import { AiCallError } from '../../../platform/ai/ai.types.js';
import { metadataFor } from '../../../platform/http/request-metadata.js';
import { AiFiles } from '../../ai/ai-files.js';
import { speakableText } from '../../ai/speakable-text.js';
import { answering, requestContext } from '../../ai/ai-http.js';
import type { SessionUser } from '../../identity/session/session-user.js';
import { generationNotFound } from './generation-id.js';
import { GenerationWriter } from './generation-writer.js';
import { GenerationsRepository } from './generations.repository.js';
import { wordedFailure } from './jobs/generation-run.job.js';
import type { GenerationView } from './projections/generation/generation.entity.js';

/** How the studio asks for a better text (its prompts live on the server); the admin's own instruction goes first. */
export const improvePrompt = (content: string, selection: string | null, instruction: string | null): string =>
  [
    instruction?.trim() || 'Hãy cải thiện đoạn văn sau cho rõ ràng, mạch lạc và chính xác hơn, giữ nguyên ý, ngôn ngữ và định dạng markdown.',
    selection ? `Đoạn cần cải thiện:\n${selection}\n\nNgữ cảnh (toàn bộ nội dung):\n${content}` : `Nội dung:\n${content}`,
    selection ? 'Chỉ trả về đoạn đã cải thiện (thay cho đoạn cần cải thiện), không giải thích.' : 'Chỉ trả về toàn bộ nội dung đã cải thiện, không giải thích.',
  ].join('\n\n');


/** Improve (first text model) and audio (the flow's AI5) of a finished record: the studio's own commands, with the model and ledger call kept. */
@Injectable()
export class GenerationAi {
  constructor(
    private readonly gateway: AiGateway,
    private readonly files: AiFiles,
    private readonly writer: GenerationWriter,
    private readonly generations: GenerationsRepository,
    private readonly defaults: AiDefaults,
  ) {}

  private async finished(id: number, user: SessionUser): Promise<GenerationView> {
    const view = await this.generations.findOwned(id, user.id);
    if (!view) throw generationNotFound();
    if (view.status !== 'completed') throw new ConflictException({ statusCode: 409, code: 'GENERATION_NOT_FINISHED', message: GENERATION_MESSAGES.notFinished });
    if (!view.anwser.trim()) throw new UnprocessableEntityException({ statusCode: 422, code: 'NO_ANSWER', message: GENERATION_MESSAGES.noAnswer });
    return view;
  }

  async improve(id: number, user: SessionUser, body: { selected_text?: string; improvement_prompt?: string }, request: Request): Promise<AiGenHistoryChangeResponse> {
    const view = await this.finished(id, user);
    const selection = body.selected_text?.trim() ? body.selected_text : null;
    if (selection && !view.anwser.includes(selection)) throw new UnprocessableEntityException({ statusCode: 422, code: 'SELECTION_NOT_FOUND', message: GENERATION_MESSAGES.selectionNotFound });
    const instruction = body.improvement_prompt?.trim() || null;
    // Improve uses the first text model (spec 1 §9) whose provider is configured.
    const model = await this.defaults.model('improve');
    const result = await answering(() =>
      this.gateway.generateText({ model, prompt: improvePrompt(view.anwser, selection, instruction) }, requestContext(request, user, 'studio.improve')),
    );
    const { record, changed } = await this.writer.change(
      id,
      user,
      { type: 'ImproveAnswer', data: { generationId: id, selection, improved: result.text.trim(), instruction, model: result.model, callId: result.callId } },
      { ...metadataFor(request, user), model: result.model, callId: result.callId },
    );
    return { success: true, changed, message: changed ? GENERATION_MESSAGES.improved : GENERATION_MESSAGES.noChange, data: record };
  }

  async audio(id: number, user: SessionUser, recreate: boolean, request: Request): Promise<AiGenHistoryChangeResponse> {
    const view = await this.finished(id, user);
    if (view.aiGenConfigId === null) throw new UnprocessableEntityException({ statusCode: 422, code: 'AI5_INACTIVE', message: GENERATION_MESSAGES.ai5Inactive });
    const flow = await this.writer.flow(view.aiGenConfigId);
    const voice = voiceStep(flow.aiConfigs);
    if (!voice) throw new UnprocessableEntityException({ statusCode: 422, code: 'AI5_INACTIVE', message: GENERATION_MESSAGES.ai5Inactive });
    if (view.audioUrl && !recreate) throw new ConflictException({ statusCode: 409, code: 'AUDIO_EXISTS', message: GENERATION_MESSAGES.audioExists });
    const metadata = metadataFor(request, user);
    let speech;
    try {
      speech = await this.gateway.generateSpeech(
        { model: voice.model, text: speakableText(view.anwser), voice: AI_DEFAULTS.voice, format: 'mp3', speed: AI_DEFAULTS.speechSpeed, instructions: voice.systemMessage.trim() || undefined },
        { ...requestContext(request, user, 'studio.audio'), keep: this.files.keeper(user, metadata) },
      );
    } catch (error) {
      if (!(error instanceof AiCallError)) throw error;
      // Spec 1 §8 'Không tạo được audio!', with why (a provider that is not configured names what to set).
      const status = error.kind === 'rate_limited' ? 429 : error.kind === 'timed_out' ? 504 : error.kind === 'not_configured' || error.kind === 'overloaded' ? 503 : 502;
      const reason = wordedFailure(error);
      throw new HttpException({ statusCode: status, code: `AI_${error.kind.toUpperCase()}`, message: `${GENERATION_MESSAGES.audioFailed} ${reason}`, errors: [reason], ...(error.callId ? { callId: error.callId } : {}) }, status);
    }
    const audioUrl = speech.files[0];
    if (!audioUrl) throw new HttpException({ statusCode: 502, code: 'AUDIO_NOT_STORED', message: GENERATION_MESSAGES.audioUploadFailed }, 502);
    const { record } = await this.writer.change(
      id,
      user,
      { type: 'AttachAudio', data: { generationId: id, audioUrl, model: speech.model, callId: speech.callId, recreate } },
      { ...metadata, model: speech.model, callId: speech.callId },
    );
    return { success: true, changed: true, message: recreate && view.audioUrl ? GENERATION_MESSAGES.audioRecreated : GENERATION_MESSAGES.audioCreated, data: record };
  }
}
