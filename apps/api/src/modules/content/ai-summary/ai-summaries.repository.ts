import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AiSummaryRecord } from '@k9/contracts';
import type { AiSummaryKind, AiSummaryStatus } from '@k9/domain';
import { AiSummaryView } from './projections/ai-summary/ai-summary.entity.js';

export type AiSummaryFilter = { kind?: AiSummaryKind; status?: AiSummaryStatus; publishedOnly: boolean; page: number; pageSize: number };

export const toAiSummaryRecord = (view: AiSummaryView): AiSummaryRecord => ({
  id: view.id,
  kind: view.kind,
  info: view.info,
  summary1: view.summary1,
  summary2: view.summary2,
  category: view.category,
  status: view.status,
  tables: view.tables,
  fileUrls: view.fileUrls,
  created_at: view.createdAt.toISOString(),
  createdAt: view.createdAt.toISOString(),
  updatedAt: view.updatedAt.toISOString(),
  createdBy: view.createdBy,
  updatedBy: view.updatedBy,
  origin: view.origin,
  model: view.model,
  version: view.version,
});

/** Reads of content_ai_summary, and the id sequence of new reports. */
@Injectable()
export class AiSummariesRepository {
  constructor(private readonly orm: MikroORM) {}

  async find(id: number): Promise<AiSummaryRecord | null> {
    const view = await this.orm.em.fork().findOne(AiSummaryView, { id });
    return view ? toAiSummaryRecord(view) : null;
  }

  /** Newest (highest id) first; the filter runs in SQL. */
  async list({ kind, status, publishedOnly, page, pageSize }: AiSummaryFilter): Promise<{ rows: AiSummaryRecord[]; total: number }> {
    const where = {
      ...(kind ? { kind } : {}),
      ...(publishedOnly ? { status: 'published' as const } : status ? { status } : {}),
    };
    const [views, total] = await this.orm.em.fork().findAndCount(AiSummaryView, where, { orderBy: { id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize });
    return { rows: views.map(toAiSummaryRecord), total };
  }

  async nextId(): Promise<number> {
    const [row] = await this.orm.em.fork().getConnection().execute<Array<{ id: string }>>(`SELECT nextval('content_ai_summary_id_seq') AS id`);
    return Number(row.id);
  }
}
