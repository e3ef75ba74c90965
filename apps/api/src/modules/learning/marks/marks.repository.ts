import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { LearnerMarks } from '@k9/contracts';
import { MARK_LISTS, type MarkList } from '@k9/domain';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';

/** Reads of learner_mark: always one user's own. */
@Injectable()
export class MarksRepository {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Every list of the user, ids in the order they were marked; a list without marks is an empty array. */
  async of(userId: string): Promise<LearnerMarks> {
    const { rows } = await this.pool.query<{ list: MarkList; ids: number[] }>(
      `SELECT list, array_agg(item_id ORDER BY last_position) AS ids FROM learner_mark WHERE user_id = $1 GROUP BY list`,
      [userId],
    );
    const marks = Object.fromEntries(MARK_LISTS.map((list) => [list, [] as number[]])) as LearnerMarks;
    for (const row of rows) if (row.list in marks) marks[row.list] = row.ids;
    return marks;
  }
}
