import type { UploadDetails } from './upload.events.js';

/** Record a file whose bytes were just stored. */
export type RecordUpload = { type: 'RecordUpload'; data: UploadDetails };

export type UploadCommand = RecordUpload;
