/** Spec 3 §5, §8 (data tables, OCR): the texts the OCR tool and its routes show, in Vietnamese as spelt. */
export const DOCUMENT_SUMMARY_MESSAGES = {
  selectRows: 'Vui lòng chọn ít nhất một dòng để thực hiện OCR',
  ocrFailed: 'Có lỗi xảy ra trong quá trình OCR',
  noSummaries: 'Không có tóm tắt nào cho item này',
  summaryNotFound: 'Không tìm thấy tóm tắt',
  rowIdsInvalid: 'Danh sách dòng không hợp lệ: tối đa 100 mã dòng.',
  rowIdInvalid: 'Mã dòng không hợp lệ.',
  datasetInvalid: 'Bảng dữ liệu không hợp lệ.',
  instructionInvalid: 'Hướng dẫn cho AI là văn bản tối đa 1000 ký tự.',
  noUrl: 'Dòng không có URL tài liệu: bỏ qua.',
  rowNotFound: 'Không tìm thấy dòng dữ liệu.',
  fileRequired: 'Vui lòng chọn một tệp PDF (trường file).',
  notPdf: 'Tệp không phải PDF.',
  unreadablePdf: 'Không đọc được tệp PDF (tệp hỏng hoặc quá lớn).',
  emptyPdf: 'Tệp PDF không có trang nào.',
  tooManyPages: 'Tệp có quá 50 trang: mỗi tệp chỉ được OCR tối đa 50 trang.',
  dailyPages: 'Bạn đã dùng hết 100 trang OCR hôm nay. Vui lòng thử lại vào ngày mai.',
  noOcrInstalled: 'Máy chủ chưa cài đặt OCR (tesseract, pdftoppm): không đọc được trang scan.',
  noText: 'Không có văn bản OCR: tệp không có chữ nào đọc được.',
  noResult: 'AI không trả về kết quả tóm tắt.',
  fetchFailed: 'Không tải được tệp',
  schemeRefused: 'Chỉ tải được tệp qua http hoặc https.',
  hostNotAllowed: 'Máy chủ của tệp không nằm trong danh sách được phép.',
  addressRefused: 'Địa chỉ của tệp thuộc mạng nội bộ: không được phép tải.',
  tooLarge: 'Tệp lớn hơn 50 MB.',
  timeout: 'Quá 60 giây khi tải tệp.',
  stopped: 'Đã dừng theo yêu cầu.',
  closedToLearners: 'Quản trị viên đã tắt công cụ OCR và tóm tắt AI cho học viên.',
  taskNotFound: 'Không tìm thấy tác vụ này trong hàng đợi.',
} as const;

/** A row's failure as the queue and the row show it: 'Lỗi: {reason}' (spec 3 §8 per-record batch messages). */
export const documentSummaryFailure = (reason: string): string => `Lỗi: ${reason}`;

/** The completion message (spec 3 §8: it says how many files were processed). */
export const documentSummaryCompletion = (done: number, total: number): string => `Đã xử lý ${done}/${total} tệp.`;
