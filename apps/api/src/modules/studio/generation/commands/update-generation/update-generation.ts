import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { AiGenHistoryChangeResponse, UpdateAiGenHistoryRequest } from '@k9/contracts';
import { GENERATION_MESSAGES, type EventMetadata } from '@k9/domain';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { generationNotFound } from '../../generation-id.js';
import { GenerationWriter } from '../../generation-writer.js';
import { GenerationsRepository, toGenerationRecord } from '../../generations.repository.js';

/** The history screen's save (spec 1 §7): the answer edited by hand and the audio; is_create changes only through publishing. */
@Injectable()
export class UpdateGeneration {
  constructor(
    private readonly writer: GenerationWriter,
    private readonly generations: GenerationsRepository,
  ) {}

  async run(body: UpdateAiGenHistoryRequest, user: SessionUser, metadata: EventMetadata): Promise<AiGenHistoryChangeResponse> {
    const view = await this.generations.findOwned(body.id, user.id);
    if (!view) throw generationNotFound();
    if (body.is_create !== undefined && body.is_create !== view.isCreate) {
      throw new UnprocessableEntityException({ statusCode: 422, code: 'PUBLISH_ONLY', message: GENERATION_MESSAGES.publishOnly });
    }
    let changed = false;
    let data: AiGenHistoryChangeResponse['data'] | null = null;
    if (body.anwser !== undefined) ({ record: data, changed } = await this.writer.change(body.id, user, { type: 'EditAnswer', data: { generationId: body.id, anwser: body.anwser } }, metadata));
    if (body.audioUrl !== undefined) {
      const audio = await this.writer.change(body.id, user, { type: 'AttachAudio', data: { generationId: body.id, audioUrl: body.audioUrl, model: null, callId: null, recreate: true } }, metadata);
      data = audio.record;
      changed ||= audio.changed;
    }
    data ??= toGenerationRecord(view);
    return { success: true, changed, message: changed ? GENERATION_MESSAGES.contentUpdated : GENERATION_MESSAGES.noChange, data };
  }
}
