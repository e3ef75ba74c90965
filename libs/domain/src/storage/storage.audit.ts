import type { AuditedEvents } from '../audit/audited-events.js';

/** What an auditor sees of this context's streams and events (issue 36 §1): the fields of each event's data that are shown, nothing else. */
export const STORAGE_AUDIT = {
  kinds: [
    { kind: 'upload', prefix: 'upload-', label: 'Tệp tải lên' },
  ],
  events: {
    FileUploaded: { label: 'Tải tệp lên', shown: ['key', 'fileName', 'contentType', 'size', 'purpose', 'uploadedBy'] },
    FileRemoved: { label: 'Xóa tệp', shown: ['key', 'reason'] },
  },
} as const satisfies AuditedEvents;
