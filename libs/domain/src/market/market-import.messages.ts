import { MARKET_LIMITS } from './market.messages.js';

/** The market import's limits and messages (issue 31 §1 "Imports"; the content import's words where they fit). */
export const MARKET_IMPORT_LIMITS = { rows: MARKET_LIMITS.rowsPerFile, preview: 10, invalidListed: 1000, fileMb: 50, unzippedMb: 400, zipEntries: 2000 } as const;

export const MARKET_IMPORT_MESSAGES = {
  fileKind: 'Vui lòng chọn file Excel (.xlsx, .xls, .xlsm) hoặc CSV (.csv)!',
  fileRequired: 'Vui lòng chọn file để import!',
  oneFileOnly: 'Mỗi lần chỉ import một file!',
  needsRows: 'File phải có ít nhất 1 dòng header và 1 dòng dữ liệu!',
  unreadable: 'Không thể đọc file! Vui lòng kiểm tra định dạng file.',
  readFailed: 'Có lỗi khi đọc file!',
  fileTooLarge: `File quá lớn: tối đa ${MARKET_IMPORT_LIMITS.fileMb} MB.`,
  tooManyRows: `File có quá nhiều dòng: tối đa ${MARKET_IMPORT_LIMITS.rows.toLocaleString('vi-VN')} dòng dữ liệu mỗi lần import.`,
  unzippedTooLarge: `File Excel quá lớn khi giải nén (tối đa ${MARKET_IMPORT_LIMITS.unzippedMb} MB), không thể đọc.`,
  nothingToImport: 'Không thể import bản ghi nào!',
  importFailed: 'Có lỗi khi import dữ liệu!',
  importNotFound: 'Không tìm thấy phiên import (có thể đã hết hạn). Vui lòng tải file lên lại.',
  alreadyImporting: 'Phiên import này đang được thực hiện.',
} as const;
