import type { AuditedEvents } from '../audit/audited-events.js';

/** What an auditor sees of this context's streams and events (issue 36 §1): the fields of each event's data that are shown, nothing else. */
export const MARKET_AUDIT = {
  kinds: [
    { kind: 'company-report', prefix: 'market-company-report-', label: 'Báo cáo doanh nghiệp' },
    { kind: 'market-import', prefix: 'market-import-', label: 'Nhập dữ liệu thị trường' },
    { kind: 'market-rows', prefix: 'market-rows-', label: 'Dữ liệu thị trường' },
    { kind: 'market-seed', prefix: 'market-seed', label: 'Nạp dữ liệu thị trường' },
  ],
  events: {
    MarketRowsImported: { label: 'Nhập dữ liệu thị trường', shown: ['dataset', 'ticker', 'origin', 'rows', 'changes'] },
    MarketRowEdited: { label: 'Sửa dòng dữ liệu thị trường', shown: ['dataset', 'ticker', 'row', 'change', 'admin'] },
    MarketRowDeleted: { label: 'Xóa dòng dữ liệu thị trường', shown: ['dataset', 'ticker', 'rowId', 'key', 'admin'] },
    MarketSampleRowsDeleted: { label: 'Xóa dữ liệu mẫu thị trường', shown: ['dataset', 'ticker', 'rowIds', 'keys', 'admin'] },
    MarketSeedStarted: { label: 'Bắt đầu nạp dữ liệu thị trường', shown: ['sample'] },
    MarketSeedCompleted: { label: 'Nạp dữ liệu thị trường xong', shown: ['rows'] },
    MarketImportPrepared: { label: 'Chuẩn bị nhập dữ liệu thị trường', shown: ['importId', 'dataset', 'fileName', 'totalRows', 'droppedRows', 'validRows', 'invalidRows', 'digest'] },
    MarketImportConfirmed: { label: 'Xác nhận nhập dữ liệu thị trường', shown: ['importId', 'attempt'] },
    MarketImportCompleted: { label: 'Hoàn tất nhập dữ liệu thị trường', shown: ['importId', 'written', 'unchanged'] },
    MarketImportFailed: { label: 'Nhập dữ liệu thị trường thất bại', shown: ['importId', 'reason'] },
    CompanyReportCreated: { label: 'Tạo báo cáo doanh nghiệp', shown: ['reportId', 'ticker', 'name', 'settings'] },
    CompanyReportEdited: { label: 'Sửa báo cáo doanh nghiệp', shown: ['reportId', 'changes'] },
    CompanyReportDeleted: { label: 'Xóa báo cáo doanh nghiệp', shown: ['reportId'] },
  },
} as const satisfies AuditedEvents;
