import type { AuditedEvents } from '../audit/audited-events.js';

/** What an auditor sees of this context's streams and events (issue 36 §1): the fields of each event's data that are shown, nothing else. */
export const THESIS_AUDIT = {
  kinds: [
    { kind: 'thesis', prefix: 'thesis-', label: 'Thesis (sổ ghi chép)' },
  ],
  events: {
    ThesisCreated: { label: 'Tạo thesis', shown: ['thesisId', 'ownerId', 'ownerEmail', 'name', 'content', 'summary'], personal: ['name', 'content', 'summary'] },
    ThesisDetailsEdited: { label: 'Sửa thông tin thesis', shown: ['thesisId', 'name', 'content', 'summary'], personal: ['name', 'content', 'summary'] },
    ThesisSegmentAdded: { label: 'Thêm đoạn chat vào thesis', shown: ['thesisId', 'segmentId', 'content', 'summary', 'mode', 'originalContent'], personal: ['content', 'summary', 'originalContent'] },
    ThesisSegmentEdited: { label: 'Sửa đoạn chat của thesis', shown: ['thesisId', 'segmentId', 'content', 'summary', 'mode', 'originalContent'], personal: ['content', 'summary', 'originalContent'] },
    ThesisSegmentDeleted: { label: 'Xóa đoạn chat của thesis', shown: ['thesisId', 'segmentId'] },
    ThesisSegmentsReordered: { label: 'Sắp xếp lại đoạn chat', shown: ['thesisId', 'segmentIds'] },
    ThesisDeleted: { label: 'Xóa thesis', shown: ['thesisId', 'ownerId'] },
  },
} as const satisfies AuditedEvents;
