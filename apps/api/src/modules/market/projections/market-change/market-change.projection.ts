import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MARKET_ROWS_EVENT_TYPES, type MarketChangeEntry, type MarketRowsEvent, type RecordedEvent } from '@k9/domain';
import { executeBound } from '../../../../platform/database/execute-bound.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';

export const MARKET_CHANGE_PROJECTION = 'market-change';

const COLUMNS =
  'id text, position bigint, dataset text, ticker text, ngay text, row_id text, row_key text, changes jsonb, origin text, file_name text, import_id text, actor_id text, actor_name text, changed_at timestamptz';

/** market_change: the change log (spec 3 §3), one entry per stored row an update changed, with who and which file. */
@Injectable()
@ReadModelProjection()
export class MarketChangeProjection implements Projection {
  readonly name = MARKET_CHANGE_PROJECTION;
  readonly eventTypes = MARKET_ROWS_EVENT_TYPES;
  readonly tables = ['market_change'] as const;

  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    const entries: Record<string, unknown>[] = [];
    for (const event of recorded as unknown as RecordedEvent<MarketRowsEvent>[]) {
      const add = (entry: MarketChangeEntry, index: number, origin: string, file: string | null, importId: string | null, admin: { id: string; name: string | null } | null) =>
        entries.push({
          id: `${event.id}:${index}`,
          position: event.globalPosition,
          dataset: entry.sheet,
          ticker: entry.maCK,
          ngay: entry.ngay,
          row_id: entry.rowId,
          row_key: entry.key,
          changes: entry.changes,
          origin,
          file_name: file,
          import_id: importId,
          actor_id: admin?.id ?? null,
          actor_name: admin?.name ?? null,
          changed_at: event.metadata.occurredAt,
        });
      if (event.type === 'MarketRowsImported') {
        const { origin } = event.data;
        event.data.changes.forEach((entry, index) =>
          add(entry, index, origin.kind, origin.file, origin.kind === 'import' ? origin.importId : null, origin.kind === 'import' ? origin.admin : null),
        );
      } else if (event.type === 'MarketRowEdited' && event.data.change) {
        add(event.data.change, 0, 'edit', null, null, event.data.admin);
      }
    }
    if (entries.length === 0) return;
    await executeBound(
      em,
      `INSERT INTO market_change (id, position, dataset, ticker, ngay, row_id, row_key, changes, origin, file_name, import_id, actor_id, actor_name, changed_at)
       SELECT * FROM jsonb_to_recordset(?::jsonb) AS r(${COLUMNS}) ON CONFLICT (id) DO NOTHING`,
      [JSON.stringify(entries)],
    );
  }
}
