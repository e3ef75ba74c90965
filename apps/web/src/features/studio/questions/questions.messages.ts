import { QUESTION_MESSAGES } from '@k9/domain/studio/questions/question.messages';

/** The admin menu's entry (second group), apart so that the menu does not carry the screen's texts. */
export const QUESTIONS_MENU_LABEL = 'Câu hỏi & Câu trả lời';

/** Texts of the question management screen (spec 3 screen 3, §5, §8); the spec's own messages come from the domain. */
export const QUESTIONS_TEXT = {
  ...QUESTION_MESSAGES,
  menu: QUESTIONS_MENU_LABEL,
  title: 'Quản lý câu hỏi',
  questions: 'Danh sách câu hỏi',
  add: 'Thêm câu hỏi',
  edit: 'Sửa',
  delete: 'Xóa',
  moveUp: 'Lên',
  moveDown: 'Xuống',
  confirmDelete: 'Bạn có chắc chắn muốn xóa?',
  yes: 'Có',
  no: 'Không',
  empty: 'Chưa có câu hỏi nào',
  loadFailed: 'Lỗi khi tải dữ liệu',
  pickQuestion: 'Chọn một câu hỏi để xem câu trả lời',
  noAnswer: 'Câu hỏi này chưa có câu trả lời.',
  aiMade: 'AI tạo',
  uncategorised: 'Chưa phân loại',
  // The question form.
  createTitle: 'Thêm câu hỏi',
  editTitle: 'Sửa câu hỏi',
  question: 'Câu hỏi',
  category: 'Loại câu hỏi',
  level: 'Cấp độ',
  save: 'Lưu',
  cancel: 'Hủy',
  levels: { elementary: 'Cơ bản', intermediate: 'Trung cấp', advanced: 'Nâng cao' },
  // The answer panel.
  answer: 'Câu trả lời',
  editTab: 'Chỉnh sửa',
  previewTab: 'Xem trước',
  previewContent: 'Nội dung xem trước',
  answerTitle: 'Tiêu đề',
  answerHtml: 'Nội dung HTML',
  answerLevel: 'Cấp độ câu trả lời',
  show: 'Hiển thị',
  audio: 'Audio',
  saveAnswer: 'Lưu câu trả lời',
  // Outcomes.
  saved: 'Đã lưu câu hỏi',
  deleted: 'Đã xóa câu hỏi',
  answerSaved: 'Đã lưu câu trả lời',
} as const;
