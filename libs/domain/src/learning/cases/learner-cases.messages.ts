import { CASE_COUNT_LIMITS, CASE_TEXT_LIMITS } from './case-builder.options.js';

/** The case builder's Vietnamese texts: the spec's (§5.2, §8.2) letter for letter, and the form's own refusals. */
export const LEARNER_CASE_MESSAGES = {
  // Spec 2 §8.2.
  aiSettingsRequired: 'Cần cài đặt AI trước khi tạo case. Vui lòng liên hệ admin.',
  createFailed: 'Có lỗi xảy ra khi tạo case. Vui lòng thử lại.',
  settingsSaveFailed: 'Có lỗi xảy ra khi lưu cài đặt. Vui lòng thử lại.',
  settingsSaved: 'Cài đặt đã được lưu thành công!',
  copiedFromOldCase: 'Đã copy thông tin từ case cũ!',
  // The form (spec 2 §5.2).
  formNotObject: 'Thông tin case không hợp lệ: cần một đối tượng JSON.',
  titleRequired: 'Vui lòng nhập tiêu đề case!',
  titleTooLong: `Tiêu đề case không được quá ${CASE_TEXT_LIMITS.title} ký tự!`,
  descriptionInvalid: 'Mô tả case phải là văn bản.',
  descriptionTooLong: `Mô tả case không được quá ${CASE_TEXT_LIMITS.description.toLocaleString('vi-VN')} ký tự!`,
  infoRequired: 'Vui lòng chọn ngành, lĩnh vực, chủ đề, độ khó, thời lượng và vai trò (info)!',
  industryRequired: 'Vui lòng chọn ngành!',
  industryUnknown: 'Ngành không hợp lệ: vui lòng chọn một ngành trong danh sách.',
  areaRequired: 'Vui lòng chọn lĩnh vực!',
  areaNotInIndustry: (industry: string) => `Lĩnh vực đã chọn không thuộc ngành "${industry}". Vui lòng chọn lại lĩnh vực.`,
  domainRequired: 'Vui lòng chọn chủ đề!',
  domainNotInArea: (area: string) => `Chủ đề đã chọn không thuộc lĩnh vực "${area}". Vui lòng chọn lại chủ đề.`,
  difficultyRequired: 'Vui lòng chọn độ khó!',
  difficultyUnknown: 'Độ khó không hợp lệ: chỉ có casual (Cơ bản), advanced (Nâng cao) hoặc expert (Chuyên gia).',
  durationRequired: 'Vui lòng chọn thời lượng!',
  durationUnknown: 'Thời lượng không hợp lệ: chỉ có 15, 30 hoặc 45 phút.',
  playerRoleRequired: 'Vui lòng chọn vai trò của bạn trong case!',
  playerRoleUnknown: 'Vai trò không hợp lệ: chỉ có ceo, manager, consultant, analyst hoặc specialist.',
  mcqCountInvalid: `Số câu trắc nghiệm phải là số nguyên từ 0 đến ${CASE_COUNT_LIMITS.mcqMax}!`,
  essayCountInvalid: `Số câu tự luận phải là số nguyên từ 0 đến ${CASE_COUNT_LIMITS.essayMax}!`,
  noQuestions: 'Case cần ít nhất một câu hỏi: số câu trắc nghiệm hoặc số câu tự luận phải lớn hơn 0!',
  questionTypesInvalid: 'Loại câu hỏi chỉ gồm mcq (trắc nghiệm) và essay (tự luận), mỗi loại một lần.',
  requestIdInvalid: 'Mã yêu cầu (requestId hoặc Idempotency-Key) không hợp lệ: 1-100 ký tự chữ, số, dấu chấm, gạch ngang, gạch dưới hoặc hai chấm.',
  // Reads and ownership.
  notFound: 'Không tìm thấy case này.',
  requestNotFound: 'Không tìm thấy yêu cầu tạo case này.',
  listOfOtherUser: 'Bạn chỉ xem được danh sách case của chính mình.',
  userIdRequired: 'Thiếu user_id: danh sách case là của người đang đăng nhập.',
  showInvalid: 'Giá trị show phải là true hoặc false.',
  notOwner: 'Bạn chỉ thay đổi được case của chính mình.',
  notCreated: 'Case chưa được tạo xong nên chưa thể ẩn hoặc hiện.',
  caseIdTaken: 'Mã case đã được dùng cho một case khác.',
  // The AI's reply (the learner sees createFailed; these are the recorded reasons).
  replyNotJson: 'Câu trả lời của AI không chứa JSON hợp lệ.',
  replyWithoutQuestions: 'Câu trả lời của AI không có danh sách câu hỏi (questions).',
  replyWithoutValidQuestions: 'Câu trả lời của AI không có câu hỏi hợp lệ nào.',
  replyQuestionInvalid: (n: number, reason: string) => `Câu hỏi ${n} trong câu trả lời của AI không hợp lệ: ${reason}`,
} as const;
