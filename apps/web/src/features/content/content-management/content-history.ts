import type { AuditEntry } from '@k9/contracts';
import { CONTENT_TYPE_LABELS, contentFieldLabel, contentValueLabel } from '@k9/domain/content/content-labels';
import type { ContentEvent } from '@k9/domain/content/content.events';
import { classesLabel } from './bulk-actions';
import { CM_TEXT } from './content-management.messages';
import { HISTORY_TEXT as H } from './content-forms.messages';

export type ContentHistoryLine = { entry: AuditEntry; text: string };

/** Texts too long for a line: the history names the field, the detail view shows the text. */
const LONG_TEXTS = new Set(['summary', 'description', 'detail', 'audioText', 'customVoiceText', 'learningObjectives', 'aiSummary', 'diagramNote', 'info']);
const SHOWN_CHARS = 60;

/** A value as the line shows it: named values in Vietnamese, lists joined, switches on/off, long text cut. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return H.none;
  if (typeof value === 'boolean') return value ? CM_TEXT.on : CM_TEXT.off;
  const text = Array.isArray(value) ? value.map((item) => contentValueLabel(field, String(item))).join(', ') : contentValueLabel(field, String(value));
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 1)}…` : text;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** 'Tiêu đề: A → B' for a short field, the field's name alone for a long text. */
function change(field: string, before: unknown, after: unknown): string {
  if (LONG_TEXTS.has(field) || same(before, after)) return contentFieldLabel(field);
  return H.change(contentFieldLabel(field), shown(field, before), shown(field, after));
}

/**
 * One Vietnamese line per event of a record's stream, newest first as the audit endpoint sends them. The stream is
 * read from its start, so each change shows the value it replaced (old → new) under the field's plain name.
 */
export function describeContentHistory(entries: AuditEntry[], classNames: ReadonlyMap<number, string>): ContentHistoryLine[] {
  const record: Record<string, unknown> = {};
  const lines = [...entries].reverse().map((entry) => {
    const event = { type: entry.type, data: entry.data } as ContentEvent;
    let text: string;
    switch (event.type) {
      case 'ContentCreated':
        Object.assign(record, event.data.fields);
        text = `${H.created(CONTENT_TYPE_LABELS[event.data.type] ?? event.data.type)} ${H.createdFrom[event.data.origin.kind] ?? ''}`.trim();
        break;
      case 'ContentImported':
        Object.assign(record, event.data.fields);
        text = H.imported(event.data.row);
        break;
      case 'ContentEdited': {
        const changes = Object.entries(event.data.changes as Record<string, unknown>);
        text = H.edited(changes.map(([field, value]) => change(field, record[field], value)).join('; '));
        for (const [field, value] of changes) record[field] = value;
        break;
      }
      case 'ContentStatusChanged':
        record.status = event.data.to;
        text = H.status(contentValueLabel('status', event.data.from), contentValueLabel('status', event.data.to));
        break;
      case 'ContentVisibilityChanged': {
        // 'Quyền xem: Công khai → Riêng tư; Mục lục: Tắt → Bật'
        const parts: string[] = [];
        if (event.data.isPublic !== undefined) {
          const name = (on: unknown) => (on ? CM_TEXT.public : CM_TEXT.private);
          parts.push(record.isPublic === undefined ? name(event.data.isPublic) : `${name(record.isPublic)} → ${name(event.data.isPublic)}`);
          record.isPublic = event.data.isPublic;
        }
        if (event.data.hasTitle !== undefined) {
          const name = (on: unknown) => (on ? CM_TEXT.on : CM_TEXT.off);
          parts.push(record.hasTitle === undefined ? `${contentFieldLabel('hasTitle')} ${name(event.data.hasTitle)}` : H.change(contentFieldLabel('hasTitle'), name(record.hasTitle), name(event.data.hasTitle)));
          record.hasTitle = event.data.hasTitle;
        }
        text = H.visibility(parts.join('; '));
        break;
      }
      case 'ContentClassesAssigned': {
        const before = Array.isArray(record.allowed_user_class) ? (record.allowed_user_class as number[]) : null;
        text = H.classes(before ? `${classesLabel(before, classNames)} → ${classesLabel(event.data.classIds, classNames)}` : classesLabel(event.data.classIds, classNames));
        record.allowed_user_class = event.data.classIds;
        break;
      }
      case 'ContentQuizSet':
        text = event.data.questionContent ? H.quizSet(event.data.questionContent.questionQuiz.length + event.data.questionContent.questionEssay.length) : H.quizRemoved;
        break;
      case 'ContentMediaAttached':
        record[event.data.field] = event.data.now;
        text = H.mediaAttached(contentFieldLabel(event.data.field), event.data.items.length);
        break;
      case 'ContentMediaRemoved':
        record[event.data.field] = event.data.now;
        text = H.mediaRemoved(contentFieldLabel(event.data.field), event.data.items.length);
        break;
      case 'ContentAiMediaGenerated':
        Object.assign(record, event.data.changes);
        text = H.aiMedia(event.data.media, [...new Set(event.data.provenance.calls.map((call) => call.model))].join(', '));
        break;
      case 'ContentAiRevised': {
        const { provenance } = event.data;
        Object.assign(record, event.data.changes);
        const fields = Object.keys(event.data.changes).map((field) => contentFieldLabel(field)).join(', ');
        text = H.aiRevised(provenance.kind, fields, [...new Set(provenance.calls.map((call) => call.model))].join(', '), provenance.promptVersion, provenance.approvedBy?.email ?? null);
        break;
      }
      case 'ContentDeleted':
        text = H.deleted;
        break;
      default: {
        // Every event of this build has its line; one from a newer server gets a plain one.
        const unknown: never = event;
        void unknown;
        text = H.other;
      }
    }
    return { entry, text };
  });
  return lines.reverse();
}
