import type { AuditedEvents } from '../audit/audited-events.js';

/** What an auditor sees of this context's streams and events (issue 36 §1): the fields of each event's data that are shown, nothing else. */
export const CONTENT_AUDIT = {
  kinds: [
    { kind: 'content', prefix: 'content-', label: 'Nội dung' },
    { kind: 'content-import', prefix: 'content-import-', label: 'Nhập nội dung' },
    { kind: 'ai-summary', prefix: 'ai-summary-', label: 'Tóm tắt AI' },
    { kind: 'sample-library', prefix: 'content-sample-library', label: 'Thư viện mẫu' },
  ],
  events: {
    AiSummaryCreated: { label: 'Tạo tóm tắt AI', shown: ['summaryId', 'provenance', 'info', 'summary1', 'summary2', 'category', 'status', 'tables', 'fileUrls'] },
    AiSummaryEdited: { label: 'Sửa tóm tắt AI', shown: ['summaryId', 'changes'] },
    AiSummaryDeleted: { label: 'Xóa tóm tắt AI', shown: ['summaryId'] },
    ContentCreated: { label: 'Tạo nội dung', shown: ['contentId', 'type', 'fields', 'origin'] },
    ContentImported: { label: 'Nhập nội dung từ tệp', shown: ['contentId', 'type', 'fields', 'importId', 'row'] },
    ContentEdited: { label: 'Sửa nội dung', shown: ['contentId', 'changes'] },
    ContentStatusChanged: { label: 'Đổi trạng thái nội dung', shown: ['contentId', 'from', 'to'] },
    ContentVisibilityChanged: { label: 'Đổi chế độ hiển thị nội dung', shown: ['contentId', 'isPublic', 'hasTitle'] },
    ContentClassesAssigned: { label: 'Gán lớp cho nội dung', shown: ['contentId', 'classIds'] },
    ContentQuizSet: { label: 'Đặt quiz cho nội dung', shown: ['contentId', 'questionContent'] },
    ContentMediaAttached: { label: 'Đính kèm tệp vào nội dung', shown: ['contentId', 'field', 'items', 'now'] },
    ContentMediaRemoved: { label: 'Gỡ tệp khỏi nội dung', shown: ['contentId', 'field', 'items', 'now'] },
    ContentAiMediaGenerated: { label: 'AI tạo ảnh, giọng đọc hoặc sơ đồ', shown: ['contentId', 'media', 'changes', 'provenance'] },
    ContentAiRevised: { label: 'AI sửa nội dung', shown: ['contentId', 'changes', 'before', 'provenance'] },
    ContentDeleted: { label: 'Xóa nội dung', shown: ['contentId'] },
    SampleLibrarySeeded: { label: 'Nạp thư viện mẫu', shown: ['contentIds', 'itemCount'] },
    ContentImportPrepared: { label: 'Chuẩn bị nhập nội dung', shown: ['importId', 'format', 'fileName', 'contentType', 'totalRows', 'droppedRows', 'validRows', 'invalidRows', 'digest', 'ignoredColumns'] },
    ContentImportConfirmed: { label: 'Xác nhận nhập nội dung', shown: ['importId', 'attempt', 'validRows'] },
    ContentImportCompleted: { label: 'Hoàn tất nhập nội dung', shown: ['importId', 'created', 'failed'] },
    ContentImportFailed: { label: 'Nhập nội dung thất bại', shown: ['importId', 'reason'] },
  },
} as const satisfies AuditedEvents;
