import { ConflictException, Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type { AiGenHistoryRecord, QuestionRecord } from '@k9/contracts';
import {
  DomainError,
  foldStream,
  generationDecider,
  generationQuestionStreamId,
  generationStreamId,
  publishedAnswerDraft,
  PUBLISHING_MESSAGES as M,
  type EventMetadata,
  type EventStore,
  type GenerationQuestionAssigned,
  type GenerationRecordState,
} from '@k9/domain';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { generationNotFound } from '../generation/generation-id.js';
import { GENERATION_PROJECTION } from '../generation/generation-names.js';
import { GenerationsRepository, toGenerationRecord } from '../generation/generations.repository.js';
import { questionNotFound } from '../questions/question-id.js';
import { QuestionsRepository } from '../questions/questions.repository.js';
import { QuestionsWriter } from '../questions/questions-writer.js';

const deleted = () => new ConflictException({ statusCode: 409, code: 'GENERATION_DELETED', message: M.deleted });

export type Approver = { id: string; email: string | null };
export type PublishOutcome = { changed: boolean; questionId: number; record: AiGenHistoryRecord; question: QuestionRecord };

/**
 * Publish (spec 1 §4): one command however often it is sent. The question and answer are written first (idempotent by
 * generation: a second call finds the question the first one assigned), then the history record is marked published
 * with the approver in the event's metadata. A crash between the two leaves the question without the mark; the retry
 * finds the question, writes nothing there, and adds the mark.
 */
@Injectable()
export class GenerationPublisher {
  constructor(
    private readonly commands: CommandPath,
    private readonly questionsWriter: QuestionsWriter,
    private readonly questions: QuestionsRepository,
    private readonly generations: GenerationsRepository,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async publish(generationId: number, approver: Approver, recreate: boolean, metadata: EventMetadata): Promise<PublishOutcome> {
    const state = await this.publishable(generationId, approver);
    let questionId: number;
    let answerWritten = false;
    let created = false;
    if (state.isCreate && !recreate) {
      questionId = await this.assignedQuestion(generationId);
    } else {
      const draft = publishedAnswerDraft({ ...state, imageDescriptions: state.settings.imageDescriptions, imageDescriptionsVi: state.settings.imageDescriptionsVi });
      const published = await this.questionsWriter.publishGenerated({ generationId, ...draft, actor: metadata, approvedBy: { id: approver.id, email: approver.email } });
      questionId = published.questionId;
      answerWritten = published.created || published.replaced;
      created = published.created;
    }
    const marked = await this.commands
      .execute(new DeciderCommand(generationDecider, generationStreamId(generationId), { type: 'PublishGeneration', data: { generationId, questionId, recreate, answerWritten } }, metadata), [GENERATION_PROJECTION])
      .catch(async (error: unknown) => {
        // Deleted while this call wrote the question: the question it created goes too, so the list has no question of a deleted record.
        if (!(error instanceof DomainError) || error.code !== 'GENERATION_NOT_FOUND') throw error;
        if (created) await this.questionsWriter.delete(questionId, metadata);
        throw deleted();
      });
    const [view, question] = await Promise.all([this.generations.find(generationId), this.questions.find(questionId)]);
    if (!view) throw generationNotFound();
    if (!question) throw questionNotFound();
    return { changed: answerWritten || marked.events.length > 0, questionId, record: toGenerationRecord(view), question };
  }

  /**
   * The record as its stream has it (not the read model, which drops deleted records): the caller's own, finished,
   * not deleted. Refused here, before anything is written, so that a refused publish stores nothing.
   */
  private async publishable(generationId: number, approver: Approver): Promise<GenerationRecordState> {
    const { state } = await foldStream(this.store, generationDecider, generationStreamId(generationId));
    if (state.status === 'none' || state.ownerId !== approver.id || state.status === 'removed') throw generationNotFound();
    if (state.status === 'deleted') throw deleted();
    if (state.status === 'waiting') throw new ConflictException({ statusCode: 409, code: 'GENERATION_NOT_FINISHED', message: M.notFinished });
    if (state.status === 'failed') throw new UnprocessableEntityException({ statusCode: 422, code: 'GENERATION_FAILED', message: M.failedRun });
    return state;
  }

  private async assignedQuestion(generationId: number): Promise<number> {
    const [assigned] = await this.store.readStream<GenerationQuestionAssigned>(generationQuestionStreamId(generationId));
    if (!assigned) throw new NotFoundException({ statusCode: 404, code: 'QUESTION_NOT_FOUND', message: M.publishFailed });
    return assigned.data.questionId;
  }
}
