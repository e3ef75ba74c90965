import { DomainError } from '../../../shared/decider.js';
import { AI_SUMMARY_MESSAGES as M } from '../ai-summary.messages.js';

/** Spec 3 §3 "Parameter table": quarterly Q1-Q4, monthly Tháng 1-12, yearly the last three years 'Năm YYYY'. */
export const PARAMETER_TABLE_TYPES = ['quarterly', 'monthly', 'yearly'] as const;
export type ParameterTableType = (typeof PARAMETER_TABLE_TYPES)[number];

export type ParameterTable = { id: string; name: string; type: ParameterTableType; data: Record<string, string> };

export const PARAMETER_TABLE_LIMITS = { tables: 50, name: 200, value: 500 } as const;

/** The columns of a table of this type, in order; `year` is the current year (Vietnam time), given by the caller. */
export function parameterTableLabels(type: ParameterTableType, year: number): string[] {
  switch (type) {
    case 'quarterly':
      return ['Q1', 'Q2', 'Q3', 'Q4'];
    case 'monthly':
      return Array.from({ length: 12 }, (_, index) => `Tháng ${index + 1}`);
    case 'yearly':
      return [year - 2, year - 1, year].map((y) => `Năm ${y}`);
  }
}

const isTableType = (value: unknown): value is ParameterTableType => (PARAMETER_TABLE_TYPES as readonly unknown[]).includes(value);

/**
 * One table as sent, checked and normalised (name trimmed, numbers written as text, empty values dropped). A yearly
 * table saved in an earlier year keeps the year columns it already had (`previous`), so an old report stays editable.
 */
export function validParameterTable(raw: unknown, year: number, previous?: ParameterTable): ParameterTable {
  const table = (raw ?? {}) as Record<string, unknown>;
  const name = typeof table.name === 'string' ? table.name.trim() : '';
  if (!name) throw new DomainError('TABLE_NAME_REQUIRED', M.tableNameRequired);
  if (name.length > PARAMETER_TABLE_LIMITS.name) throw new DomainError('TABLE_NAME_TOO_LONG', M.tableNameTooLong);
  if (!isTableType(table.type)) throw new DomainError('TABLE_TYPE_REQUIRED', M.tableTypeRequired);
  const id = typeof table.id === 'string' || typeof table.id === 'number' ? String(table.id).trim() : '';
  if (!id || id.length > 100) throw new DomainError('TABLE_ID_INVALID', M.tableNameRequired);
  const allowed = new Set(parameterTableLabels(table.type, year));
  if (previous && previous.id === id && previous.type === table.type) for (const label of Object.keys(previous.data)) allowed.add(label);
  const rawData = table.data ?? {};
  if (typeof rawData !== 'object' || Array.isArray(rawData)) throw new DomainError('TABLE_DATA_INVALID', M.tableValueInvalid(name, '*'));
  const data: Record<string, string> = {};
  for (const [label, value] of Object.entries(rawData as Record<string, unknown>)) {
    if (!allowed.has(label)) throw new DomainError('TABLE_LABEL_INVALID', M.tableLabelInvalid(name, label));
    if (value === null || value === undefined || value === '') continue;
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    if (typeof text !== 'string' || text.length > PARAMETER_TABLE_LIMITS.value) throw new DomainError('TABLE_VALUE_INVALID', M.tableValueInvalid(name, label));
    data[label] = text;
  }
  return { id, name, type: table.type, data };
}

/** A list of tables (ids unique); `previous` are the tables stored before this edit. */
export function validParameterTables(raw: unknown, year: number, previous: readonly ParameterTable[] = []): ParameterTable[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new DomainError('TABLES_INVALID', M.tableTypeRequired);
  if (raw.length > PARAMETER_TABLE_LIMITS.tables) throw new DomainError('TOO_MANY_TABLES', M.tooManyTables);
  const byId = new Map(previous.map((table) => [table.id, table]));
  const tables = raw.map((table) => {
    const id = (table as { id?: unknown } | null)?.id;
    return validParameterTable(table, year, byId.get(String(id ?? '')));
  });
  if (new Set(tables.map((table) => table.id)).size !== tables.length) throw new DomainError('TABLE_ID_DUPLICATE', M.tableIdDuplicate);
  return tables;
}
