import type { AuditedEvents } from '../audit/audited-events.js';

/** What an auditor sees of this context's streams and events (issue 36 §1): the fields of each event's data that are shown, nothing else. */
export const SITE_AUDIT = {
  kinds: [
    { kind: 'setting', prefix: 'setting-', label: 'Cài đặt' },
  ],
  events: {
    SettingSaved: { label: 'Lưu cài đặt', shown: ['settingId', 'type', 'ownerId', 'setting'] },
    SettingCleared: { label: 'Xóa cài đặt cá nhân', shown: ['settingId', 'type', 'ownerId'] },
  },
} as const satisfies AuditedEvents;
