/** Spec 2 §5.1, §8.1 (letter for letter) and the server's own refusals. */
export const QUIZ_MESSAGES = {
  answerAll: (count: number) => `Vui lòng trả lời tất cả ${count} câu hỏi trắc nghiệm!`,
  submitted: 'Đã nộp bài! Xem kết quả bên dưới.',
  redone: 'Đã làm lại bài quiz!',
  allEssaysGraded: 'Đã chấm điểm tất cả câu tự luận thành công!',
  gradingFailed: 'Có lỗi khi chấm điểm câu tự luận, nhưng vẫn hiển thị kết quả trắc nghiệm.',
  singleGradingFailed: 'Không thể chấm điểm câu tự luận. Vui lòng thử lại!',
  emptyEssay: 'Vui lòng nhập câu trả lời trước khi chấm điểm!',
  loginRequired: 'Vui lòng đăng nhập để xem lịch sử quiz',
  unknownQuestion: (index: number) => `Không có câu hỏi trắc nghiệm số ${index + 1} trong bài quiz này.`,
  unknownOption: (index: number, letter: string) => `Câu ${index + 1}: không có phương án "${letter}".`,
  unknownEssay: (index: number) => `Không có câu tự luận số ${index + 1} trong bài quiz này.`,
  essayTooLong: (index: number, max: number) => `Câu tự luận ${index + 1} dài quá ${max.toLocaleString('vi-VN')} ký tự.`,
  answersInvalid: 'Câu trả lời gửi lên không đọc được. Vui lòng tải lại trang rồi làm lại bài.',
  noQuiz: 'Bài này không có quiz.',
  quizNotFound: 'Không tìm thấy bài quiz này.',
  notCaseQuiz: 'Bài quiz này không phải case training hay case của bạn. Vui lòng mở lại bài từ danh sách rồi làm bài.',
  notQuestionQuiz: 'Bài quiz này thuộc một case. Vui lòng mở case trong mục Case Study hoặc Case Builder rồi làm bài.',
  alreadySubmitted: 'Bài quiz đã được nộp. Bấm "Làm lại" để làm lại bài.',
  notSubmitted: 'Bài quiz chưa được nộp.',
  notOwner: 'Bạn chỉ xem và lưu được lịch sử quiz của chính mình.',
  historyMismatch: 'Id lịch sử không khớp với bài quiz này.',
  historyNotFound: 'Chưa có bài làm nào được lưu cho quiz này. Vui lòng tải lại trang rồi làm bài.',
  invalidStatus: 'Trạng thái bài làm không hợp lệ. Vui lòng tải lại trang rồi nộp bài lại.',
  invalidId: 'Id bài quiz không hợp lệ.',
  gradingNotConfigured: 'Chưa cấu hình mô hình AI chấm tự luận.',
  promptRequired: 'Vui lòng nhập prompt chấm điểm.',
  statusFilter: 'Bộ lọc trạng thái quiz không hợp lệ. Vui lòng chọn Tất cả quiz, Đã hoàn thành hoặc Chưa hoàn thành.',
  modelRequired: 'Vui lòng chọn mô hình AI chấm điểm.',
  gradeFinal: 'Câu tự luận này đã được chấm điểm. Chỉ chấm lại được khi lần chấm trước bị lỗi ("Chấm lại").',
  awaitingReview: 'Đang chờ giáo viên xem lại',
  notAwaitingReview: 'Điểm câu tự luận này không chờ giáo viên xem lại.',
  reviewGradeInvalid: 'Điểm phải là số nguyên từ 1 đến 10.',
  reviewNotFound: 'Không tìm thấy bài quiz cần xem lại.',
} as const;

/** Bounds of what a learner may send (an essay of 1 MB, a hundred essays are refused before anything is stored). */
export const QUIZ_LIMITS = { essayChars: 10_000 } as const;

/** Spec 2 §9.1 result labels. */
export const QUIZ_RESULT_LABELS = { excellent: 'Xuất sắc!', good: 'Khá tốt!', improve: 'Cần cải thiện!' } as const;
