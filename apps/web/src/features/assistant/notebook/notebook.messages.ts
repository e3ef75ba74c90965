import { THESIS_MESSAGES } from '@k9/domain/thesis/thesis.messages';

/** The save-to-notebook modal's texts: the spec's (spec 2 §5.7, §8.6) letter for letter, and its own labels. */
export const NOTEBOOK_TEXT = {
  ...THESIS_MESSAGES,
  saveAnswer: 'Lưu vào sổ',
  saveChat: 'Lưu cuộc trò chuyện vào sổ',
  title: 'Lưu vào sổ',
  chatTitle: 'Lưu cuộc trò chuyện vào sổ',
  target: 'Lưu vào',
  targets: { new: 'Tạo sổ mới theo ngày', existing: 'Thêm vào sổ có sẵn' },
  name: 'Tên thesis',
  thesis: 'Chọn thesis',
  thesisPlaceholder: 'Chọn thesis để thêm vào',
  mode: 'Chế độ lưu',
  modes: { original: 'Nguyên văn', summarized: 'Tóm tắt bằng AI' },
  prompt: 'Lời dặn tóm tắt',
  content: 'Nội dung',
  summary: 'Tóm tắt',
  summarizing: 'Đang tạo tóm tắt...',
  preview: 'Xem trước tóm tắt',
  save: 'Lưu',
  cancel: 'Hủy',
  segmentCount: (count: number) => `${count} đoạn`,
} as const;
