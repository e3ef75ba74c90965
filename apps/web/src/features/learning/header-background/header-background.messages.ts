/** Texts of the header background modal (spec 2 §4.9, §5.6, §8). */
export const HEADER_BACKGROUND_TEXT = {
  title: 'Header Background',
  chooseFirst: 'Vui lòng chọn ảnh trước!',
  upload: 'Tải ảnh lên',
  uploaded: 'Ảnh đã được tải lên thành công!',
  remove: 'Xóa ảnh',
  removeTitle: 'Xóa ảnh nền header?',
  removeDescription: 'Header sẽ trở về nền mặc định.',
  removeOk: 'Xóa',
  removed: 'Đã xóa ảnh nền header',
  save: 'Lưu',
  cancel: 'Hủy',
  saved: 'Đã lưu ảnh nền header',
  saveFailed: 'Lưu cài đặt thất bại!',
  uploadFailed: 'Upload ảnh thất bại!',
} as const;
