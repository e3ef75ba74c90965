/** Texts of the stories area (spec 2 §2.8, §4.8; the player's messages are spec 3 §8's). */
export const STORIES_TEXT = {
  title: 'Câu chuyện',
  search: 'Tìm kiếm câu chuyện...',
  categories: 'Danh mục câu chuyện',
  /** Spec 2 §2.8: the stories' category. */
  article: 'Bài viết',
  time: 'Thời gian',
  empty: 'Chưa có câu chuyện nào.',
  noMatch: 'Không tìm thấy câu chuyện phù hợp.',
  player: (title: string) => `Trình phát: ${title}`,
  play: 'Nghe',
  pause: 'Tạm dừng',
  resume: 'Tiếp tục',
  stop: 'Dừng',
  loading: 'Đang tải audio...',
  intro: 'Nhạc mở đầu...',
  playing: 'Đang phát',
  paused: 'Đã tạm dừng',
  noAudio: 'Không có audio để phát!',
  /** Why 'Nghe' is disabled (beside the button, and its description). */
  noAudioReason: 'Câu chuyện này chưa có audio.',
  cannotPlay: 'Không thể phát audio!',
  cannotPlayBackground: 'Không thể phát nhạc nền',
} as const;
