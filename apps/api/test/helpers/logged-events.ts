import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';

export type LoggedEvent = { type: string; streamId: string; globalPosition: number; data: Record<string, unknown>; metadata: Record<string, unknown> };

/**
 * Every committed event of the app's log, as an auditor reads the table. Not the event store's readAll: that shows an
 * event only once every older transaction of the whole PostgreSQL server has ended, and test files side by side keep
 * such transactions open in their own databases.
 */
type Row = { type: string; stream_id: string; global_position: string; data: Record<string, unknown>; metadata: Record<string, unknown> };

export async function loggedEvents(app: INestApplication): Promise<LoggedEvent[]> {
  const rows: Row[] = await app.get(MikroORM).em.fork().getConnection().execute('SELECT type, stream_id, global_position, data, metadata FROM events ORDER BY global_position');
  return rows.map((row) => ({ type: row.type, streamId: row.stream_id, globalPosition: Number(row.global_position), data: row.data, metadata: row.metadata }));
}
