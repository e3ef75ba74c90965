import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import type { UploadCommand } from './upload.commands.js';
import type { UploadDetails, UploadEvent } from './upload.events.js';

export type UploadState = { status: 'none' } | ({ status: 'uploaded' } & UploadDetails);

const MESSAGES = {
  alreadyRecorded: 'Tệp này đã được ghi nhận.',
  invalid: 'Thông tin tệp tải lên không hợp lệ.',
} as const;

/** One stream per stored file: `upload-<fileId>`, the id inside its key. */
export const uploadStreamId = (fileId: string) => `upload-${fileId}`;

const isValid = (data: UploadDetails) => data.key.length > 0 && data.fileName.length > 0 && Number.isSafeInteger(data.size) && data.size >= 0;

export const uploadDecider: Decider<UploadCommand, UploadEvent, UploadState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'FileUploaded':
        return { status: 'uploaded', ...event.data };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordUpload':
        if (state.status === 'uploaded') throw new DomainError('UPLOAD_EXISTS', MESSAGES.alreadyRecorded, 'conflict');
        if (!isValid(command.data)) throw new DomainError('INVALID_UPLOAD', MESSAGES.invalid);
        return [{ type: 'FileUploaded', data: command.data }];
      default:
        return assertNever(command.type);
    }
  },
};
