/** Texts of the market data (issue 31); every one a user may see is Vietnamese. */
export const MARKET_LIMITS = {
  /** Rows in one event (the fixes issue's cap): an import of 200,000 rows is at least 400 events. */
  rowsPerEvent: 500,
  /** What one event's rows may weigh as JSON: with a change log of every value (old and new) it stays under the 256 KB cap. */
  rowBytesPerEvent: 64 * 1024,
  /** Rows one import file may hold. */
  rowsPerFile: 200_000,
  pageSize: 50,
  maxPageSize: 500,
} as const;

export const MARKET_MESSAGES = {
  unknownDataset: (name: string) => `Không có bộ dữ liệu "${name}".`,
  tooManyRowsInEvent: `Mỗi lần ghi tối đa ${MARKET_LIMITS.rowsPerEvent} dòng dữ liệu.`,
  rowOfAnotherStream: 'Dòng dữ liệu không thuộc bộ dữ liệu hoặc mã chứng khoán của lệnh ghi.',
  rowNotFound: 'Không tìm thấy dòng dữ liệu.',
  keyRequired: (fields: string) => `Thiếu ${fields} để nhận diện dòng dữ liệu.`,
  seeded: 'Dữ liệu thị trường đã được nạp trước đây.',
  page: 'Trang (page) phải là số nguyên từ 1.',
  pageSize: `Số dòng mỗi trang (pageSize) phải từ 1 đến ${MARKET_LIMITS.maxPageSize}.`,
  ticker: 'Mã chứng khoán (ticker) chỉ gồm chữ và số, tối đa 10 ký tự.',
  sort: 'Cột sắp xếp (sort) không hợp lệ: dùng tên cột, thêm dấu - phía trước để sắp xếp giảm dần.',
  filter: 'Bộ lọc (filter[cột]) không hợp lệ: tên cột tối đa 100 ký tự, giá trị tối đa 200 ký tự.',
  dataRequired: 'Vui lòng gửi dữ liệu của dòng (data) dưới dạng đối tượng JSON.',
  dataTooLarge: 'Dữ liệu của dòng quá lớn: tối đa 200 cột, mỗi giá trị tối đa 2.000 ký tự.',
  textField: (field: string) => `${field} phải là văn bản, tối đa 2.000 ký tự.`,
  datasetRequired: 'Vui lòng chọn bộ dữ liệu (dataset) hợp lệ.',
  sample: 'Dữ liệu mẫu',
  blank: '—',
} as const;
