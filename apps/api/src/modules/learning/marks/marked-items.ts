import { Injectable } from '@nestjs/common';
import { MARKED_ITEMS, type MarkList } from '@k9/domain';
import type { SessionUser } from '../../identity/session/session-user.js';
import { AiSummariesRepository } from '../../content/ai-summary/ai-summaries.repository.js';
import { contentRestricted, viewerOf } from '../../content/content-http.js';
import { ContentRepository } from '../../content/content.repository.js';
import { markedContentNotFound, markedReportNotFound, wrongMarkList } from './marks-http.js';

/**
 * Whether the user may mark this item in this list, asked the way the item's own read asks: a content record listed
 * for them (404 otherwise) and readable (403 CONTENT_RESTRICTED, as GET /api/k9/{id}), of a type the list holds; a
 * report (AI summary) that exists and, for learners, is published (as GET /api/ai-summary/{id}).
 */
@Injectable()
export class MarkedItems {
  constructor(
    private readonly records: ContentRepository,
    private readonly summaries: AiSummariesRepository,
  ) {}

  async assertMarkable(list: MarkList, itemId: number, user: SessionUser): Promise<void> {
    const items = MARKED_ITEMS[list];
    if (items.kind === 'aiSummary') {
      const report = await this.summaries.find(itemId);
      if (!report || (!user.isAdmin && report.status !== 'published')) throw markedReportNotFound();
      return;
    }
    const read = await this.records.single(itemId, viewerOf(user));
    if (!read.found) throw markedContentNotFound();
    if (!read.readable) throw contentRestricted();
    if (!items.types.includes(read.record.type)) throw wrongMarkList(list);
  }
}
