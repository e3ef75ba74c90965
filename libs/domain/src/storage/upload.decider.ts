import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import type { RecordUpload, RemoveUpload, UploadCommand } from './upload.commands.js';
import type { UploadDetails, UploadEvent } from './upload.events.js';

export type UploadState = { status: 'none' } | ({ status: 'uploaded' | 'removed' } & UploadDetails);

const MESSAGES = {
  alreadyRecorded: 'Tệp này đã được ghi nhận.',
  invalid: 'Thông tin tệp tải lên không hợp lệ.',
  notFound: 'Không tìm thấy tệp.',
} as const;

/** One stream per stored file: `upload-<fileId>`, the id inside its key. */
export const uploadStreamId = (fileId: string) => `upload-${fileId}`;

const isValid = (data: UploadDetails) => data.key.length > 0 && data.fileName.length > 0 && Number.isSafeInteger(data.size) && data.size >= 0;

const record = ({ data }: RecordUpload, state: UploadState): UploadEvent[] => {
  if (state.status !== 'none') throw new DomainError('UPLOAD_EXISTS', MESSAGES.alreadyRecorded, 'conflict');
  if (!isValid(data)) throw new DomainError('INVALID_UPLOAD', MESSAGES.invalid);
  return [{ type: 'FileUploaded', data }];
};

/** Removing twice changes nothing: a retried clean-up finds the file already gone. */
const remove = ({ data }: RemoveUpload, state: UploadState): UploadEvent[] => {
  if (state.status === 'none') throw new DomainError('UPLOAD_NOT_FOUND', MESSAGES.notFound, 'not_found');
  if (state.status === 'removed') return [];
  return [{ type: 'FileRemoved', data: { key: state.key, reason: data.reason } }];
};

export const uploadDecider: Decider<UploadCommand, UploadEvent, UploadState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'FileUploaded':
        return { status: 'uploaded', ...event.data };
      case 'FileRemoved':
        return state.status === 'none' ? state : { ...state, status: 'removed' };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordUpload':
        return record(command, state);
      case 'RemoveUpload':
        return remove(command, state);
      default:
        return assertNever(command);
    }
  },
};
