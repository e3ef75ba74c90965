/** A quarter as the market rows key it: '2025-Q3'. */
export type Quarter = string;

const QUARTER = /^(\d{4})-Q([1-4])$/;

/** The quarter a ratio row's 'Ngày' (its quarter's last day, '2025-09-30') falls in; null for no date or year 1970 (spec 2 §5.3). */
export function quarterOfDate(date: unknown): Quarter | null {
  if (typeof date !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-\d{2}/.exec(date);
  if (!match || match[1] === '1970') return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return `${match[1]}-Q${Math.ceil(month / 3)}`;
}

/** 'Quý 3/2025'. */
export function quarterLabel(quarter: Quarter): string {
  const match = QUARTER.exec(quarter);
  return match ? `Quý ${match[2]}/${match[1]}` : quarter;
}

/** The quarter before: '2025-Q1' → '2024-Q4'. */
export function previousQuarter(quarter: Quarter): Quarter {
  const match = QUARTER.exec(quarter);
  if (!match) return quarter;
  const index = Number(match[1]) * 4 + Number(match[2]) - 2;
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
}

/**
 * The industry comparison's quarter selector (spec 2 §9.3): the current quarter and the 4 before it, newest first. The
 * current quarter is the searched company's newest quarter of data (the data end before today's calendar quarter).
 */
export function quarterOptions(current: Quarter | null, count = 5): Quarter[] {
  if (!current || !QUARTER.test(current)) return [];
  const options = [current];
  while (options.length < count) options.push(previousQuarter(options[options.length - 1]));
  return options;
}

/**
 * The ratio table's columns (spec 2 §9.3): the rows of the up to `count` most recent distinct quarters, newest first;
 * a second row of a quarter, and rows without a usable date (1970), are left out.
 */
export function recentQuarters<T extends { data: Record<string, unknown> }>(rows: readonly T[], count = 4): Array<{ quarter: Quarter; row: T }> {
  const byQuarter = new Map<Quarter, T>();
  for (const row of rows) {
    const quarter = quarterOfDate(row.data['Ngày']);
    if (quarter && !byQuarter.has(quarter)) byQuarter.set(quarter, row);
  }
  return [...byQuarter.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .slice(0, count)
    .map(([quarter, row]) => ({ quarter, row }));
}
