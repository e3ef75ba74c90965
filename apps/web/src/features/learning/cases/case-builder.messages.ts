import { LEARNER_CASE_MESSAGES as M } from '@k9/domain/learning/cases/learner-cases.messages';

/** The case builder's texts (spec 2 §2.6, §4.3, §8.2): the spec's own letter for letter, the rest in its voice. */
export const CASE_TEXT = {
  // Spec 2 §2.6, §4.3, §8.2 (the server's words, from the domain).
  search: 'Tìm kiếm case...',
  addCaseTitle: 'Thêm Case Mới',
  aiSettingsTitle: 'Cài đặt AI',
  aiSettingsRequired: M.aiSettingsRequired,
  createFailed: M.createFailed,
  settingsSaveFailed: M.settingsSaveFailed,
  settingsSaved: M.settingsSaved,
  copiedFromOldCase: M.copiedFromOldCase,

  // The area.
  areaLabel: 'Case Builder',
  listLabel: 'Danh sách case của bạn',
  addCase: 'Thêm case',
  settings: 'Cài đặt AI',
  choose: 'Chọn một case để xem nội dung',
  noMatch: 'Không tìm thấy case phù hợp',
  noneHidden: 'Bạn chưa ẩn case nào',
  viewLabel: 'Case hiển thị trong danh sách',
  viewShown: 'Đang hiện',
  viewHidden: 'Đã ẩn',
  hide: 'Ẩn case',
  show: 'Hiện lại case',
  hidden: 'Đã ẩn case khỏi danh sách.',
  shownAgain: 'Đã hiện lại case trong danh sách.',
  visibilityFailed: 'Không lưu được thay đổi. Vui lòng thử lại.',
  total: (n: number) => `${n} case`,
  loading: 'Đang tải danh sách case...',

  // The empty state.
  emptyTitle: 'Bạn chưa tạo case nào',
  emptyText: 'Hãy tạo case study đầu tiên: AI sẽ viết một tình huống kinh doanh theo lựa chọn của bạn kèm bộ câu hỏi để luyện tập.',
  createFirst: 'Tạo case đầu tiên',
  features: [
    { title: 'Tình huống theo lựa chọn', text: 'Chọn ngành, lĩnh vực, chủ đề, độ khó và vai trò của bạn trong case.' },
    { title: 'AI viết case cho bạn', text: 'Một tình huống thực tế được tạo riêng chỉ trong ít phút.' },
    { title: 'Trắc nghiệm và tự luận', text: 'Luyện tập với câu hỏi trắc nghiệm và tự luận đi kèm case.' },
    { title: 'Chấm điểm và lưu lịch sử', text: 'Bài tự luận được AI chấm điểm, kết quả được lưu lại để xem lại.' },
  ],

  // The detail.
  info: 'Thông tin case',
  industry: 'Ngành',
  area: 'Lĩnh vực',
  domain: 'Chủ đề',
  difficulty: 'Độ khó',
  duration: 'Thời lượng',
  playerRole: 'Vai trò của bạn',
  createdAt: 'Ngày tạo',
  noQuiz: 'Case này chưa có câu hỏi.',
  questionCounts: (mcq: number, essay: number) => `${mcq} câu trắc nghiệm, ${essay} câu tự luận`,

  // The form.
  title: 'Tiêu đề',
  description: 'Mô tả (không bắt buộc)',
  descriptionPlaceholder: 'Bối cảnh hoặc yêu cầu riêng bạn muốn AI đưa vào case',
  questionTypes: 'Loại câu hỏi',
  mcqCount: 'Số câu trắc nghiệm (0-20)',
  essayCount: 'Số câu tự luận (0-10)',
  chooseIndustry: 'Chọn ngành',
  chooseArea: 'Chọn lĩnh vực',
  chooseDomain: 'Chọn chủ đề',
  areaFirst: 'Chọn ngành trước',
  domainFirst: 'Chọn lĩnh vực trước',
  copyFromOld: 'Copy từ case cũ',
  copyPlaceholder: 'Chọn case cũ để copy thông tin',
  create: 'Tạo case',
  cancel: 'Hủy',

  // The progress overlay (spec 2 §4.3, §9.2: 0, 30, 60, 90, 100 %).
  progressLabel: 'Tiến độ tạo case',
  progressSteps: {
    0: 'Đang gửi yêu cầu...',
    30: 'AI đang viết case và câu hỏi...',
    60: 'Đã nhận câu trả lời, đang kiểm tra...',
    90: 'Đang lưu case...',
    100: 'Hoàn tất!',
  } as Record<number, string>,

  // 'Cài đặt AI'.
  model: 'Model AI',
  chooseModel: 'Chọn model',
  prompt: 'Prompt',
  promptPlaceholder: 'Hướng dẫn cho AI khi viết case (vai trò, văn phong, yêu cầu về câu hỏi...)',
  settingsMcqCount: 'Số câu trắc nghiệm mặc định',
  settingsEssayCount: 'Số câu tự luận mặc định',
  save: 'Lưu cài đặt',
  loadFailed: 'Không tải được cài đặt AI.',
} as const;
