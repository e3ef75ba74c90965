import type { StudioStepName } from './flow-config.types.js';

/** The Vietnamese messages of AI flow configs (spec 1 §5, §8 "Flow configs"), in one place. */
export const FLOW_CONFIG_MESSAGES = {
  nameRequired: 'Vui lòng nhập tên cấu hình',
  nameTooLong: 'Tên cấu hình không được quá 200 ký tự',
  layoutInvalid: 'Bố cục không hợp lệ (article hoặc slide).',
  stepsInvalid: 'Cấu hình phải có đúng năm bước: AI1 Text Gen AI, AI2 Text Gen AI, AI3 Text Output AI, AI4 Image Output AI, AI5 Voice AI.',
  stepInvalid: (step: string) => `Bước ${step} không hợp lệ.`,
  stepFlagInvalid: (step: StudioStepName, field: string) => `${step}: ${field} phải là true hoặc false.`,
  systemMessageInvalid: (step: StudioStepName) => `${step}: system message phải là văn bản.`,
  systemMessageTooLong: (step: StudioStepName, max: number) => `${step}: system message không được quá ${max} ký tự.`,
  modelRequired: (step: StudioStepName) => `Vui lòng chọn mô hình cho ${step}.`,
  modelUnknown: (step: StudioStepName, model: string) => `Mô hình "${model}" của ${step} không có trong danh sách mô hình.`,
  modelKindMismatch: (step: StudioStepName, model: string, kind: string) => `${step} cần một mô hình ${kind}; "${model}" không phù hợp.`,
  modelHidden: (step: StudioStepName, model: string) => `Mô hình "${model}" đã bị ẩn, vui lòng chọn mô hình khác cho ${step}.`,
  sendDirectOnlyOnAi1: 'Chỉ AI1 mới có thể gửi thẳng kết quả đến bước đầu ra (sendDirectToOutput).',
  userPromptNotOnAi1: 'AI1 đã nhận câu hỏi gốc, không thể bật useUserPrompt cho AI1.',
  showInvalid: 'show phải là true hoặc false.',
  notFound: 'Không tìm thấy cấu hình AI!',
  exists: 'Cấu hình AI này đã tồn tại.',
  /** Spec 1 §8: what the manager dialog shows. */
  loadFailed: 'Lỗi khi tải danh sách cấu hình',
  createFailed: 'Lỗi khi tạo cấu hình',
  saveFailed: 'Lỗi khi lưu cấu hình',
  deleteFailed: 'Lỗi khi xóa cấu hình',
  created: 'Đã tạo cấu hình mới',
  saved: 'Đã lưu cấu hình',
  deleted: 'Đã xóa cấu hình',
} as const;
