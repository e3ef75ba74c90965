import { UPLOAD_MAX_MB } from '@k9/contracts/storage/upload.dto';

/** Texts of the guideline settings modal (spec 3 §2 screen 1, §5, §8). */
export const GUIDELINE_TEXT = {
  open: 'Cài đặt Guideline',
  title: 'Cài đặt Guideline',
  image: 'Hình ảnh',
  imageHint: `Ảnh tối đa ${UPLOAD_MAX_MB.image}MB`,
  noImage: 'Chưa có ảnh',
  upload: 'Tải ảnh lên',
  remove: 'Xóa ảnh',
  markdown: 'Nội dung (Markdown)',
  preview: 'Xem trước',
  previewEmpty: 'Chưa có nội dung',
  save: 'Lưu',
  cancel: 'Hủy',
  saved: 'Đã lưu cài đặt',
  saveFailed: 'Lưu cài đặt thất bại!',
  uploadFailed: 'Upload hình ảnh guideline thất bại!',
  loadFailed: 'Không tải được cài đặt',
  reload: 'Tải lại',
} as const;
