import type { AuditedEvents } from '../audit/audited-events.js';

/** What an auditor sees of this context's streams and events (issue 36 §1): the fields of each event's data that are shown, nothing else. */
export const AI_AUDIT = {
  kinds: [
    { kind: 'ai-call', prefix: 'ai-call-', label: 'Lượt gọi AI' },
    { kind: 'ai-run', prefix: 'ai-run-', label: 'Lượt chạy AI' },
    { kind: 'ai-catalog', prefix: 'ai-catalog', label: 'Danh mục mô hình AI' },
  ],
  events: {
    AiModelAdded: { label: 'Thêm mô hình AI', shown: ['model'] },
    AiModelRenamed: { label: 'Đổi tên mô hình AI', shown: ['modelId', 'displayName'] },
    AiModelHidden: { label: 'Ẩn mô hình AI', shown: ['modelId'] },
    AiModelShown: { label: 'Hiện mô hình AI', shown: ['modelId'] },
    AiModelPriced: { label: 'Đặt giá mô hình AI', shown: ['modelId', 'prices'] },
    AiUsageLimitsSet: { label: 'Đặt giới hạn dùng AI', shown: ['perUserDaily', 'perClassDaily'] },
    AiFallbackVoiceSet: { label: 'Đặt giọng đọc dự phòng', shown: ['modelId'] },
    AiCallRecorded: { label: 'Ghi nhận lượt gọi AI', shown: ['callId', 'operation', 'purpose', 'actorId', 'actorClassIds', 'model', 'provider', 'providerModelId', 'template', 'usage', 'latencyMs', 'attempts', 'outcome', 'errorText', 'estimatedCostUsd', 'outputFiles', 'jobId', 'startedAt'] },
    AiRunCompleted: { label: 'Lượt chạy AI hoàn tất', shown: ['runId', 'callId', 'model', 'text'] },
    AiRunFailed: { label: 'Lượt chạy AI thất bại', shown: ['runId', 'callId', 'error', 'stopped'] },
  },
} as const satisfies AuditedEvents;
