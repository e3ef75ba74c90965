import type { UploadDetails, UploadRemovalReason } from './upload.events.js';

/** Record a file whose bytes were just stored. */
export type RecordUpload = { type: 'RecordUpload'; data: UploadDetails };

/** Record that a file's bytes were deleted. */
export type RemoveUpload = { type: 'RemoveUpload'; data: { reason: UploadRemovalReason } };

export type UploadCommand = RecordUpload | RemoveUpload;
