import { describe, it } from '@jest/globals';
import { specFor } from '../shared/decider.testing.js';
import { uploadDecider } from './upload.decider.js';
import type { UploadDetails } from './upload.events.js';

const given = specFor(uploadDecider);
const details: UploadDetails = {
  key: '2025/01/0b6f1c9e-2d4a-4c7b-9a51-3f2e8d7c6b5a.png',
  fileName: 'ảnh bìa.png',
  contentType: 'image/png',
  size: 68,
  purpose: 'image',
  uploadedBy: 'u1',
};

describe('upload', () => {
  it('records a stored file once', () => given([]).when({ type: 'RecordUpload', data: details }).then([{ type: 'FileUploaded', data: details }]));
  it('refuses to record the same file twice', () =>
    given([{ type: 'FileUploaded', data: details }]).when({ type: 'RecordUpload', data: details }).thenThrows('UPLOAD_EXISTS'));
  it('refuses a negative size or an empty name', () => {
    given([]).when({ type: 'RecordUpload', data: { ...details, size: -1 } }).thenThrows('INVALID_UPLOAD');
    given([]).when({ type: 'RecordUpload', data: { ...details, fileName: '' } }).thenThrows('INVALID_UPLOAD');
  });
});
