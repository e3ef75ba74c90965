/** Texts of the learner home (spec 2 §2.1-§2.3). */
export const HOME_TEXT = {
  title: 'Trang học tập',
  loading: 'Đang tải dữ liệu...',
  tabsLabel: 'Các mục học tập',
  moreTabs: 'Các mục khác',
  program: 'Chương trình',
  allPrograms: 'Tất cả chương trình',
  allProgramsDescription: 'Xem nội dung của mọi chương trình.',
  programPickerTitle: 'Chọn chương trình học',
  hideFunctionBar: 'Ẩn thanh chức năng',
  showFunctionBar: 'Hiện thanh chức năng',
  share: 'Chia sẻ',
  unknownTab: 'Mục được yêu cầu không tồn tại. Đã mở mục Case Study.',
  badItem: 'Mã bài viết trong liên kết không hợp lệ.',
  unknownProgram: 'Chương trình trong liên kết không còn tồn tại. Đang hiển thị tất cả chương trình.',
} as const;
