import { assertNever, DomainError, type Decider } from '../../shared/decider.js';
import type { ContentImportCommand } from './content-import.commands.js';
import type { ContentImportEvent, ImportSummary } from './content-import.events.js';
import { CONTENT_IMPORT_MESSAGES as M } from './import.messages.js';

export type ContentImportStatus = 'prepared' | 'importing' | 'completed' | 'failed';
export type ContentImportState = { status: 'none' } | { status: ContentImportStatus; summary: ImportSummary; attempt: number };

/** One stream per import: `content-import-<importId>` (a uuid the preview hands out). */
export const contentImportStreamId = (importId: string) => `content-import-${importId}`;

const notFound = () => new DomainError('IMPORT_NOT_FOUND', M.importNotFound, 'not_found');

/**
 * An import is all it says it is: confirmed once (a retried confirmation changes nothing), completed once. A failed
 * import may be confirmed again; its rows carry fixed ids, so the retry creates only what is still missing.
 */
export const contentImportDecider: Decider<ContentImportCommand, ContentImportEvent, ContentImportState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ContentImportPrepared':
        return { status: 'prepared', summary: event.data, attempt: 0 };
      case 'ContentImportConfirmed':
        return state.status === 'none' ? state : { ...state, status: 'importing', attempt: event.data.attempt };
      case 'ContentImportCompleted':
        return state.status === 'none' ? state : { ...state, status: 'completed' };
      case 'ContentImportFailed':
        return state.status === 'none' ? state : { ...state, status: 'failed' };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'PrepareImport':
        if (state.status !== 'none') throw new DomainError('IMPORT_EXISTS', M.alreadyImporting, 'conflict');
        return [{ type: 'ContentImportPrepared', data: command.data }];
      case 'ConfirmImport':
        if (state.status === 'none') throw notFound();
        if (state.summary.validRows === 0) throw new DomainError('NOTHING_TO_IMPORT', M.nothingToImport);
        if (state.status === 'importing' || state.status === 'completed') return [];
        return [{ type: 'ContentImportConfirmed', data: { importId: state.summary.importId, attempt: state.attempt + 1, validRows: state.summary.validRows } }];
      case 'CompleteImport':
        if (state.status === 'none') throw notFound();
        if (state.status === 'completed') return [];
        return [{ type: 'ContentImportCompleted', data: command.data }];
      case 'FailImport':
        if (state.status !== 'importing') return [];
        return [{ type: 'ContentImportFailed', data: command.data }];
      default:
        return assertNever(command);
    }
  },
};
