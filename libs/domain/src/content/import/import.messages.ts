/** The import's limits and messages (spec 3 §5 "Excel import", "JSON import", §8 "Import"; the caps are ours). */
export const CONTENT_IMPORT_LIMITS = {
  /** Data rows one file may hold. */
  rows: 50_000,
  /** Rows shown in the preview (spec 3 §5). */
  preview: 10,
  /** Invalid rows listed in one answer (the count is always exact). */
  invalidListed: 1000,
  /** The uploaded file. */
  fileMb: 50,
  /** What an .xlsx/.xlsm may unzip to, read from its central directory before any parser sees it. */
  unzippedMb: 400,
  /** Entries an .xlsx/.xlsm may hold. */
  zipEntries: 2000,
} as const;

export const CONTENT_IMPORT_MESSAGES = {
  // spec 3 §5 "Excel import"
  excelOnly: 'Vui lòng chọn file Excel (.xlsx, .xls, .xlsm)!',
  excelNeedsRows: 'File Excel phải có ít nhất 1 dòng header và 1 dòng dữ liệu!',
  // spec 3 §5 "JSON import"
  jsonRequired: 'Vui lòng nhập JSON!',
  jsonNotArray: 'JSON phải là một mảng!',
  jsonEmpty: 'Mảng JSON không được rỗng!',
  missingTitleOrSummary: 'Thiếu title hoặc summary',
  jsonInvalid: 'JSON không hợp lệ',
  // spec 3 §8 "Import"
  excelUnreadable: 'Không thể đọc file Excel! Vui lòng kiểm tra format file.',
  excelReadFailed: 'Có lỗi khi đọc file Excel!',
  nothingToImport: 'Không thể import bản ghi nào!',
  importFailed: 'Có lỗi khi import dữ liệu!',
  // ours
  excelColumnsRequired: 'File Excel phải có cột Title và Summary!',
  fileRequired: 'Vui lòng chọn file để import!',
  fileTooLarge: `File quá lớn: tối đa ${CONTENT_IMPORT_LIMITS.fileMb} MB.`,
  tooManyRows: `File có quá nhiều dòng: tối đa ${CONTENT_IMPORT_LIMITS.rows.toLocaleString('vi-VN')} dòng dữ liệu mỗi lần import.`,
  unzippedTooLarge: `File Excel quá lớn khi giải nén (tối đa ${CONTENT_IMPORT_LIMITS.unzippedMb} MB), không thể đọc.`,
  typeRequired: 'Vui lòng chọn loại nội dung (tab) để import!',
  rowNotObject: 'Dòng dữ liệu phải là một đối tượng JSON',
  invalidValue: (field: string, value: string, allowed: readonly string[]) => `Giá trị ${field} không hợp lệ: "${value}" (${allowed.join(', ')})`,
  invalidNumber: (field: string, value: string) => `Giá trị ${field} phải là số: "${value}"`,
  invalidBoolean: (field: string, value: string) => `Giá trị ${field} phải là true/false (có/không): "${value}"`,
  invalidList: (field: string) => `Giá trị ${field} phải là danh sách (phân cách bằng dấu phẩy)`,
  invalidClassIds: 'allowed_user_class phải là danh sách mã lớp (số), phân cách bằng dấu phẩy',
  oneFileOnly: 'Mỗi lần chỉ import một file!',
  importNotFound: 'Không tìm thấy phiên import (có thể đã hết hạn). Vui lòng tải file lên lại.',
  importExpired: 'Phiên import đã hết hạn. Vui lòng tải file lên lại.',
  alreadyImporting: 'Phiên import này đang được thực hiện.',
} as const;
