import type { ContentFieldName, ContentType } from './content.types.js';

/**
 * What the back office calls the library's tabs, fields and stored values in Vietnamese (issue 24 §3): the names an
 * editor reads on screens, in the record history and in refusals, never the code names. A tab is named as learners see
 * it (spec 2 §1: 'Về K9', 'Case Study', 'Thư viện', 'Câu chuyện'); news and longForm keep spec 3's own names.
 */
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  home: 'Về K9',
  news: 'Learning Block',
  caseTraining: 'Case Study',
  longForm: 'Resource Library',
  library: 'Thư viện',
  story: 'Câu chuyện',
};

/** Every field of a record under its plain name (the form's labels, the history, the server's refusals). */
export const CONTENT_FIELD_LABELS: Record<ContentFieldName, string> = {
  cid: 'Mã nội dung',
  title: 'Tiêu đề',
  category: 'Danh mục',
  summary: 'Tóm tắt',
  description: 'Mô tả',
  detail: 'Nội dung chi tiết',
  source: 'Nguồn',
  sentiment: 'Sắc thái',
  impact: 'Mức ảnh hưởng',
  status: 'Trạng thái',
  tag1: 'Chủ đề',
  tag2: 'Cấp độ',
  tag3: 'Chuỗi bài',
  tag4: 'Chương trình',
  isPublic: 'Công khai',
  hasTitle: 'Mục lục',
  isImprove: 'Đã cải thiện',
  improveTime: 'Thời điểm cải thiện',
  modelImprove: 'Mô hình cải thiện',
  allowed_user_class: 'Lớp người dùng được xem',
  emoji: 'Emoji',
  avatarUrl: 'Ảnh đại diện',
  imgUrls: 'Hình ảnh',
  videoUrl: 'Video',
  fileUrls: 'File đính kèm',
  audioUrl: 'Audio',
  audioText: 'Nội dung audio',
  backgroundAudio: 'Nhạc nền',
  customVoiceText: 'Nội dung giọng đọc',
  aiSummary: 'Tóm tắt AI',
  keywords: 'Từ khóa',
  diagramUrl: 'Sơ đồ (ảnh)',
  diagramHtmlCode: 'Sơ đồ (HTML)',
  diagramNote: 'Ghi chú sơ đồ',
  diagramMode: 'Kiểu sơ đồ',
  timeCreateDiagram: 'Thời điểm tạo sơ đồ',
  questionContent: 'Quiz',
  info: 'Nhãn phụ',
  priority: 'Độ ưu tiên',
  featured: 'Nổi bật',
  homeCategory: 'Nhóm trang chủ',
  displayOrder: 'Thứ tự hiển thị',
  duration: 'Thời lượng',
  storyType: 'Loại câu chuyện',
  pages: 'Số trang',
  difficultyLevel: 'Độ khó',
  estimatedTime: 'Thời gian ước tính',
  learningObjectives: 'Mục tiêu học tập',
  isSample: 'Dữ liệu mẫu',
};

/** The stored values of the enumerated fields under their Vietnamese names (the story types are the spec's own). */
export const CONTENT_VALUE_LABELS = {
  status: { draft: 'Nháp', published: 'Đã xuất bản', archived: 'Lưu trữ' },
  sentiment: { positive: 'Tích cực', negative: 'Tiêu cực', neutral: 'Trung lập' },
  impact: { important: 'Quan trọng', normal: 'Bình thường', skip: 'Bỏ qua' },
  priority: { high: 'Cao', medium: 'Trung bình', low: 'Thấp' },
  homeCategory: { featured: 'Nổi bật', trending: 'Xu hướng', recommended: 'Đề xuất', latest: 'Mới nhất', popular: 'Phổ biến' },
  difficultyLevel: { beginner: 'Cơ bản', intermediate: 'Trung cấp', advanced: 'Nâng cao', expert: 'Chuyên gia' },
  diagramMode: { kroki: 'Ảnh (Kroki)', html: 'HTML' },
} as const satisfies Partial<Record<ContentFieldName, Record<string, string>>>;

/** A field's plain name; a name this build does not know is shown as it is. */
export const contentFieldLabel = (field: string): string => (CONTENT_FIELD_LABELS as Record<string, string>)[field] ?? field;

/** A stored value under its Vietnamese name, when the field has named values. */
export const contentValueLabel = (field: string, value: string): string => (CONTENT_VALUE_LABELS as Record<string, Record<string, string> | undefined>)[field]?.[value] ?? value;

/** 'A, B hoặc C': the choices a refusal offers. */
export const choiceList = (choices: readonly string[]): string =>
  choices.length < 2 ? (choices[0] ?? '') : `${choices.slice(0, -1).join(', ')} hoặc ${choices[choices.length - 1]}`;
