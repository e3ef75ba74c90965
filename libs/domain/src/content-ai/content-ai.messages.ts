import { TASK_TITLE_MAX } from './content-ai.types.js';

/** The texts of the generation queues (spec 3 §4, §5, §8), spelt as the spec spells them; the rest in the same voice. */
export const CONTENT_AI_MESSAGES = {
  /** Spec 3 §4 voice button labels. */
  addToQueue: 'Thêm vào hàng đợi',
  inQueue: 'Đã trong hàng đợi',
  generatingVoice: 'Đang tạo voice...',
  /** Spec 3 §5 image creation. */
  noSummary: 'Không có tóm tắt để tạo ảnh!',
  avatarExists: 'News này đã có ảnh!',
  /** Spec 3 §8 image: the provider's answer could not be used (kept in English, as the spec spells them). */
  descriptionUnparsed: 'Failed to parse English description',
  noImageUrl: 'No image URL received from AI',
  imageFailed: (title: string, message: string) => `Lỗi khi tạo ảnh cho ${title}: ${message}`,
  /** Spec 3 §5 voice creation; §8 voice. */
  noAudioText: 'Bản ghi chưa có audio text để tạo voice.',
  noDetail: 'Bản ghi chưa có nội dung chi tiết (detail) để tạo voice.',
  audioExists: 'Bản ghi này đã có voice.',
  voiceFailed: (title: string) => `Không tạo được voice cho ${title}`,
  voiceUploadFailed: 'Upload voice thất bại',
  /** Spec 3 §5 diagram creation. */
  noDetailForDiagram: 'Bản ghi chưa có nội dung chi tiết (detail) để tạo diagram.',
  diagramHtmlExists: 'Bản ghi đã có diagram HTML. Vui lòng xóa diagram cũ trước khi tạo diagram ảnh.',
  diagramImageExists: 'Bản ghi đã có diagram ảnh. Vui lòng xóa diagram cũ trước khi tạo diagram HTML.',
  diagramExists: 'Bản ghi này đã có diagram.',
  diagramConfigIncomplete: (missing: readonly string[]) => `Cấu hình tạo diagram chưa đầy đủ, vui lòng điền: ${missing.join(', ')}.`,
  /** DIAGRAM_GENERATION_CONFIG as saved (spec 3 §3, §9: four types, quantity 1-10). */
  diagramConfigNotObject: 'Cấu hình tạo diagram phải là một đối tượng JSON.',
  diagramTypeInvalid: 'Loại diagram phải là excalidraw, c4, plantuml hoặc blockdiag.',
  diagramQuantityInvalid: 'Số lượng diagram phải là số nguyên từ 1 đến 10.',
  diagramFieldInvalid: (label: string) => `${label} không hợp lệ.`,
  diagramPromptTooLong: (label: string, max: number) => `${label} không được quá ${max.toLocaleString('vi-VN')} ký tự!`,
  /** Kroki mode without a Kroki server (issue 34 §1): what to configure; HTML mode still works. */
  krokiNotConfigured:
    'Chưa cấu hình máy chủ Kroki nên chưa tạo được diagram ảnh. Quản trị viên cần đặt KROKI_URL (ví dụ http://kroki:8000) trong môi trường của máy chủ; chế độ HTML vẫn dùng được.',
  /** Spec 3 §8 diagram: a step that gave nothing usable, the Kroki server's failure, its network error or timeout. */
  diagramStepEmpty: (step: string) => `${step} không trả về nội dung để tạo diagram.`,
  diagramCodeMissing: (type: string) => `AI3 không trả về mã diagram ${type} hợp lệ.`,
  diagramHtmlMissing: 'AI4 không trả về mã HTML của diagram.',
  krokiFailed: (status: number, detail: string) => `Máy chủ Kroki không vẽ được diagram (mã ${status})${detail ? `: ${detail}` : ''}.`,
  krokiUnreachable: 'Không kết nối được máy chủ Kroki (lỗi mạng hoặc hết thời gian chờ).',
  krokiEmpty: 'Máy chủ Kroki không trả về ảnh diagram.',
  diagramFailed: (title: string, message: string) => `Lỗi khi tạo diagram cho ${title}: ${message}`,
  /** A record already queued or processing (spec 3 §4, §5). */
  alreadyQueued: 'Bản ghi này đã trong hàng đợi hoặc đang được xử lý.',
  recordNotFound: 'Không tìm thấy bản ghi.',
  taskNotFound: 'Không tìm thấy tác vụ này trong hàng đợi.',
  nothingQueued: 'Không có bản ghi nào được thêm vào hàng đợi.',
  queueUnavailable: (queue: string) => `Hàng đợi "${queue}" chưa được hỗ trợ trên máy chủ này.`,
  stoppedByAdmin: 'Đã dừng theo yêu cầu.',
  titleMax: TASK_TITLE_MAX,
} as const;
