import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { ContentCountsResponse, ContentFacets, ContentListItem, ContentListQuery, ContentRecord, FacetCount } from '@k9/contracts';
import { CONTENT_TYPES, type ContentFields, type ContentType } from '@k9/domain';
import { PG_POOL } from '../../platform/event-store/event-store.token.js';
import { ListQueryGate } from '../../platform/database/list-query-gate.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { ReadModelCache } from '../../platform/projections/read-model-cache.js';
import { USER_CLASS_PROJECTION } from '../identity/projections/user-class/user-class.projection.js';
import { filterWhere, learnerWhere, accessWhere, SqlParams, tabWhere, type ContentViewer } from './content-sql.js';
import { CONTENT_RECORD_PROJECTION } from './projections/content-record/content-record.projection.js';

type RecordRow = { id: number; type: ContentType; fields: ContentFields; created_at: Date; updated_at: Date; created_by: string | null; updated_by: string | null; version: number };

export const recordOf = (row: RecordRow): ContentRecord => ({
  ...row.fields,
  id: row.id,
  type: row.type,
  quizContent: row.fields.questionContent,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  createdBy: row.created_by,
  updatedBy: row.updated_by,
  version: row.version,
});

/** A single read: the record, or why the viewer may not have it. */
export type SingleRead = { found: false } | { found: true; readable: false } | { found: true; readable: true; record: ContentRecord };

/** Extra WHERE predicates on the one list query (see ContentListExtensions). */
export type ListExtension = (params: SqlParams) => string[];

const EMPTY_FACETS = (): ContentFacets => ({ category: [], tag1: [], tag2: [], tag3: [], tag4: [] });

type TabCounts = { total: number; facets: ContentFacets };
type PageParts = TabCounts & { dataJson: string };

/** A list page whose items are still the JSON text PostgreSQL made: `json` is the answer's body, `data()` parses them. */
export class ContentListPage {
  constructor(
    private readonly dataJson: string,
    readonly total: number,
    readonly page: number,
    readonly pageSize: number,
    readonly facets: ContentFacets,
  ) {}

  /** The body of GET /api/k9/type/{type} (a ContentListResponse). */
  json(): string {
    return `{"data":${this.dataJson},"total":${this.total},"page":${this.page},"pageSize":${this.pageSize},"facets":${JSON.stringify(this.facets)}}`;
  }

  data(): ContentListItem[] {
    return JSON.parse(this.dataJson) as ContentListItem[];
  }
}

/** Reads of content_record; every learner read goes through the access rule in SQL (content-sql.ts). */
@Injectable()
export class ContentRepository {
  /**
   * The total and the facet counts of whole tabs (no filter, no search), per tab and per viewer class: the same for
   * every page. Counted by the access rule in SQL for that class (a learner's counts hold only what that learner may
   * read). Dropped whenever content_record changes, in this instance or (following its checkpoint) in another; the
   * user-class read model's changes are in the key, since the rule reads which classes still exist.
   */
  private readonly tabCounts: ReadModelCache<TabCounts>;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly gate: ListQueryGate,
    private readonly projections: ProjectionsService,
  ) {
    this.tabCounts = new ReadModelCache(projections, CONTENT_RECORD_PROJECTION, 1_000);
  }

  async nextId(): Promise<number> {
    const { rows } = await this.pool.query<{ id: string }>(`SELECT nextval('content_id_seq') AS id`);
    return Number(rows[0].id);
  }

  /**
   * One page of a list. The page's items leave PostgreSQL as one JSON text (stored list items, aggregated there) and go
   * out as they are: a page of 100 is not parsed into objects only to be serialised again. A whole tab's counts come
   * from the cache once counted: only the page is read.
   */
  async list(type: ContentType, viewer: ContentViewer, query: ContentListQuery, extension?: ListExtension): Promise<ContentListPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 100;
    const params = new SqlParams();
    const tab = tabWhere(type, viewer, query, params);
    const filters = [...filterWhere(viewer, query, params), ...(extension?.(params) ?? [])];
    const where = [...tab, ...filters].join(' AND ');
    const tabKey = filters.length === 0 ? JSON.stringify([where, params.values, this.projections.changes(USER_CLASS_PROJECTION)]) : null;
    const limit = params.add(pageSize);
    const offset = params.add((page - 1) * pageSize);
    // A learner never learns which classes an item is open to.
    const item = viewer.isAdmin ? 'r.item' : `r.item || '{"allowed_user_class":[]}'::jsonb`;
    const rows = `SELECT coalesce(json_agg(${item} ORDER BY r.id DESC), '[]')::text FROM page JOIN content_record r ON r.id = page.id`;
    const pageSql = `page AS (SELECT c.id FROM content_record c WHERE ${where} ORDER BY c.id DESC LIMIT ${limit} OFFSET ${offset})`;
    let parts: PageParts;
    if (query.facets === false) parts = await this.pageOnly(where, pageSql, params.values, rows);
    else if (tabKey === null) parts = await this.pageWithFacets(where, limit, offset, params.values, rows);
    else {
      let counted: PageParts | undefined;
      const counts = await this.tabCounts.get(tabKey, async () => {
        counted = await this.pageWithFacets(where, limit, offset, params.values, rows);
        return { total: counted.total, facets: counted.facets };
      });
      parts = counted ?? { ...counts, dataJson: await this.pageRows(pageSql, params.values, rows) };
    }
    return new ContentListPage(parts.dataJson, parts.total, page, pageSize, parts.facets);
  }

  private async pageOnly(where: string, pageSql: string, values: unknown[], rows: string): Promise<PageParts> {
    const sql = `WITH ${pageSql} SELECT (${rows}) AS data, (SELECT count(*)::int FROM content_record c WHERE ${where}) AS total`;
    const { rows: [row] } = await this.gate.run(() => this.pool.query<{ data: string; total: number }>(sql, values));
    return { dataJson: row.data, total: row.total, facets: EMPTY_FACETS() };
  }

  /** Only the page's items (its counts are known). */
  private async pageRows(pageSql: string, values: unknown[], rows: string): Promise<string> {
    const { rows: [row] } = await this.pool.query<{ data: string }>(`WITH ${pageSql} SELECT (${rows}) AS data`, values);
    return row.data;
  }

  /**
   * The page, the total and the counts per category, level, series and program, from one scan of the filtered
   * records (their narrow columns); only the page's rows read their list item. Programs are counted over the distinct
   * program sets (a few hundred at most), not by unnesting every record's array (a 20,000-record search: 18 ms to 4).
   */
  private async pageWithFacets(where: string, limit: string, offset: string, values: unknown[], rows: string): Promise<PageParts> {
    const sql = `WITH f AS MATERIALIZED (SELECT c.id, c.category, c.tag1, c.tag2, c.tag3, c.tag4 FROM content_record c WHERE ${where}),
        page AS (SELECT id FROM f ORDER BY id DESC LIMIT ${limit} OFFSET ${offset})
      SELECT 'data' AS facet, (${rows}) AS value, NULL::int AS n
      UNION ALL SELECT 'total', NULL, count(*)::int FROM f
      UNION ALL SELECT 'category', category, count(*)::int FROM f WHERE category IS NOT NULL GROUP BY category
      UNION ALL SELECT 'tag1', tag1, count(*)::int FROM f WHERE tag1 IS NOT NULL GROUP BY tag1
      UNION ALL SELECT 'tag2', tag2, count(*)::int FROM f WHERE tag2 IS NOT NULL GROUP BY tag2
      UNION ALL SELECT 'tag3', tag3, count(*)::int FROM f WHERE tag3 IS NOT NULL GROUP BY tag3
      UNION ALL SELECT 'tag4', p, sum(n)::int FROM (SELECT tag4, count(*) AS n FROM f GROUP BY tag4) AS sets, unnest(sets.tag4) AS p GROUP BY p`;
    const { rows: found } = await this.gate.run(() => this.pool.query<{ facet: keyof ContentFacets | 'total' | 'data'; value: string | null; n: number }>(sql, values));
    const facets = EMPTY_FACETS();
    let dataJson = '[]';
    let total = 0;
    for (const row of found) {
      if (row.facet === 'data') dataJson = row.value ?? '[]';
      else if (row.facet === 'total') total = row.n;
      else facets[row.facet].push({ value: row.value ?? '', count: row.n });
    }
    const byCount = (a: FacetCount, b: FacetCount) => b.count - a.count || a.value.localeCompare(b.value, 'vi');
    for (const list of Object.values(facets)) list.sort(byCount);
    return { dataJson, total, facets };
  }

  /** GET /api/k9/{id}: an admin reads anything that exists; others only what is listed for them and readable. */
  async single(id: number, viewer: ContentViewer): Promise<SingleRead> {
    const params = new SqlParams();
    const idParam = params.add(id);
    const listed = viewer.isAdmin ? 'true' : learnerWhere({ isAdmin: true }, params).join(' AND ');
    const readable = accessWhere(viewer, params);
    const { rows } = await this.pool.query<RecordRow & { readable: boolean }>(
      `SELECT c.id, c.type, c.fields, c.created_at, c.updated_at, c.created_by, c.updated_by, c.version, (${readable}) AS readable
       FROM content_record c WHERE c.id = ${idParam} AND ${listed}`,
      params.values,
    );
    const row = rows[0];
    if (!row) return { found: false };
    if (!row.readable) return { found: true, readable: false };
    return { found: true, readable: true, record: recordOf(row) };
  }

  /** For the write path's answer: the record as stored (admins). */
  async find(id: number): Promise<ContentRecord | null> {
    const read = await this.single(id, { isAdmin: true });
    return read.found && read.readable ? read.record : null;
  }

  /** GET /api/k9/cid/{cid}/type/{type}: the records that share an external content id (learners: those they may read). */
  async byCid(cid: string, type: ContentType, viewer: ContentViewer): Promise<ContentRecord[]> {
    const params = new SqlParams();
    const where = [`c.cid = ${params.add(cid)}`, `c.type = ${params.add(type)}`, ...(viewer.isAdmin ? [] : learnerWhere(viewer, params))];
    const { rows } = await this.pool.query<RecordRow>(
      `SELECT c.id, c.type, c.fields, c.created_at, c.updated_at, c.created_by, c.updated_by, c.version FROM content_record c WHERE ${where.join(' AND ')} ORDER BY c.id DESC LIMIT 500`,
      params.values,
    );
    return rows.map(recordOf);
  }

  /** Tab badges: published records per type (for a learner: those they may read). */
  async counts(viewer: ContentViewer): Promise<ContentCountsResponse> {
    const params = new SqlParams();
    const where = viewer.isAdmin ? [`c.status = 'published'`] : learnerWhere(viewer, params);
    const { rows } = await this.pool.query<{ type: ContentType; n: number; admin_only: number; samples: number }>(
      `SELECT c.type, count(*)::int AS n,
         count(*) FILTER (WHERE NOT c.is_public AND cardinality(c.allowed_user_class) = 0)::int AS admin_only,
         count(*) FILTER (WHERE c.is_sample)::int AS samples
       FROM content_record c WHERE ${where.join(' AND ')} GROUP BY c.type`,
      params.values,
    );
    const published = Object.fromEntries(CONTENT_TYPES.map((type) => [type, 0])) as Record<ContentType, number>;
    let adminOnlyPublished = 0;
    for (const row of rows) {
      published[row.type] = row.n;
      adminOnlyPublished += row.admin_only;
    }
    const samples = viewer.isAdmin ? (await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM content_record WHERE is_sample`)).rows[0].n : 0;
    return { published, adminOnlyPublished: viewer.isAdmin ? adminOnlyPublished : 0, samples };
  }

  /** Which of these ids exist, with their type (bulk actions). */
  async typesOf(ids: readonly number[]): Promise<Map<number, ContentType>> {
    const { rows } = await this.pool.query<{ id: number; type: ContentType }>(`SELECT id, type FROM content_record WHERE id = ANY($1::int[])`, [ids]);
    return new Map(rows.map((row) => [row.id, row.type]));
  }

  async sampleIds(): Promise<number[]> {
    const { rows } = await this.pool.query<{ id: number }>(`SELECT id FROM content_record WHERE is_sample ORDER BY id`);
    return rows.map((row) => row.id);
  }
}
