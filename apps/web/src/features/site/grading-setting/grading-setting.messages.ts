import { GRADING_LIMITS } from '@k9/domain/learning/quiz/rules/essay-grading';

/** Texts of the grading prompt form (QUIZ_GRADING_SETTING) in the settings drawer. */
export const GRADING_TEXT = {
  model: 'Mô hình chấm bài',
  modelRequired: 'Vui lòng chọn mô hình chấm bài.',
  prompt: 'Câu lệnh chấm bài',
  promptRequired: 'Vui lòng nhập câu lệnh chấm bài.',
  promptTooLong: `Câu lệnh chấm bài không được quá ${GRADING_LIMITS.promptChars.toLocaleString('vi-VN')} ký tự.`,
  builtInInUse: 'Đang dùng câu lệnh mặc định: chưa có phiên bản nào được lưu.',
  versionInUse: (version: number) => `Đang dùng phiên bản ${version}.`,
  save: 'Lưu cài đặt chấm bài',
  saved: 'Đã lưu cài đặt chấm bài',
  saveFailed: 'Không lưu được cài đặt chấm bài.',
  loadFailed: 'Không tải được cài đặt chấm bài.',
  useBuiltIn: 'Dùng câu lệnh mặc định',
  staleTitle: 'Cài đặt chấm bài vừa được lưu ở nơi khác.',
  reload: 'Tải lại',
  versions: 'Các phiên bản đã lưu',
  versionsEmpty: 'Chưa có phiên bản nào được lưu',
  versionsLoadFailed: 'Không tải được các phiên bản.',
  version: (version: number) => `Phiên bản ${version}`,
  current: 'Đang dùng',
  useVersion: 'Dùng phiên bản này',
  system: 'Hệ thống',
} as const;
