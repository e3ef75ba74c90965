import type { AuditedEvents } from '../audit/audited-events.js';

/** What an auditor sees of this context's streams and events (issue 36 §1): the fields of each event's data that are shown, nothing else. */
export const CONTENT_AI_AUDIT = {
  kinds: [
    { kind: 'ai-batch', prefix: 'content-ai-batch-', label: 'Tác vụ AI hàng loạt' },
  ],
  events: {
    AiBatchRequested: { label: 'Yêu cầu tác vụ AI hàng loạt', shown: ['batchId', 'kind', 'dryRun', 'recordIds', 'options', 'promptVersion', 'requestedBy'] },
    AiBatchRecordsStarted: { label: 'Bắt đầu xử lý bản ghi', shown: ['batchId', 'recordIds'] },
    AiBatchRecordFinished: { label: 'Xong một bản ghi của tác vụ AI', shown: ['batchId', 'recordId', 'outcome', 'version', 'before', 'after', 'error', 'callId', 'model', 'applied'] },
    AiBatchStopped: { label: 'Dừng tác vụ AI', shown: ['batchId', 'stoppedBy', 'recordIds'] },
    AiBatchEnded: { label: 'Kết thúc tác vụ AI', shown: ['batchId', 'state', 'error'] },
    AiBatchApplied: { label: 'Duyệt áp dụng kết quả chạy thử', shown: ['batchId', 'applied', 'stale', 'approvedBy'] },
  },
} as const satisfies AuditedEvents;
