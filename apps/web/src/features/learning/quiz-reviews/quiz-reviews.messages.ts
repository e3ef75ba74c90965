import { QUIZ_MESSAGES } from '@k9/domain/learning/quiz/quiz.messages';

/** The admin menu's entry (second group), apart so that the menu does not carry the screen's texts. */
export const QUIZ_REVIEWS_MENU_LABEL = 'Duyệt điểm tự luận';

/** Texts of the teachers' review of flagged essay grades (issue 23 §2.3). */
export const QUIZ_REVIEWS_TEXT = {
  menu: QUIZ_REVIEWS_MENU_LABEL,
  title: 'Duyệt điểm tự luận đang chờ xem lại',
  intro:
    'Điểm AI của các bài làm có chỉ dẫn cho người chấm hoặc tự ghi điểm, chép bài mẫu đã xem, hoặc khi AI trả lời sai định dạng. Học viên thấy điểm tạm "' +
    QUIZ_MESSAGES.awaitingReview +
    '" cho tới khi giáo viên xác nhận hoặc đổi điểm; điểm bài quiz tính theo điểm đã xác nhận.',
  learner: 'Học viên',
  quiz: 'Bài quiz',
  question: 'Câu hỏi',
  answer: 'Bài làm',
  aiGrade: 'Điểm AI',
  reasons: 'Lý do',
  actions: 'Thao tác',
  reasonLabels: {
    instructions: 'Có chỉ dẫn cho người chấm',
    verdict: 'Tự ghi điểm',
    'copied-reference': 'Chép bài mẫu đã xem',
    'unstructured-reply': 'AI trả lời sai định dạng',
  } as Record<string, string>,
  essayOf: (index: number) => `Câu tự luận ${index + 1}`,
  notSubmitted: 'Chưa nộp',
  confirm: 'Xác nhận điểm',
  change: 'Đổi điểm',
  newGrade: 'Điểm mới (1-10)',
  confirmed: 'Đã xác nhận điểm.',
  changed: 'Đã đổi điểm.',
  failed: 'Không lưu được.',
  refresh: 'Làm mới',
  empty: 'Không có điểm nào chờ xem lại',
  loadFailed: 'Lỗi khi tải dữ liệu',
  total: (count: number) => `${count} điểm chờ xem lại`,
  expand: 'Xem thêm',
} as const;
