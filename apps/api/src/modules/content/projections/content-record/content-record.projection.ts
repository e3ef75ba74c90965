import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CONTENT_EVENT_TYPES, evolveContentFields, quizCountOf, searchLexemes, type ContentEvent, type ContentFields, type ContentType, type RecordedEvent } from '@k9/domain';
import type { ContentListItem } from '@k9/contracts';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';
import { ContentChangesNotifier, readerRoomsOf, type ContentChange } from '../../content-changes.notifier.js';
import { executeBound } from '../../../../platform/database/execute-bound.js';

export const CONTENT_RECORD_PROJECTION = 'content-record';

type Row = {
  id: number;
  type: ContentType;
  fields: ContentFields;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
  version: number;
};

/** A list row: everything a table or a card shows, nothing long (detail, HTML, quiz text). */
export function listItemOf(row: Row): ContentListItem {
  const f = row.fields;
  return {
    id: row.id,
    cid: f.cid,
    type: row.type,
    title: f.title,
    summary: f.summary,
    description: f.description,
    category: f.category,
    status: f.status,
    sentiment: f.sentiment,
    impact: f.impact,
    tag1: f.tag1,
    tag2: f.tag2,
    tag3: f.tag3,
    tag4: f.tag4,
    isPublic: f.isPublic,
    hasTitle: f.hasTitle,
    allowed_user_class: f.allowed_user_class,
    emoji: f.emoji,
    avatarUrl: f.avatarUrl,
    audioUrl: f.audioUrl,
    videoUrl: f.videoUrl,
    hasImage: f.avatarUrl !== null || f.imgUrls.length > 0,
    diagram: diagramOf(f),
    hasQuiz: quizCountOf(f.questionContent) > 0,
    quizCount: quizCountOf(f.questionContent),
    hasAudioText: Boolean(f.audioText),
    hasDetail: /\S/.test(f.detail ?? ''),
    displayOrder: f.displayOrder,
    priority: f.priority,
    homeCategory: f.homeCategory,
    featured: f.featured,
    storyType: f.storyType,
    duration: f.duration,
    difficultyLevel: f.difficultyLevel,
    isSample: f.isSample,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

const diagramOf = (f: ContentFields): ContentListItem['diagram'] => (f.diagramHtmlCode.length > 0 ? 'html' : f.diagramUrl.length > 0 ? 'kroki' : 'none');

/** Columns the filters, facets and the access rule read, beside the record itself. */
const columnsOf = (row: Row) => {
  const item = listItemOf(row);
  const f = row.fields;
  return {
    id: row.id,
    type: row.type,
    cid: f.cid,
    status: f.status,
    impact: f.impact,
    sentiment: f.sentiment,
    category: f.category,
    tag1: f.tag1,
    tag2: f.tag2,
    tag3: f.tag3,
    tag4: f.tag4,
    is_public: f.isPublic,
    has_title: f.hasTitle,
    allowed_user_class: f.allowed_user_class,
    has_image: item.hasImage,
    diagram: item.diagram,
    has_quiz: item.hasQuiz,
    display_order: f.displayOrder,
    is_sample: f.isSample,
    // Lexemes are letters, digits and '_' only: one space-separated text is a third smaller than a JSON array of them.
    lexemes: [...new Set([String(row.id), ...searchLexemes(f.title, f.summary, f.description, f.detail)])].join(' '),
    title: f.title,
    item,
    fields: f,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    created_by: row.createdBy,
    updated_by: row.updatedBy,
    version: row.version,
  };
};

/**
 * content_record: one row per record that exists (a deleted record leaves it; its stream stays for the audit). A
 * batch loads the rows it touches in one query, folds its events in memory and writes them back in one statement.
 */
@Injectable()
@ReadModelProjection()
export class ContentRecordProjection implements Projection {
  readonly name = CONTENT_RECORD_PROJECTION;
  readonly eventTypes = CONTENT_EVENT_TYPES;
  readonly tables = ['content_record'] as const;
  /** The records the batch being applied changed, with who could read them before or after; told once it is committed. */
  private changes: ContentChange[] = [];

  constructor(private readonly notifier: ContentChangesNotifier) {}

  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    this.changes = [];
    const events = recorded as unknown as RecordedEvent<ContentEvent>[];
    const ids = [...new Set(events.map((event) => event.data.contentId))];
    const loaded = await executeBound<{ id: number; type: ContentType; fields: ContentFields; created_at: Date; created_by: string | null }>(
      em,
      `SELECT id, type, fields, created_at, created_by FROM content_record WHERE id IN (SELECT jsonb_array_elements_text(?::jsonb)::int)`,
      [JSON.stringify(ids)],
    );
    const rows = new Map<number, Row | null>();
    // As learners could read them before this batch: a record withdrawn or deleted is news for those readers too.
    const before = new Map(loaded.map((row) => [row.id, row.fields]));
    const touched = new Map<number, ContentType>();
    for (const row of loaded) {
      rows.set(row.id, { id: row.id, type: row.type, fields: row.fields, createdAt: new Date(row.created_at).toISOString(), updatedAt: '', createdBy: row.created_by, updatedBy: null, version: 0 });
    }
    for (const event of events) {
      const at = event.metadata.occurredAt;
      const by = event.metadata.actorEmail;
      const id = event.data.contentId;
      if (event.type === 'ContentCreated' || event.type === 'ContentImported') {
        rows.set(id, { id, type: event.data.type, fields: event.data.fields, createdAt: at, updatedAt: at, createdBy: by, updatedBy: by, version: event.streamVersion });
        touched.set(id, event.data.type);
        continue;
      }
      const row = rows.get(id);
      if (!row) continue;
      touched.set(id, row.type);
      if (event.type === 'ContentDeleted') {
        rows.set(id, null);
        continue;
      }
      rows.set(id, { ...row, fields: evolveContentFields(row.fields, event), updatedAt: at, updatedBy: by, version: event.streamVersion });
    }
    this.changes = [...touched].map(([id, type]) => ({
      type,
      id,
      readers: [...new Set([...readerRoomsOf(before.get(id) ?? null), ...readerRoomsOf(rows.get(id)?.fields ?? null)])],
    }));
    const deleted = [...rows.entries()].filter(([, row]) => row === null).map(([id]) => id);
    const kept = [...rows.values()].filter((row): row is Row => row !== null && row.version > 0).map(columnsOf);
    if (deleted.length) await executeBound(em, `DELETE FROM content_record WHERE id IN (SELECT jsonb_array_elements_text(?::jsonb)::int)`, [JSON.stringify(deleted)]);
    if (kept.length) await executeBound(em, UPSERT, [JSON.stringify(kept)]);
  }

  /** A side effect, after the commit: open lists of those types read again (content.changed, learner.content.changed). */
  afterCommit(): void {
    this.notifier.changed(this.changes);
    this.changes = [];
  }
}

const UPSERT = `
INSERT INTO content_record AS c (id, type, cid, status, impact, sentiment, category, tag1, tag2, tag3, tag4, program_count, is_public, has_title,
  allowed_user_class, has_image, diagram, has_quiz, display_order, is_sample, title_folded, search_vector, item, fields, created_at, updated_at,
  created_by, updated_by, version)
SELECT r.id, r.type, r.cid, r.status, r.impact, r.sentiment, r.category, r.tag1, r.tag2, r.tag3,
  ARRAY(SELECT jsonb_array_elements_text(r.tag4)), jsonb_array_length(r.tag4), r.is_public, r.has_title,
  ARRAY(SELECT jsonb_array_elements_text(r.allowed_user_class)::int), r.has_image, r.diagram, r.has_quiz, r.display_order, r.is_sample,
  k9_fold(r.title), array_to_tsvector(string_to_array(r.lexemes, ' ')), r.item, r.fields, r.created_at, r.updated_at, r.created_by, r.updated_by, r.version
FROM jsonb_to_recordset(?::jsonb) AS r(id int, type text, cid text, status text, impact text, sentiment text, category text, tag1 text, tag2 text,
  tag3 text, tag4 jsonb, is_public boolean, has_title boolean, allowed_user_class jsonb, has_image boolean, diagram text, has_quiz boolean,
  display_order int, is_sample boolean, lexemes text, title text, item jsonb, fields jsonb, created_at timestamptz, updated_at timestamptz,
  created_by text, updated_by text, version int)
ON CONFLICT (id) DO UPDATE SET type = EXCLUDED.type, cid = EXCLUDED.cid, status = EXCLUDED.status, impact = EXCLUDED.impact,
  sentiment = EXCLUDED.sentiment, category = EXCLUDED.category, tag1 = EXCLUDED.tag1, tag2 = EXCLUDED.tag2, tag3 = EXCLUDED.tag3,
  tag4 = EXCLUDED.tag4, program_count = EXCLUDED.program_count, is_public = EXCLUDED.is_public, has_title = EXCLUDED.has_title,
  allowed_user_class = EXCLUDED.allowed_user_class, has_image = EXCLUDED.has_image, diagram = EXCLUDED.diagram, has_quiz = EXCLUDED.has_quiz,
  display_order = EXCLUDED.display_order, is_sample = EXCLUDED.is_sample, title_folded = EXCLUDED.title_folded,
  search_vector = EXCLUDED.search_vector, item = EXCLUDED.item, fields = EXCLUDED.fields, updated_at = EXCLUDED.updated_at,
  updated_by = EXCLUDED.updated_by, version = EXCLUDED.version`;
