import type { LibraryTable } from '@k9/domain';
import { integer, libraryTable } from './vector-checks.js';
import type { VectorReader, VectorSourceRef } from './vector-store.js';

/**
 * LanceDB's filters and updates as SQL text (it takes no bind parameters). Every value written here is first checked:
 * a table name is one of LIBRARY_TABLES (so it never holds a quote), every number an int32.
 */

/** `ARRAY[...]` of int32 as LanceDB (DataFusion) types the column: an empty list needs the cast too. */
export const int32List = (ids: number[]): string => `arrow_cast(make_array(${ids.map(integer).join(', ')}), 'List(Int32)')`;

const tableLiteral = (table: LibraryTable): string => `'${libraryTable(table)}'`;

export const sourceWhere = (source: VectorSourceRef): string => `source_table = ${tableLiteral(source.table)} AND source_id = ${integer(source.id)}`;

/** Any of these sources (grouped by table: one IN list each); null for none. */
export function sourcesWhere(sources: VectorSourceRef[]): string | null {
  const byTable = new Map<LibraryTable, number[]>();
  for (const source of sources) byTable.set(libraryTable(source.table), [...(byTable.get(source.table) ?? []), integer(source.id)]);
  const each = [...byTable].map(([table, ids]) => `(source_table = ${tableLiteral(table)} AND source_id IN (${[...new Set(ids)].join(', ')}))`);
  return each.length > 0 ? each.join(' OR ') : null;
}

/**
 * What a search may return: chunks of these tables and, for anyone but an admin, the learner rule on the chunk's access
 * fields (published, not skipped, public or open to one of the reader's classes). Null when no table is asked for.
 */
export function readerWhere(tables: LibraryTable[], reader: VectorReader): string | null {
  if (tables.length === 0) return null;
  const inTables = `source_table IN (${tables.map(tableLiteral).join(', ')})`;
  if (reader.isAdmin) return inTables;
  const open = reader.classIds.length > 0 ? `(is_public OR array_has_any(allowed_user_class, ${int32List(reader.classIds)}))` : 'is_public';
  return `${inTables} AND published AND NOT skipped AND ${open}`;
}
