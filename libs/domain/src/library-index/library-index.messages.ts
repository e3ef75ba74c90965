/** Texts of the library index's search (issue 28 §3): a bad query or a bad LIBRARY_SEARCH_SETTING. */
export const LIBRARY_INDEX_MESSAGES = {
  queryRequired: 'Vui lòng nhập nội dung cần tìm.',
  queryTooLong: 'Nội dung cần tìm không được quá 500 ký tự.',
  kInvalid: 'Số kết quả (k) phải là số nguyên từ 1 đến 20.',
  thresholdInvalid: 'Ngưỡng tương đồng (threshold) phải là số từ 0 đến 1.',
  tablesInvalid: 'Bảng cần tìm (tables) phải là news, report hoặc cả hai.',
  settingNotObject: 'Nội dung cài đặt phải là một đối tượng JSON.',
  /** Issue 28 §1: a record with no text is skipped with a warning (kept as the source's last error). */
  noText: 'Mục này không có nội dung văn bản nên không được đưa vào chỉ mục.',
  /** Spec 3 §8, letter for letter. */
  embeddingFailed: (message: string) => `Lỗi khi thực hiện embedding: ${message}`,
  notFound: 'Không tìm thấy dữ liệu!',
  noId: 'Item không có ID!',
  nothingToEmbed: 'Không có nội dung để embedding!',
  /** Issue 28 §3: searches and embeddings without an embedding provider. */
  noEmbeddingProvider: (model: string, provider: string) =>
    `Chưa cấu hình nhà cung cấp cho mô hình embedding ${model} (${provider}): tìm kiếm chỉ theo từ khóa. Hãy đặt khóa API của nhà cung cấp này (OPENAI_API_KEY hoặc GEMINI_API_KEY) rồi khởi động lại.`,
  tooManySearches: (perMinute: number) => `Bạn tìm kiếm quá nhanh (tối đa ${perMinute} lần mỗi phút). Vui lòng thử lại sau ít phút.`,
  contentTooLong: 'Nội dung embedding không được quá 200.000 ký tự.',
  unknownTable: 'Bảng không hợp lệ: chỉ news hoặc report.',
  sourceIdInvalid: 'Mã nguồn (sourceId) phải là số nguyên dương.',
  questionRequired: 'Vui lòng nhập câu hỏi.',
  embeddingModelInvalid: 'Mô hình embedding phải là mã một mô hình embedding trong danh mục AI.',
  reembedStopped: 'Đã dừng embedding theo yêu cầu.',
  bulkRequiresSelection: 'Vui lòng chọn ít nhất một mục để embedding.',
  oldEmbeddingNotDeleted: (message: string) => `Không xóa được embedding cũ (${message}); vẫn tiếp tục embedding.`,
  vectorsElsewhere: 'Máy chủ này không giữ chỉ mục vector (LanceDB nằm trên máy chạy RUN_PROJECTIONS=true): tìm kiếm chỉ theo từ khóa. Dùng VECTOR_STORE=pgvector khi chạy nhiều máy chủ.',
  nothingFound: 'Thư viện chưa có nội dung phù hợp với câu hỏi này.',
  pageInvalid: 'Trang (page) và cỡ trang (pageSize) phải là số nguyên dương trong giới hạn cho phép.',
  bulkTooLarge: 'Mỗi lần chỉ embedding tối đa 5.000 mục.',
} as const;
