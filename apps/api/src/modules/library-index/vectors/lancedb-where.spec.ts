import { describe, expect, it } from '@jest/globals';
import type { LibraryTable } from '@k9/domain';
import { int32List, readerWhere, sourcesWhere, sourceWhere } from './lancedb-where.js';

describe("LanceDB store's filters (issue 28 §2)", () => {
  it('gives a learner the rule on the access fields and the tables, an admin the tables only', () => {
    expect(readerWhere(['news', 'report'], { isAdmin: false, classIds: [3, 4] })).toBe(
      "source_table IN ('news', 'report') AND published AND NOT skipped AND (is_public OR array_has_any(allowed_user_class, arrow_cast(make_array(3, 4), 'List(Int32)')))",
    );
    expect(readerWhere(['report'], { isAdmin: false, classIds: [] })).toBe("source_table IN ('report') AND published AND NOT skipped AND is_public");
    expect(readerWhere(['news'], { isAdmin: true, classIds: [3] })).toBe("source_table IN ('news')");
    expect(readerWhere([], { isAdmin: true, classIds: [] })).toBeNull();
  });

  it("names a source and a list of classes, an empty list typed as the column's", () => {
    expect(sourceWhere({ table: 'report', id: 42 })).toBe("source_table = 'report' AND source_id = 42");
    expect(sourcesWhere([{ table: 'news', id: 1 }, { table: 'report', id: 1 }, { table: 'news', id: 5 }, { table: 'news', id: 1 }])).toBe(
      "(source_table = 'news' AND source_id IN (1, 5)) OR (source_table = 'report' AND source_id IN (1))",
    );
    expect(sourcesWhere([])).toBeNull();
    expect(int32List([])).toBe("arrow_cast(make_array(), 'List(Int32)')");
  });

  it('never writes a table that is not a library table or a number that is not an int32 into the filter', () => {
    expect(() => sourceWhere({ table: "news' OR true OR '" as LibraryTable, id: 1 })).toThrow('is not a library table');
    expect(() => sourceWhere({ table: 'news', id: Number.NaN })).toThrow('is not an int32');
    expect(() => readerWhere(['news'], { isAdmin: false, classIds: ['1) OR (true' as unknown as number] })).toThrow('is not an int32');
    expect(() => readerWhere(['news', 'x' as LibraryTable], { isAdmin: true, classIds: [] })).toThrow('is not a library table');
    expect(() => int32List([2 ** 40])).toThrow('is not an int32');
    expect(() => sourcesWhere([{ table: 'news', id: 1 }, { table: 'news', id: -0.5 }])).toThrow('is not an int32');
  });
});
