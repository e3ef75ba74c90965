import { describe, it } from '@jest/globals';
import { specFor } from '../shared/decider.testing.js';
import { uploadDecider } from './upload.decider.js';
import type { UploadDetails, UploadEvent } from './upload.events.js';

const given = specFor(uploadDecider);
const details: UploadDetails = {
  key: '2025/01/0b6f1c9e-2d4a-4c7b-9a51-3f2e8d7c6b5a.png',
  fileName: 'ảnh bìa.png',
  contentType: 'image/png',
  size: 68,
  purpose: 'image',
  uploadedBy: 'u1',
};
const uploaded: UploadEvent = { type: 'FileUploaded', data: details };
const removed: UploadEvent = { type: 'FileRemoved', data: { key: details.key, reason: 'unclaimed' } };

describe('upload', () => {
  describe('when nothing is recorded', () => {
    it('records a stored file once', () => given([]).when({ type: 'RecordUpload', data: details }).then([uploaded]));
    it('refuses a negative size or an empty name', () => {
      given([]).when({ type: 'RecordUpload', data: { ...details, size: -1 } }).thenThrows('INVALID_UPLOAD');
      given([]).when({ type: 'RecordUpload', data: { ...details, fileName: '' } }).thenThrows('INVALID_UPLOAD');
    });
    it('has nothing to remove', () => given([]).when({ type: 'RemoveUpload', data: { reason: 'unclaimed' } }).thenThrows('UPLOAD_NOT_FOUND'));
  });
  describe('when uploaded', () => {
    it('refuses to record the same file twice', () => given([uploaded]).when({ type: 'RecordUpload', data: details }).thenThrows('UPLOAD_EXISTS'));
    it('records the removal of its bytes, naming the key', () => given([uploaded]).when({ type: 'RemoveUpload', data: { reason: 'unclaimed' } }).then([removed]));
  });
  describe('when removed', () => {
    it('changes nothing on a second removal (a retried clean-up)', () => given([uploaded, removed]).when({ type: 'RemoveUpload', data: { reason: 'unclaimed' } }).then([]));
    it('is never recorded again', () => given([uploaded, removed]).when({ type: 'RecordUpload', data: details }).thenThrows('UPLOAD_EXISTS'));
  });
});
