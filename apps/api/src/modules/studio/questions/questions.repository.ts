import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { QuestionRecord } from '@k9/contracts';
import { QuestionView } from './projections/question/question.entity.js';

export const toQuestionRecord = (view: QuestionView): QuestionRecord => {
  const { answer } = view;
  return {
    id: view.id,
    question: view.question,
    category: view.category,
    level: view.level,
    index: view.index,
    ai_gen_id: view.aiGenId,
    answer: answer
      ? {
          question_id: view.id,
          title: answer.title,
          content: answer.content,
          html: answer.html,
          level: answer.level,
          show: answer.show,
          ai_gen_id: answer.aiGenId,
          audioUrl: answer.audioUrl,
          createdAt: answer.createdAt,
          createdBy: answer.createdBy,
          updatedAt: answer.updatedAt,
          updatedBy: answer.updatedBy,
        }
      : null,
    createdAt: view.createdAt.toISOString(),
    createdBy: view.createdBy,
    updatedAt: view.updatedAt.toISOString(),
    updatedBy: view.updatedBy,
    version: view.version,
  };
};

/** Reads of studio_question, and the id sequence of new questions. */
@Injectable()
export class QuestionsRepository {
  constructor(private readonly orm: MikroORM) {}

  async find(id: number): Promise<QuestionRecord | null> {
    const view = await this.orm.em.fork().findOne(QuestionView, { id });
    return view ? toQuestionRecord(view) : null;
  }

  /** By index (a question never moved has none and comes after), then id: the order of the management screen. */
  async list(): Promise<QuestionRecord[]> {
    const views = await this.orm.em.fork().find(QuestionView, {}, { orderBy: [{ index: 'ASC NULLS LAST' }, { id: 'ASC' }] });
    return views.map(toQuestionRecord);
  }

  /** The questions that exist now: the membership a move is decided against. */
  async ids(): Promise<number[]> {
    const rows = await this.orm.em.fork().getConnection().execute<Array<{ id: number }>>(`SELECT id FROM studio_question`);
    return rows.map((row) => Number(row.id));
  }

  async nextId(): Promise<number> {
    const [row] = await this.orm.em.fork().getConnection().execute<Array<{ id: string }>>(`SELECT nextval('studio_question_id_seq') AS id`);
    return Number(row.id);
  }
}
