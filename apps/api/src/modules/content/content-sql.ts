import type { ContentListQuery } from '@k9/contracts';
import { searchTsQuery, type ContentType } from '@k9/domain';

/** Who reads: an admin sees every record; anyone else what the access rule lets them read (spec 2 §4.5). */
export type ContentViewer = { isAdmin: true } | { isAdmin: false; classIds: readonly number[] };

/** Numbered parameters for one statement. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The learner rule as SQL (DESIGN §13), one WHERE for lists, counts, facets, search and single reads: published, never
 * impact 'skip', and public or open to one of the reader's classes that still exist. `canReadContent` and
 * `isListedForLearners` in libs/domain state the same; content-access.int-spec checks they agree.
 */
export function learnerWhere(viewer: ContentViewer, params: SqlParams, alias = 'c'): string[] {
  const listed = [`${alias}.status = 'published'`, `${alias}.impact IS DISTINCT FROM 'skip'`];
  if (viewer.isAdmin) return listed;
  const classes = params.add(viewer.classIds);
  return [...listed, `(${alias}.is_public OR ${alias}.allowed_user_class && ARRAY(SELECT uc.id FROM identity_user_class uc WHERE uc.id = ANY(${classes}::int[])))`];
}

/** Only the access part (a single read: 404 when not listed, 403 when listed but not readable). */
export function accessWhere(viewer: ContentViewer, params: SqlParams, alias = 'c'): string {
  if (viewer.isAdmin) return 'true';
  const classes = params.add(viewer.classIds);
  return `(${alias}.is_public OR ${alias}.allowed_user_class && ARRAY(SELECT uc.id FROM identity_user_class uc WHERE uc.id = ANY(${classes}::int[])))`;
}

/** What learner and admin lists filter on (spec 3 §5 filters, spec 2 §5.5). A later context adds its own predicates through `extra`. */
export function listWhere(type: ContentType, viewer: ContentViewer, query: ContentListQuery, params: SqlParams, extra: string[] = []): string[] {
  return [...tabWhere(type, viewer, query, params), ...filterWhere(viewer, query, params), ...extra];
}

/**
 * The whole tab as this viewer sees it, before any filter: the type and the access rule (learners), or what is listed
 * for learners (an admin in the learner area, view=learner).
 */
export function tabWhere(type: ContentType, viewer: ContentViewer, query: Pick<ContentListQuery, 'view'>, params: SqlParams): string[] {
  const where = [`c.type = ${params.add(type)}`];
  if (!viewer.isAdmin || query.view === 'learner') where.push(...learnerWhere(viewer, params));
  return where;
}

/** The filters and the search a list query asks for; none: the whole tab. */
export function filterWhere(viewer: ContentViewer, query: ContentListQuery, params: SqlParams): string[] {
  const where: string[] = [];
  const equal = (column: string, value: unknown) => {
    if (value !== undefined) where.push(`c.${column} = ${params.add(value)}`);
  };
  equal('category', query.category);
  equal('tag1', query.tag1);
  equal('tag2', query.tag2);
  equal('tag3', query.tag3);
  equal('has_image', query.hasImage);
  equal('has_quiz', query.hasQuiz);
  equal('diagram', query.diagram);
  equal('has_title', query.hasTitle);
  if (viewer.isAdmin) {
    equal('status', query.status);
    equal('impact', query.impact);
    equal('is_public', query.isPublic);
    equal('is_sample', query.isSample);
    if (query.classId === 0) where.push(`cardinality(c.allowed_user_class) = 0`);
    else if (query.classId !== undefined) where.push(`c.allowed_user_class @> ARRAY[${params.add(query.classId)}::int]`);
  }
  equal('sentiment', query.sentiment);
  if (query.tag4?.length) {
    const programs = params.add(query.tag4);
    // Spec 3 §5 "tag4 filter: exact set match"; spec 2 §4.6 "tag4 contains the program".
    where.push(query.tag4Mode === 'exact' ? `(c.tag4 @> ${programs}::text[] AND c.tag4 <@ ${programs}::text[])` : `c.tag4 @> ${programs}::text[]`);
  }
  switch (query.programCount) {
    case undefined:
    case 'all':
      break;
    case 'has':
      where.push('c.program_count > 0');
      break;
    case 'no':
      where.push('c.program_count = 0');
      break;
    case '10+':
      where.push('c.program_count >= 10');
      break;
    default:
      where.push(`c.program_count = ${params.add(Number(query.programCount))}`);
  }
  const raw = query.search?.normalize('NFC').trim() ?? '';
  if (raw) {
    const found: string[] = [];
    const terms = searchTsQuery(raw);
    if (terms) found.push(`c.search_vector @@ ${params.add(terms)}::tsquery`);
    if (/^\d{1,9}$/.test(raw)) found.push(`c.id = ${params.add(Number(raw))}`);
    // Any part of a title, even inside a syllable ("arketing"), through the trigram index on the folded title.
    if (raw.length >= 3) found.push(`c.title_folded LIKE '%' || k9_fold(${params.add(raw.replace(/[\\%_]/g, (c) => `\\${c}`))}) || '%'`);
    if (found.length) where.push(`(${found.join(' OR ')})`);
  }
  return where;
}
