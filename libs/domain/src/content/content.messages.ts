/**
 * The Vietnamese texts the content library refuses with (spec 3 §5, §8, §9 where the spec spells them). Pure: the web reads them too.
 *
 * A record is one event when it is created (ContentCreated, ContentImported with every field), and the event store
 * takes at most 256 kB per event (EVENT_MAX_BYTES). So every long text's own limit fits that cap at its worst, 3 bytes
 * a character in UTF-8 (Vietnamese letters, CJK; an emoji is 2 characters for 4 bytes): detail and AI summary 80,000
 * characters (240,000 bytes), audio text and voice text 50,000 (150,000 bytes, the spec's figure), each diagram's
 * code 60,000 (180,000 bytes). Together they could pass it, so the whole record, as the JSON the event carries, is
 * held to recordBytes (240 kB), which leaves 16 kB for the event's own fields and metadata.
 */
export const CONTENT_LIMITS = {
  images: 8,
  videos: 1,
  files: 10,
  backgroundAudios: 1,
  audioText: 50_000,
  customVoiceText: 50_000,
  displayOrder: { min: 1, max: 100 },
  title: 500,
  summary: 5_000,
  description: 10_000,
  detail: 80_000,
  note: 500,
  shortText: 200,
  url: 2_000,
  keywords: 50,
  tags: 50,
  classes: 200,
  diagrams: 20,
  diagramHtml: 60_000,
  quizQuestions: 100,
  essayQuestions: 50,
  quizText: 5_000,
  pages: 100_000,
  /** Every field of a record together, as UTF-8 JSON: what its creation event carries. */
  recordBytes: 240 * 1024,
} as const;

export const CONTENT_MESSAGES = {
  notFound: 'Không tìm thấy bản ghi.',
  exists: 'Bản ghi đã tồn tại.',
  /** Spec 3 §5: an AI task never replaces an avatar or an audio the record has. */
  avatarExists: 'News này đã có ảnh!',
  audioExists: 'Bản ghi này đã có voice.',
  deleted: 'Bản ghi đã bị xóa.',
  titleRequired: 'Vui lòng nhập tiêu đề!',
  titleTooLong: `Tiêu đề không được quá ${CONTENT_LIMITS.title} ký tự!`,
  summaryTooLong: `Tóm tắt không được quá ${CONTENT_LIMITS.summary} ký tự!`,
  descriptionTooLong: `Mô tả không được quá ${CONTENT_LIMITS.description} ký tự!`,
  detailTooLong: `Nội dung chi tiết không được quá ${CONTENT_LIMITS.detail.toLocaleString('vi-VN')} ký tự!`,
  textTooLong: (label: string, max: number) => `${label} không được quá ${max.toLocaleString('vi-VN')} ký tự!`,
  tooManyImages: `Chỉ được tải lên tối đa ${CONTENT_LIMITS.images} hình ảnh!`,
  imageType: 'Chỉ chấp nhận hình ảnh JPG, PNG hoặc GIF!',
  tooManyVideos: `Chỉ được tải lên tối đa ${CONTENT_LIMITS.videos} video!`,
  tooManyFiles: `Chỉ được đính kèm tối đa ${CONTENT_LIMITS.files} file!`,
  tooManyBackgroundAudios: `Chỉ được tải lên tối đa ${CONTENT_LIMITS.backgroundAudios} nhạc nền!`,
  audioTextTooLong: `Nội dung audio không được quá ${CONTENT_LIMITS.audioText.toLocaleString('vi-VN')} ký tự!`,
  diagramCodeTooLong: `Mã HTML của diagram không được quá ${CONTENT_LIMITS.diagramHtml.toLocaleString('vi-VN')} ký tự!`,
  recordTooLarge: `Tổng nội dung của bản ghi không được quá ${CONTENT_LIMITS.recordBytes / 1024} kB, vui lòng rút gọn nội dung chi tiết, nội dung audio, mã diagram hoặc quiz!`,
  displayOrderRange: `Thứ tự hiển thị phải từ ${CONTENT_LIMITS.displayOrder.min} đến ${CONTENT_LIMITS.displayOrder.max}!`,
  noteTooLong: `Ghi chú không được quá ${CONTENT_LIMITS.note} ký tự!`,
  pagesInvalid: 'Số trang không hợp lệ!',
  urlInvalid: 'Đường dẫn file không hợp lệ!',
  tooManyTags: `Không được gắn quá ${CONTENT_LIMITS.tags} chương trình!`,
  tooManyKeywords: `Không được quá ${CONTENT_LIMITS.keywords} từ khóa!`,
  tooManyClasses: `Không được gắn quá ${CONTENT_LIMITS.classes} lớp người dùng!`,
  tooManyDiagrams: `Không được quá ${CONTENT_LIMITS.diagrams} diagram!`,
  typeOnlyField: (field: string, type: string) => `Trường ${field} không dùng cho loại ${type}!`,
  typeUnchangeable: 'Không thể đổi loại của bản ghi đã tạo.',
  // Quiz editor (spec 3 §5): each question, each option A-D and the correct answer required; essay question required.
  quizInvalidJson: 'Nội dung quiz không phải JSON hợp lệ!',
  quizNotObject: 'Nội dung quiz phải là một đối tượng JSON có questionQuiz và questionEssay!',
  quizQuestionRequired: (n: number) => `Câu trắc nghiệm ${n}: Vui lòng nhập câu hỏi!`,
  quizOptionRequired: (n: number, letter: string) => `Câu trắc nghiệm ${n}: Vui lòng nhập đáp án ${letter}!`,
  quizCorrectRequired: (n: number) => `Câu trắc nghiệm ${n}: Vui lòng chọn đáp án đúng (A, B, C hoặc D)!`,
  quizEssayRequired: (n: number) => `Câu tự luận ${n}: Vui lòng nhập câu hỏi!`,
  quizTextTooLong: `Mỗi câu hỏi, đáp án và giải thích không được quá ${CONTENT_LIMITS.quizText.toLocaleString('vi-VN')} ký tự!`,
  quizTooMany: `Quiz không được quá ${CONTENT_LIMITS.quizQuestions} câu trắc nghiệm và ${CONTENT_LIMITS.essayQuestions} câu tự luận!`,
  quizSettingsInvalid: 'Cài đặt quiz không hợp lệ: thời gian (phút) từ 0 đến 600, điểm đạt từ 0 đến 100!',
  // Bulk actions (spec 3 §5)
  bulkUpdateSelection: 'Vui lòng chọn ít nhất một bản ghi để cập nhật',
  bulkDeleteSelection: 'Vui lòng chọn ít nhất một mục để xóa!',
  bulkValueRequired: (field: string) => `Vui lòng chọn ${field}`,
  bulkFieldUnavailable: (field: string, tab: string) => `Trường ${field} không khả dụng cho tab ${tab}`,
  bulkTooMany: 'Mỗi lần chỉ cập nhật hoặc xóa tối đa 5000 bản ghi.',
  unknownTab: 'Tab không tồn tại.',
  unknownField: (field: string) => `Trường ${field} không tồn tại trong bản ghi.`,
  aiValueInvalid: (label: string) => `AI trả về giá trị ${label} không hợp lệ.`,
  restricted: 'Bạn không có quyền xem nội dung này. Vui lòng liên hệ quản trị viên để được cấp quyền.',
  sampleNotFound: 'Không có bản ghi mẫu nào để xóa.',
} as const;
