/** POST /api/upload-many-file (spec 1 §7 Upload, spec 2 §7.9): multipart, several files in the field `files`. */
export const UPLOAD_FIELD = 'files';

/** `?purpose=`: what the files are for, which decides the types and sizes accepted (default `any`). */
export const UPLOAD_PURPOSES = ['image', 'audio', 'video', 'document', 'any'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const isUploadPurpose = (value: string): value is UploadPurpose => (UPLOAD_PURPOSES as readonly string[]).includes(value);

export const UPLOAD_MAX_FILES = 10;

/** What each role may upload (issue 9 item 12): learners only what their screens take (the header image). */
export const UPLOAD_PURPOSES_BY_ROLE = { learner: ['image'], admin: UPLOAD_PURPOSES } as const satisfies Record<string, readonly UploadPurpose[]>;
export const uploadPurposesFor = (user: { isAdmin: boolean }): readonly UploadPurpose[] => UPLOAD_PURPOSES_BY_ROLE[user.isAdmin ? 'admin' : 'learner'];

/** 429 of an upload over the day's quota (with `Retry-After`): the message says what is left today. */
export type UploadQuotaExceededError = { statusCode: 429; code: 'UPLOAD_QUOTA_EXCEEDED'; message: string; retryAfterSeconds: number };

const megabytes = (bytes: number) => (Math.floor((bytes / (1024 * 1024)) * 10) / 10).toLocaleString('vi-VN');

/** Largest file each purpose accepts, in MB (the server's UPLOAD_MAX_FILE_MB may lower every one of them). */
export const UPLOAD_MAX_MB: Record<UploadPurpose, number> = { image: 5, audio: 50, video: 200, document: 20, any: 20 };

/** fileUrl and url are the same address (`/files/…`): clients of the original read either. */
export type UploadedFile = { fileUrl: string; url: string; fileName: string; size: number; contentType: string };

export type UploadManyFileResponse = { files: UploadedFile[] };

export const UPLOAD_MESSAGES = {
  noFiles: 'Vui lòng chọn ít nhất một tệp.',
  tooMany: `Tối đa ${UPLOAD_MAX_FILES} tệp mỗi lần tải lên.`,
  tooLarge: (maxMb: number) => `Tệp quá lớn: tối đa ${maxMb} MB.`,
  wrongField: `Vui lòng gửi tệp trong trường "${UPLOAD_FIELD}".`,
  invalidPurpose: 'Mục đích tải lên không hợp lệ (image, audio, video, document hoặc any).',
  malformed: 'Dữ liệu tải lên không hợp lệ, vui lòng thử lại.',
  wrongType: {
    image: 'Chỉ chấp nhận tệp hình ảnh (JPG, PNG, GIF, WEBP, SVG).',
    audio: 'Chỉ chấp nhận tệp âm thanh (MP3, WAV, OGG, M4A).',
    video: 'Chỉ chấp nhận tệp video (MP4, WEBM).',
    document: 'Chỉ chấp nhận tài liệu (PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, TXT, CSV, ZIP, RAR).',
    any: 'Không chấp nhận tệp chương trình (EXE, script, bộ cài đặt).',
  } satisfies Record<UploadPurpose, string>,
  fileNotFound: 'Không tìm thấy tệp.',
  purposeNotAllowed: 'Tài khoản của bạn chỉ được tải lên hình ảnh.',
  quotaExceeded: (limitBytes: number, remainingBytes: number) =>
    remainingBytes > 0
      ? `Dung lượng tải lên còn lại hôm nay là ${megabytes(remainingBytes)} MB (tối đa ${megabytes(limitBytes)} MB mỗi ngày): các tệp này vượt quá nên không tệp nào được lưu.`
      : `Bạn đã dùng hết dung lượng tải lên hôm nay (tối đa ${megabytes(limitBytes)} MB mỗi ngày). Vui lòng thử lại vào ngày mai.`,
} as const;
