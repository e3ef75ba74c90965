import { CONTENT_AI_MESSAGES } from '@k9/domain/content-ai/content-ai.messages';
import type { ContentAiQueue, ContentAiTaskState } from '@k9/domain/content-ai/content-ai.types';
import { DIAGRAM_CONFIG_LABELS, DIAGRAM_PROMPT_MAX, DIAGRAM_QUANTITY, type DiagramGenerationConfig } from '@k9/domain/content-ai/rules/diagram-config';
import { VOICE_SYSTEM_MESSAGE_MAX } from '@k9/domain/content-ai/rules/generation-configs';
import type { DiagramMode } from '@k9/domain/content/content.types';

type DiagramConfigField = keyof DiagramGenerationConfig;

const n = (value: number): string => value.toLocaleString('vi-VN');

/** The queues as the screens name them. */
const QUEUE_NAME: Record<ContentAiQueue, string> = { image: 'ảnh', diagram: 'diagram', voice: 'voice' };

/**
 * Texts of the generation queues' screens (spec 3 screen 1: the row buttons, the queue modals, the diagram progress
 * modal, the voice settings and the image and diagram generation configs). Spec 3 §4, §5 and §8's words are the domain's or spelt here letter for letter.
 */
export const CONTENT_AI_TEXT = {
  // Spec 3 §4: the row buttons' labels
  addToQueue: CONTENT_AI_MESSAGES.addToQueue,
  inQueue: CONTENT_AI_MESSAGES.inQueue,
  generatingVoice: CONTENT_AI_MESSAGES.generatingVoice,

  // The table's column and its buttons
  column: 'Tạo AI',
  avatar: 'Tạo ảnh đại diện',
  voice: 'Tạo voice',
  diagram: 'Tạo diagram',
  avatarAlt: (id: number) => `Ảnh đại diện ${id}`,

  // What a request to queue answered
  queued: (queue: ContentAiQueue, count: number) => `Đã thêm ${n(count)} bản ghi vào hàng đợi ${QUEUE_NAME[queue]}`,
  skipped: (count: number, reasons: string) => `bỏ qua ${n(count)}: ${reasons}`,
  queueFailed: (queue: ContentAiQueue) => (queue === 'voice' ? 'Lỗi khi tạo voice' : queue === 'diagram' ? 'Lỗi khi thêm vào hàng đợi tạo diagram' : 'Lỗi khi thêm vào hàng đợi tạo ảnh'),

  // Bulk voice over the selection
  bulkVoice: 'Tạo voice hàng loạt',
  selectFirst: 'Vui lòng chọn ít nhất một bản ghi để tạo voice.',

  // The queue modals (spec 3 screen 1: processing and waiting tasks, Stop, counts of total, processing, waiting)
  queueButton: { image: 'Hàng đợi ảnh', diagram: 'Hàng đợi diagram', voice: 'Hàng đợi voice' } satisfies Record<ContentAiQueue, string>,
  queueTitle: { image: 'Hàng đợi tạo ảnh', diagram: 'Hàng đợi tạo diagram', voice: 'Hàng đợi voice' } satisfies Record<ContentAiQueue, string>,
  total: 'Tổng',
  processing: 'Đang xử lý',
  waiting: 'Đang chờ',
  current: 'Trong hàng đợi',
  finished: 'Đã xong gần đây',
  emptyQueue: 'Hàng đợi đang trống',
  noFinished: 'Chưa có tác vụ nào xong',
  columnTitle: 'Tiêu đề',
  columnState: 'Trạng thái',
  columnProgress: 'Tiến độ',
  columnError: 'Lỗi',
  columnSource: 'Nguồn',
  columnMode: 'Chế độ',
  columnCounts: 'Kết quả',
  counts: (success: number, failed: number, total: number) => `${n(success)} thành công, ${n(failed)} lỗi / ${n(total)}`,
  state: { waiting: 'Đang chờ', processing: 'Đang xử lý', done: 'Hoàn thành', error: 'Lỗi', stopped: 'Đã dừng' } satisfies Record<ContentAiTaskState, string>,
  source: { custom: 'Audio text', bulk: 'Hàng loạt', 'detail-bulk': 'Detail hàng loạt' } as Record<string, string>,
  stop: 'Dừng',
  stopTask: (title: string) => `Dừng ${title}`,
  removed: 'Đã xóa tác vụ khỏi hàng đợi',
  cancelling: 'Đang dừng tác vụ...',
  stopFailed: 'Không dừng được tác vụ',
  loadFailed: 'Lỗi khi tải dữ liệu',
  close: 'Đóng',

  // Settings
  settingsMenu: 'Cài đặt AI',
  save: 'Lưu',
  cancel: 'Hủy',
  settingsLoadFailed: 'Có lỗi xảy ra khi tải cài đặt!',
  // Spec 3 §5 voice settings, §8 'Lỗi khi lưu cài đặt voice!'
  voiceTitle: 'Cài đặt voice',
  textModel: 'Text model',
  systemMessage: 'System message',
  audioModel: 'Audio model',
  voiceName: 'Giọng đọc',
  responseFormat: 'Định dạng',
  speed: 'Tốc độ',
  textModelRequired: 'Vui lòng chọn text model!',
  systemMessageRequired: 'Vui lòng nhập system message!',
  systemMessageTooLong: `System message không được quá ${n(VOICE_SYSTEM_MESSAGE_MAX)} ký tự!`,
  audioModelRequired: 'Vui lòng chọn audio model!',
  voiceRequired: 'Vui lòng chọn giọng đọc!',
  voiceSaved: 'Đã lưu cài đặt voice',
  voiceSaveFailed: 'Lỗi khi lưu cài đặt voice!',
  // Spec 3 §3 IMAGE_GENERATION_CONFIG, §8 'Lỗi khi lưu cấu hình tạo ảnh!'
  imageTitle: 'Cấu hình tạo ảnh',
  descriptionModel: 'Model viết mô tả (tiếng Anh)',
  descriptionSystemMessage: 'System message của model mô tả',
  englishPromptTemplate: 'Mẫu prompt mô tả tiếng Anh',
  englishPromptHint: '{summary} được thay bằng tóm tắt của bản ghi.',
  imageModel: 'Model tạo ảnh',
  imageSystemMessage: 'System message của model tạo ảnh',
  metaPrompt: 'Meta prompt',
  descriptionModelRequired: 'Vui lòng chọn model viết mô tả!',
  imageModelRequired: 'Vui lòng chọn model tạo ảnh!',
  imageSaved: 'Đã lưu cấu hình tạo ảnh',
  imageSaveFailed: 'Lỗi khi lưu cấu hình tạo ảnh!',

  // Spec 3 §3 DIAGRAM_GENERATION_CONFIG (tabs Kroki and HTML), §5 its rules, §8 'Lỗi khi lưu cấu hình tạo diagram!'
  diagramTitle: 'Cấu hình tạo diagram',
  diagramMode: { kroki: 'Diagram ảnh (Kroki)', html: 'Diagram HTML' } satisfies Record<DiagramMode, string>,
  diagramTab: { kroki: 'Kroki', html: 'HTML' } satisfies Record<DiagramMode, string>,
  diagramTabHint: {
    kroki: 'AI1 đọc nội dung chi tiết, AI2 thiết kế sơ đồ, AI3 viết mã diagram; máy chủ Kroki vẽ thành ảnh.',
    html: 'AI4 viết sơ đồ bằng HTML và CSS; sơ đồ chỉ hiển thị trong khung cô lập (sandbox).',
  } satisfies Record<DiagramMode, string>,
  diagramTypeLabel: DIAGRAM_CONFIG_LABELS.diagramType,
  aiModelLabel: DIAGRAM_CONFIG_LABELS.aiModel,
  aiModelHint: 'Model mặc định của các bước chưa chọn model riêng.',
  quantityLabel: DIAGRAM_CONFIG_LABELS.quantity,
  quantityHint: `Số diagram tạo cho mỗi bản ghi (${DIAGRAM_QUANTITY.min}-${DIAGRAM_QUANTITY.max}).`,
  diagramFieldLabel: DIAGRAM_CONFIG_LABELS as Record<DiagramConfigField, string>,
  diagramFieldRequired: (label: string) => `Vui lòng điền ${label}!`,
  quantityInvalid: CONTENT_AI_MESSAGES.diagramQuantityInvalid,
  diagramPromptTooLong: (label: string) => CONTENT_AI_MESSAGES.diagramPromptTooLong(label, DIAGRAM_PROMPT_MAX),
  diagramSaved: 'Đã lưu cấu hình tạo diagram',
  diagramSaveFailed: 'Lỗi khi lưu cấu hình tạo diagram!',
  chooseDiagramMode: 'Chọn loại diagram',

  // Spec 3 screen 1 "progress modal for diagram/HTML generation (total, success, failed, stop)"
  progressTitle: (title: string) => `Tiến trình tạo diagram: ${title}`,
  success: 'Thành công',
  failed: 'Thất bại',
  progressWaiting: 'Đang chờ đến lượt trong hàng đợi diagram...',
} as const;
