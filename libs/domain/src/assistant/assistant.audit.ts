import type { AuditedEvents } from '../audit/audited-events.js';

/** What an auditor sees of this context's streams and events (issue 36 §1): the fields of each event's data that are shown, nothing else. */
export const ASSISTANT_AUDIT = {
  kinds: [
    { kind: 'chat-session', prefix: 'chat-session-', label: 'Phiên chat' },
  ],
  events: {
    ChatSessionCreated: { label: 'Tạo phiên chat', shown: ['sessionId', 'ownerId', 'ownerEmail', 'advisorType', 'title', 'model', 'show'], personal: ['title'] },
    ChatSessionRetitled: { label: 'Đổi tên phiên chat', shown: ['sessionId', 'title'], personal: ['title'] },
    ChatSessionVisibilityChanged: { label: 'Ẩn/hiện phiên chat', shown: ['sessionId', 'show'] },
    ChatUserMessagePosted: { label: 'Học viên gửi tin nhắn', shown: ['sessionId', 'messageId', 'parentId', 'content', 'timestamp'], personal: ['content'] },
    ChatAnswerStarted: { label: 'Bắt đầu trả lời chat', shown: ['sessionId', 'messageId', 'parentId', 'runId', 'advisor', 'dataStore', 'calls'] },
    ChatAnswerCompleted: { label: 'AI trả lời chat', shown: ['sessionId', 'messageId', 'parentId', 'runId', 'content', 'timestamp', 'advisor', 'steps', 'retrieval', 'citations', 'webSearchNote'], personal: ['content'] },
    ChatAnswerFailed: { label: 'Trả lời chat thất bại', shown: ['sessionId', 'messageId', 'runId', 'content', 'reason', 'timestamp', 'callId'], personal: ['content'] },
    ChatAnswerStopped: { label: 'Dừng trả lời chat', shown: ['sessionId', 'messageId', 'runId', 'partial', 'timestamp'], personal: ['partial'] },
    ChatAnswerSuperseded: { label: 'Thay câu trả lời chat', shown: ['sessionId', 'messageId', 'runId', 'newRunId'] },
    ChatSessionDeleted: { label: 'Xóa phiên chat', shown: ['sessionId', 'ownerId'] },
  },
} as const satisfies AuditedEvents;
