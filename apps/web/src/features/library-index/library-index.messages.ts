import { LIBRARY_INDEX_MESSAGES } from '@k9/domain/library-index/library-index.messages';
import type { LibraryTable } from '@k9/domain/library-index/rules/library-search';
import type { EmbeddingState, LibraryIndexStatus, LibrarySearchMethod } from '@k9/contracts/library-index/library-index.routes';

const n = (value: number): string => value.toLocaleString('vi-VN');

/**
 * Texts of the library index's screens (issue 28 §4): the content table's embedding states and actions, the bulk
 * embed's progress, the AI admin page's tab. Spec 3 §8's embedding messages are the domain's, letter for letter.
 */
export const LIBRARY_INDEX_TEXT = {
  // Spec 3 §8
  embeddingFailed: LIBRARY_INDEX_MESSAGES.embeddingFailed,
  notFound: LIBRARY_INDEX_MESSAGES.notFound,
  noId: LIBRARY_INDEX_MESSAGES.noId,
  nothingToEmbed: LIBRARY_INDEX_MESSAGES.nothingToEmbed,
  selectFirst: LIBRARY_INDEX_MESSAGES.bulkRequiresSelection,
  unknownError: 'Không rõ nguyên nhân',

  // Spec 3 §4: the three states, and the action relabelled once embedded
  column: 'Embedding',
  state: { none: 'Chưa embedding', embedding: 'Đang embedding', embedded: 'Đã embedding' } satisfies Record<EmbeddingState, string>,
  embed: 'Embedding',
  reembed: 'Embedding lại',
  embedded: (chunks: number) => `Đã embedding ${n(chunks)} đoạn`,

  // Bulk embed of the selection
  bulkEmbed: 'Embedding',
  progress: (done: number, total: number) => `Đang embedding ${n(done)}/${n(total)}`,
  progressLabel: 'Tiến độ embedding',
  finished: (done: number, total: number) => `Đã embedding xong ${n(done)}/${n(total)}`,
  stopped: (done: number, total: number) => `Đã dừng embedding ở ${n(done)}/${n(total)}`,
  stop: 'Dừng',
  stopSent: 'Đã gửi lệnh dừng.',
  stopFailed: 'Không dừng được việc embedding.',
  close: 'Đóng',

  // The AI admin page's tab
  tab: 'Chỉ mục thư viện',
  tables: { news: 'Bản ghi', report: 'Báo cáo AI' } satisfies Record<LibraryTable, string>,
  items: 'Số mục',
  chunks: 'Số đoạn',
  embeddedCount: 'Đã embedding',
  waiting: 'Đang chờ',
  noText: 'Không có nội dung',
  lastError: 'Lỗi gần nhất',
  none: '—',
  embeddingModel: 'Mô hình embedding',
  searchMethod: 'Cách tìm kiếm',
  methods: { hybrid: 'Kết hợp từ khóa và vector', keyword: 'Chỉ từ khóa', vector: 'Chỉ vector' } satisfies Record<LibrarySearchMethod, string>,
  vectorStore: 'Kho vector',
  stores: { lancedb: 'LanceDB (trên đĩa máy chủ)', pgvector: 'pgvector (PostgreSQL)' } satisfies Record<LibraryIndexStatus['vectorStore'], string>,
  activeSpace: 'Vector đang dùng để tìm',
  space: (model: string, width: number) => `${model} (${n(width)} chiều)`,
  noSpace: 'Chưa có vector nào',
  cachedVectors: 'Vector đã lưu đệm',
  building: {
    running: (model: string) => `Đang embedding lại toàn bộ với mô hình ${model}; tìm kiếm vẫn dùng vector cũ đến khi xong.`,
    stopped: (model: string) => `Việc embedding lại với mô hình ${model} đã dừng; tìm kiếm vẫn dùng vector cũ.`,
    failed: (model: string) => `Việc embedding lại với mô hình ${model} bị lỗi; tìm kiếm vẫn dùng vector cũ.`,
  },
  reembedAll: 'Embedding lại toàn bộ',
  reembedConfirm: 'Embedding lại toàn bộ thư viện với mô hình đã chọn?',
  reembedOk: 'Embedding lại',
  cancel: 'Hủy',
  reembedStarted: 'Đã bắt đầu embedding lại toàn bộ thư viện.',
  reembedFailed: 'Không bắt đầu được việc embedding lại.',
  loadFailed: 'Không tải được trạng thái chỉ mục thư viện.',
  live: 'Cập nhật trực tiếp',

  // LIBRARY_SEARCH_SETTING
  settings: {
    title: 'Mặc định của tìm kiếm thư viện',
    k: 'Số kết quả (k)',
    threshold: 'Ngưỡng tương đồng',
    tables: 'Tìm trong',
    tablesRequired: 'Vui lòng chọn ít nhất một bảng.',
    embeddingModel: 'Mô hình embedding',
    aiDefault: (model: string) => `Mặc định của AI (${model})`,
    modelChangeNote: 'Đổi mô hình sẽ embedding lại toàn bộ thư viện ở nền; tìm kiếm vẫn dùng vector cũ đến khi xong.',
    save: 'Lưu cài đặt tìm kiếm',
    saved: 'Đã lưu cài đặt tìm kiếm thư viện.',
    failed: 'Không lưu được cài đặt tìm kiếm thư viện.',
    loadFailed: 'Không tải được cài đặt tìm kiếm thư viện.',
    stale: 'Cài đặt tìm kiếm vừa được lưu ở nơi khác.',
    reload: 'Tải lại',
  },
} as const;
