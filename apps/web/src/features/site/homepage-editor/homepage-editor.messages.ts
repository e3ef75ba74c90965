import { HOMEPAGE_FIELD_NAMES, HOMEPAGE_SECTION_NAMES } from '@k9/domain/site/rules/homepage-content';

/**
 * Texts of the homepage content editor (spec 1 §2.9, §8; spec 3 §8). The spec's own texts stay in English letter for
 * letter (the menu entry, Save All Changes, Reload Content and the save, load and upload messages); the rest is
 * Vietnamese.
 */
export const HOMEPAGE_EDITOR_TEXT = {
  title: 'Homepage Content',
  save: 'Save All Changes',
  reload: 'Reload Content',
  history: 'Lịch sử',
  saved: 'Content saved successfully!',
  saveFailed: 'Failed to save content',
  loadFailed: 'Failed to load content/images',
  uploadFailed: 'Failed to upload image',
  imagesHint: 'Ảnh tải lên hoặc gỡ bỏ chỉ có hiệu lực khi bạn bấm Save All Changes.',
  discardTitle: 'Tải lại nội dung đã lưu?',
  discardDescription: 'Các thay đổi chưa lưu sẽ mất.',
  discardOk: 'Tải lại',
  cancel: 'Hủy',
  leaveTitle: 'Rời trang mà không lưu?',
  leaveDescription: 'Các thay đổi chưa lưu của trang chủ sẽ mất.',
  leaveOk: 'Rời trang',
  stay: 'Ở lại',
  staleTitle: 'Một quản trị viên khác vừa lưu trang chủ trong lúc bạn đang sửa.',
  staleDescription:
    'Thay đổi của bạn vẫn còn. Hãy lưu đè lên phiên bản mới hơn, hoặc tải lại để xem phiên bản đó (các thay đổi chưa lưu sẽ mất).',
  saveOverNewer: 'Vẫn lưu thay đổi của tôi',
  upload: 'Tải lên',
  remove: 'Gỡ ảnh',
  noImage: 'Chưa có ảnh',
  /** The name of an image slot: 'Ảnh thẻ 1'. */
  imageOf: (slot: string) => `Ảnh ${slot.toLocaleLowerCase('vi')}`,
  historyTitle: 'Lịch sử nội dung trang chủ',
  historyEmpty: 'Chưa có phiên bản nào được lưu',
  historyLoadFailed: 'Không tải được lịch sử.',
  historySystem: 'Hệ thống',
  version: 'Phiên bản',
  current: 'Đang dùng',
  restore: 'Khôi phục',
  restoreTitle: 'Khôi phục phiên bản này?',
  restoreDescription: 'Phiên bản này được nạp vào trình sửa và lưu thành một phiên bản mới; các phiên bản sau vẫn còn trong lịch sử.',
  builtIn: 'Nội dung mặc định',
  builtInDescription: 'Nội dung có sẵn của trang (hiển thị khi chưa lưu phiên bản nào).',
  restoreBuiltIn: 'Khôi phục nội dung mặc định',
  restoreBuiltInTitle: 'Khôi phục nội dung mặc định?',
} as const;

/** The sections' names are the domain's, so the server's 'vui lòng nhập: …' names a field as the editor does. */
export const SECTION_TEXT = HOMEPAGE_SECTION_NAMES;

export const ITEM_TEXT = {
  card: 'Thẻ',
  item: 'Mục',
  step: 'Bước',
  stat: 'Số liệu',
  resource: 'Tài nguyên',
  module: 'Học phần',
  faqItem: 'Câu hỏi',
  testimonial: 'Cảm nhận',
} as const;

export const FIELD_TEXT = HOMEPAGE_FIELD_NAMES;
