import { describe, it } from '@jest/globals';
import { specFor } from '../../shared/decider.testing.js';
import { contentImportDecider } from './content-import.decider.js';
import type { ContentImportEvent, ImportSummary } from './content-import.events.js';

const given = specFor(contentImportDecider);
const summary: ImportSummary = { importId: 'i1', format: 'excel', fileName: 'tin-tuc.xlsx', contentType: 'news', totalRows: 3, droppedRows: 1, validRows: 2, invalidRows: 1, digest: 'abc', ignoredColumns: [] };
const prepared: ContentImportEvent = { type: 'ContentImportPrepared', data: summary };
const confirmed = (attempt = 1): ContentImportEvent => ({ type: 'ContentImportConfirmed', data: { importId: 'i1', attempt, validRows: 2 } });
const completed: ContentImportEvent = { type: 'ContentImportCompleted', data: { importId: 'i1', created: 2, failed: 0 } };
const failed: ContentImportEvent = { type: 'ContentImportFailed', data: { importId: 'i1', reason: 'Có lỗi khi import dữ liệu!' } };

describe('content import', () => {
  it('is prepared once', () => {
    given([]).when({ type: 'PrepareImport', data: summary }).then([prepared]);
    given([prepared]).when({ type: 'PrepareImport', data: summary }).thenThrows('IMPORT_EXISTS');
  });
  it('is confirmed once: a retried confirmation changes nothing', () => {
    given([prepared]).when({ type: 'ConfirmImport', data: { importId: 'i1' } }).then([confirmed()]);
    given([prepared, confirmed()]).when({ type: 'ConfirmImport', data: { importId: 'i1' } }).then([]);
    given([prepared, confirmed(), completed]).when({ type: 'ConfirmImport', data: { importId: 'i1' } }).then([]);
  });
  it('refuses a confirmation of an unknown import or of a file with no valid row', () => {
    given([]).when({ type: 'ConfirmImport', data: { importId: 'i1' } }).thenThrows('IMPORT_NOT_FOUND');
    given([{ type: 'ContentImportPrepared', data: { ...summary, validRows: 0, invalidRows: 3 } }]).when({ type: 'ConfirmImport', data: { importId: 'i1' } }).thenThrows('NOTHING_TO_IMPORT');
  });
  it('completes once', () => {
    given([prepared, confirmed()]).when({ type: 'CompleteImport', data: { importId: 'i1', created: 2, failed: 0 } }).then([completed]);
    given([prepared, confirmed(), completed]).when({ type: 'CompleteImport', data: { importId: 'i1', created: 0, failed: 0 } }).then([]);
  });
  it('may be confirmed again after a failure, as a new attempt', () => {
    given([prepared, confirmed()]).when({ type: 'FailImport', data: { importId: 'i1', reason: 'Có lỗi khi import dữ liệu!' } }).then([failed]);
    given([prepared, confirmed(), failed]).when({ type: 'ConfirmImport', data: { importId: 'i1' } }).then([confirmed(2)]);
    given([prepared, confirmed(), failed]).when({ type: 'FailImport', data: { importId: 'i1', reason: 'x' } }).then([]);
  });
});
