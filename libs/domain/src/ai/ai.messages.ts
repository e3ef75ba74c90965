/** The ledger's purpose codes as admins read them, on the ledger and the queue dashboard. */
export const AI_PURPOSE_LABELS: Readonly<Record<string, string>> = {
  'studio.generation': 'Tạo nội dung AI (studio)',
  'studio.improve': 'Cải thiện văn bản (studio)',
  'studio.audio': 'Tạo audio (studio)',
  'quiz.grade-essay': 'Chấm bài tự luận',
  'learning.case-generation': 'Tạo case của học viên',
  'admin.text-run': 'Chạy thử văn bản có stream',
  'admin.provider-test': 'Gọi thử nhà cung cấp',
  'admin.generate-text': 'Tạo văn bản (API)',
  'admin.generate-audio': 'Tạo audio (API)',
  'admin.improve-text': 'Cải thiện văn bản (API)',
  'admin.ai-gen.text': 'Tạo văn bản (API ai-gen)',
  'admin.ai-gen.img': 'Tạo hình ảnh (API ai-gen)',
  'admin.ai-gen.mp3': 'Tạo audio (API ai-gen)',
  'admin.ai-gen.audio': 'Tạo audio (API ai-gen)',
};

/** A purpose in words; a code nobody named yet is shown as it is. */
export const aiPurposeLabel = (purpose: string): string => AI_PURPOSE_LABELS[purpose] ?? purpose;

/** The AI context's Vietnamese texts, in one place. */
export const AI_MESSAGES = {
  unknownModel: (modelId: string) => `Không có mô hình AI "${modelId}" trong danh mục.`,
  wrongKind: (modelId: string, kind: string) => `Mô hình "${modelId}" không dùng được cho loại yêu cầu này (${kind}).`,
  modelExists: (modelId: string) => `Mô hình "${modelId}" đã có trong danh mục.`,
  invalidModelId: 'Mã mô hình chỉ gồm chữ, số và các ký tự . _ - / : (tối đa 100 ký tự).',
  invalidDisplayName: 'Tên hiển thị phải có từ 1 đến 100 ký tự.',
  invalidProviderModelId: 'Mã mô hình của nhà cung cấp phải có từ 1 đến 200 ký tự.',
  invalidProvider: 'Nhà cung cấp không hợp lệ.',
  invalidKind: 'Loại mô hình không hợp lệ (text, image, voice hoặc embedding).',
  invalidDimension: 'Mô hình embedding cần số chiều từ 1 đến 10000.',
  offlineVoiceOnly: 'espeak-ng chỉ dùng cho giọng đọc.',
  invalidPrice: 'Giá phải là số không âm (tối đa 1.000.000) hoặc để trống.',
  invalidLimit: 'Giới hạn mỗi ngày phải là số nguyên từ 0 đến 1.000.000, hoặc để trống (không giới hạn).',
  notAVoice: (modelId: string) => `"${modelId}" không phải là mô hình giọng đọc.`,
  callRecorded: 'Lượt gọi AI này đã được ghi nhận.',
  /** Spec 1 §8: 'Error code: 529' or 'overloaded'. */
  overloaded: 'Hệ thống AI đang quá tải, vui lòng thử lại sau ít phút.',
  /** Spec 1 §8: any other server error. */
  analysisErrorPrefix: 'Xảy ra lỗi trong quá trình phân tích: ',
  notConfigured: (provider: string, variables: string) => `Chưa cấu hình nhà cung cấp AI ${provider} cho mô hình này. Quản trị viên cần đặt ${variables} trong môi trường của máy chủ.`,
  rateLimited: 'Nhà cung cấp AI đang giới hạn số lượt gọi, vui lòng thử lại sau.',
  refused: 'Nhà cung cấp AI đã từ chối yêu cầu này.',
  timedOut: 'Nhà cung cấp AI không trả lời kịp thời, vui lòng thử lại sau.',
  failed: 'Nhà cung cấp AI gặp lỗi.',
  aborted: 'Yêu cầu AI đã được dừng.',
  emptyAnswer: 'Nhà cung cấp AI không trả về nội dung nào.',
  noWebSearch: 'Nhà cung cấp của mô hình AI này không hỗ trợ tìm kiếm web.',
  userLimitReached: (limit: number) => `Bạn đã dùng hết ${limit} lượt gọi AI của hôm nay. Vui lòng thử lại vào ngày mai.`,
  classLimitReached: (limit: number) => `Lớp của bạn đã dùng hết ${limit} lượt gọi AI của hôm nay. Vui lòng thử lại vào ngày mai.`,
} as const;
