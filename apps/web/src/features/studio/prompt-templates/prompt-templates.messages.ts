import { PROMPT_TEMPLATE_MESSAGES } from '@k9/domain/studio/prompt-templates/prompt-template.messages';

/** The prompt template dialog's texts (spec 1 §2.8, §5, §8): the spec's messages (domain) and the dialog's labels. */
export const PROMPT_TEMPLATE_TEXT = {
  ...PROMPT_TEMPLATE_MESSAGES,
  title: 'Cài đặt Template',
  add: 'Thêm template',
  restore: 'Khôi phục mặc định',
  confirmRestore: 'Khôi phục các template mặc định? Các template mặc định đã sửa sẽ trở về nội dung ban đầu.',
  columns: { label: 'Tên', preview: 'Nội dung', advisor: 'Cố vấn mặc định', type: 'Loại', actions: 'Thao tác' },
  types: { personal: 'Cá nhân', shared: 'Dùng chung' },
  edit: 'Sửa',
  delete: 'Xóa',
  confirmDelete: 'Xóa template này?',
  yes: 'Có',
  no: 'Không',
  formAdd: 'Thêm template',
  formEdit: 'Sửa template',
  label: 'Tên template',
  template: 'Nội dung template',
  templateHelp: 'Dùng &&& để đánh dấu chỗ chèn nội dung của người dùng.',
  advisor: 'Cố vấn mặc định',
  type: 'Loại',
  save: 'Lưu',
  cancel: 'Hủy',
  loadFailed: 'Không tải được danh sách template.',
} as const;
