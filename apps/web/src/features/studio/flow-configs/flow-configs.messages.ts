import { FLOW_CONFIG_MESSAGES } from '@k9/domain/studio/flow-configs/flow-config.messages';

/** The AI config manager's texts: the spec's messages (domain) and the dialog's labels. */
export const FLOW_CONFIG_TEXT = {
  ...FLOW_CONFIG_MESSAGES,
  title: 'Quản lý cấu hình AI',
  newName: 'Tên cấu hình mới',
  create: 'Tạo cấu hình',
  empty: 'Chưa có cấu hình nào',
  pick: 'Chọn một cấu hình để chỉnh sửa',
  name: 'Tên cấu hình',
  layout: 'Bố cục',
  layouts: { slide: 'Slide', article: 'Bài viết' },
  model: 'Mô hình',
  systemMessage: 'Chỉ dẫn hệ thống',
  isUse: 'Kích hoạt',
  useUserPrompt: 'Kèm câu hỏi gốc',
  sendDirectToOutput: 'Gửi thẳng đến AI3',
  save: 'Lưu cấu hình',
  delete: 'Xóa',
  confirmDelete: 'Xóa cấu hình này?',
  yes: 'Có',
  no: 'Không',
  createdBy: 'Người tạo',
  version: 'Phiên bản',
} as const;
