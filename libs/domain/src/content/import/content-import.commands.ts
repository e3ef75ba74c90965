import type { ImportSummary } from './content-import.events.js';

export type PrepareImport = { type: 'PrepareImport'; data: ImportSummary };
export type ConfirmImport = { type: 'ConfirmImport'; data: { importId: string } };
export type CompleteImport = { type: 'CompleteImport'; data: { importId: string; created: number; failed: number } };
export type FailImport = { type: 'FailImport'; data: { importId: string; reason: string } };

export type ContentImportCommand = PrepareImport | ConfirmImport | CompleteImport | FailImport;
