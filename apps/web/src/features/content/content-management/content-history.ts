import type { AuditEntry } from '@k9/contracts';
import type { ContentEvent } from '@k9/domain/content/content.events';
import { classesLabel } from './bulk-actions';
import { CM_TEXT } from './content-management.messages';
import { HISTORY_TEXT as H } from './content-forms.messages';

export type ContentHistoryLine = { entry: AuditEntry; text: string };

/** One Vietnamese line per event of a record's stream, newest first as the audit endpoint sends them. */
export function describeContentHistory(entries: AuditEntry[], classNames: ReadonlyMap<number, string>): ContentHistoryLine[] {
  return entries.map((entry) => {
    const event = { type: entry.type, data: entry.data } as ContentEvent;
    let text: string;
    switch (event.type) {
      case 'ContentCreated':
        text = `${H.created(event.data.type)} ${H.createdFrom[event.data.origin.kind] ?? ''}`.trim();
        break;
      case 'ContentImported':
        text = H.imported(event.data.row);
        break;
      case 'ContentEdited':
        text = H.edited(Object.keys(event.data.changes).join(', '));
        break;
      case 'ContentStatusChanged':
        text = H.status(CM_TEXT.status[event.data.from] ?? event.data.from, CM_TEXT.status[event.data.to] ?? event.data.to);
        break;
      case 'ContentVisibilityChanged': {
        const parts: string[] = [];
        if (event.data.isPublic !== undefined) parts.push(event.data.isPublic ? CM_TEXT.public : CM_TEXT.private);
        if (event.data.hasTitle !== undefined) parts.push(`${CM_TEXT.columnHasTitle} ${event.data.hasTitle ? CM_TEXT.on : CM_TEXT.off}`);
        text = H.visibility(parts.join(', '));
        break;
      }
      case 'ContentClassesAssigned':
        text = H.classes(classesLabel(event.data.classIds, classNames));
        break;
      case 'ContentQuizSet':
        text = event.data.questionContent ? H.quizSet(event.data.questionContent.questionQuiz.length + event.data.questionContent.questionEssay.length) : H.quizRemoved;
        break;
      case 'ContentMediaAttached':
        text = H.mediaAttached(event.data.field, event.data.items.length);
        break;
      case 'ContentMediaRemoved':
        text = H.mediaRemoved(event.data.field, event.data.items.length);
        break;
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
}
