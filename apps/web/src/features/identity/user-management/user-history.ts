import type { AuditEntry } from '@k9/contracts';
import type { UserEvent } from '@k9/domain';
import { USER_HISTORY_TEXT as H } from './user-management.messages';
import { formatVietnamDate, formatVietnamMinute } from './user-validity';

type Details = { name: string; username: string | null; email: string | null; phone: string | null; note: string };
const DETAIL_FIELDS = ['name', 'username', 'email', 'phone', 'note'] as const;

export type HistoryLine = { entry: AuditEntry; text: string };

const period = (start: string | null, days: number | null, expiry: string | null) =>
  [formatVietnamDate(start), days ?? 0, formatVietnamMinute(expiry)] as const;

const classList = (ids: number[], classNames: ReadonlyMap<number, string>) =>
  ids.map((id) => classNames.get(id) ?? H.unknownClass(id)).join(', ');

/**
 * One Vietnamese line per event of a user's stream, never the event's code name (given newest first, as the audit endpoint sends it). Detail
 * changes are compared with the details before them, so a line names only what changed.
 */
export function describeUserHistory(entries: AuditEntry[], classNames: ReadonlyMap<number, string>): HistoryLine[] {
  let details: Details | null = null;
  const lines: HistoryLine[] = [];
  for (const entry of [...entries].reverse()) {
    const event = { type: entry.type, data: entry.data } as UserEvent;
    let text: string;
    switch (event.type) {
      case 'UserCreated': {
        const { name, username, email, phone, info, classIds, isAdmin } = event.data;
        details = { name, username, email, phone: phone ?? null, note: info?.note ?? '' };
        const parts = [isAdmin ? H.createdAdmin(name) : H.created(name)];
        if (info?.startDate) parts.push(H.period(...period(info.startDate, info.durationDays, info.expiryDate)));
        if (classIds?.length) parts.push(H.classesIn(classList(classIds, classNames)));
        text = parts.join(', ');
        break;
      }
      case 'UserRegistered': {
        const { name, username, email, phone, info, mode } = event.data;
        details = { name, username, email, phone, note: info.note ?? '' };
        text = [H.registered(name, mode), H.period(...period(info.startDate, info.durationDays, info.expiryDate))].join(', ');
        break;
      }
      case 'UserDetailsChanged': {
        const next: Details = { ...event.data };
        const before = details;
        const changed = DETAIL_FIELDS.filter((field) => !before || (before[field] ?? '') !== (next[field] ?? ''));
        details = next;
        const changes = changed.map((field) => {
          const value = next[field] || H.empty;
          return before ? `${H.field[field]} ${before[field] || H.empty} → ${value}` : `${H.field[field]} ${value}`;
        });
        text = changes.length ? `${H.detailsChanged}: ${changes.join('; ')}` : H.detailsChanged;
        break;
      }
      case 'UserValiditySet':
        text = H.validity(...period(event.data.startDate, event.data.durationDays, event.data.expiryDate));
        break;
      case 'UserPasswordReset':
        text = H.passwordReset;
        break;
      case 'UserPasswordChanged':
        text = H.passwordChanged;
        break;
      case 'UserClassesAssigned':
        text = event.data.classIds.length ? H.classesAssigned(classList(event.data.classIds, classNames)) : H.classesCleared;
        break;
      case 'GoogleAccountLinked':
        text = H.googleLinked(event.data.email);
        break;
      case 'UserDeleted':
        text = H.deleted;
        break;
      case 'AdminRightsGranted':
        text = H.adminGranted;
        break;
      case 'AdminRightsWithdrawn':
        text = H.adminWithdrawn;
        break;
      case 'AuditorRightsGranted':
        text = H.auditorGranted;
        break;
      case 'AuditorRightsRevoked':
        text = H.auditorRevoked;
        break;
      case 'UserIdentifierRepaired':
        text = H.identifierRepaired(event.data.field, event.data.previous, event.data.value);
        break;
      default: {
        // Every event of this build has its line (a new one fails to compile here); one from a newer server gets a plain one.
        const unknown: never = event;
        void unknown;
        text = H.otherChange;
      }
    }
    lines.push({ entry, text });
  }
  return lines.reverse();
}
