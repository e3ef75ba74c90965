import { Injectable } from '@nestjs/common';
import type { QuestionRecord } from '@k9/contracts';
import {
  generationQuestionDecider,
  generationQuestionStreamId,
  QUESTION_ORDER_STREAM,
  questionDecider,
  questionOrderDecider,
  questionStreamId,
  type EventMetadata,
  type QuestionCommand,
  type QuestionDirection,
} from '@k9/domain';
import type { Response } from 'express';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { QUESTION_PROJECTION } from './projections/question/question.projection.js';
import { questionNotFound } from './question-id.js';
import { QuestionsRepository } from './questions.repository.js';

/** What the generation's publish hands over (spec 1 §4 Publish): the html already composed with `publishedAnswerHtml`. */
export type PublishGenerated = {
  generationId: number;
  question: string;
  title: string;
  html: string;
  /** The generated text (markdown) the html was made from, kept as the answer's content. */
  content?: string;
  audioUrl: string | null;
  /** The metadata of the publishing command: who clicked publish (or the batch job acting for them), correlation ids. */
  actor: EventMetadata;
  /** The approver the audit names. */
  approvedBy: { id: string | null; email: string | null };
};

export type PublishedQuestion = { questionId: number; created: boolean; replaced: boolean; question: QuestionRecord };

/**
 * The one way questions and answers are written: the management screen's requests and the studio's publish alike.
 * Every change is a command on the question's stream (its answer inside), moves on the one order stream.
 */
@Injectable()
export class QuestionsWriter {
  constructor(
    private readonly commands: CommandPath,
    private readonly questions: QuestionsRepository,
  ) {}

  async create(fields: Record<string, unknown>, aiGenId: number | null, metadata: EventMetadata, response?: Response): Promise<QuestionRecord> {
    const questionId = await this.questions.nextId();
    return this.run({ type: 'CreateQuestion', data: { questionId, fields, aiGenId } }, metadata, undefined, response);
  }

  edit(questionId: number, fields: Record<string, unknown>, metadata: EventMetadata, expectedVersion?: number, response?: Response): Promise<QuestionRecord> {
    return this.run({ type: 'EditQuestion', data: { questionId, fields } }, metadata, expectedVersion, response);
  }

  async delete(questionId: number, metadata: EventMetadata, expectedVersion?: number): Promise<void> {
    await this.commands.execute(new DeciderCommand(questionDecider, questionStreamId(questionId), { type: 'DeleteQuestion', data: { questionId } }, metadata, expectedVersion), [QUESTION_PROJECTION]);
  }

  createAnswer(questionId: number, fields: Record<string, unknown>, metadata: EventMetadata, response?: Response): Promise<QuestionRecord> {
    return this.run({ type: 'CreateQuestionAnswer', data: { questionId, fields } }, metadata, undefined, response);
  }

  editAnswer(questionId: number, fields: Record<string, unknown>, metadata: EventMetadata, expectedVersion?: number, response?: Response): Promise<QuestionRecord> {
    return this.run({ type: 'EditQuestionAnswer', data: { questionId, fields } }, metadata, expectedVersion, response);
  }

  /** Swaps the question's index with its neighbour's; the list in its new order. */
  async move(questionId: number, direction: QuestionDirection, metadata: EventMetadata): Promise<QuestionRecord[]> {
    const listed = await this.questions.ids();
    await this.commands.execute(new DeciderCommand(questionOrderDecider, QUESTION_ORDER_STREAM, { type: 'MoveQuestion', data: { questionId, direction, listed } }, metadata), [QUESTION_PROJECTION]);
    return this.questions.list();
  }

  /**
   * Publish (or recreate) a generation as a question and its AI-made answer. Idempotent by generation: the first call
   * assigns the generation its question (a stream of its own, so two calls at once agree on one), then creates the
   * question and answer, or replaces the answer when its html, title, content or audio differ. A second call with the
   * same answer changes nothing.
   */
  async publishGenerated({ generationId, question, title, html, content = '', audioUrl, actor, approvedBy }: PublishGenerated): Promise<PublishedQuestion> {
    const candidate = await this.questions.nextId();
    const assigned = await this.commands.execute(
      new DeciderCommand(generationQuestionDecider, generationQuestionStreamId(generationId), { type: 'AssignGenerationQuestion', data: { generationId, questionId: candidate } }, actor),
      [],
    );
    const questionId = assigned.state.questionId!;
    const provenance = { origin: 'ai' as const, generationId, approvedBy };
    const result = await this.commands.execute(
      new DeciderCommand(
        questionDecider,
        questionStreamId(questionId),
        { type: 'PublishGeneratedAnswer', data: { questionId, generationId, question, answer: { title, content, html, audioUrl }, provenance } },
        actor,
      ),
      [QUESTION_PROJECTION],
    );
    // Nothing written: another call published it (perhaps a moment ago); the command path has waited until its events are read.
    const record = await this.questions.find(questionId);
    if (!record) throw questionNotFound();
    const types = result.events.map((event) => event.type);
    return { questionId, created: types.includes('QuestionCreated'), replaced: types.includes('QuestionAnswerReplaced'), question: record };
  }

  private run(command: QuestionCommand, metadata: EventMetadata, expectedVersion: number | undefined, response?: Response): Promise<QuestionRecord> {
    const questionId = command.data.questionId;
    return this.commands.executeAndRead(new DeciderCommand(questionDecider, questionStreamId(questionId), command, metadata, expectedVersion), {
      readModels: [QUESTION_PROJECTION],
      read: async () => (await this.questions.find(questionId))!,
      response,
      version: (record) => record.version,
    });
  }
}
