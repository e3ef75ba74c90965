import type { QuizStats, QuizTypeStats } from '@k9/contracts';

/** Texts of the personal statistics (spec 2 §2.2, §2.3; issue 14 §3). */
export const STATS_TEXT = {
  chipsLabel: 'Thống kê cá nhân',
  button: 'Thống kê',
  details: 'Xem thống kê chi tiết',
  title: 'Thống kê cá nhân',
  close: 'Đóng',
  byType: 'Theo loại nội dung',
  recent: 'Bài làm gần đây',
  noRecent: 'Chưa có bài quiz nào được nộp.',
  type: 'Loại nội dung',
  done: 'Đã làm',
  passed: 'Đạt',
  average: 'Điểm TB',
  loadFailed: 'Không tải được thống kê. Vui lòng thử lại.',
  scope: (program: string) => `Chương trình: ${program}`,
} as const;

/** The content types' names as the learner's tabs call them. */
const TYPE_NAMES: Record<string, string> = {
  caseTraining: 'Case Study',
  news: 'Lý thuyết',
  longForm: 'Kho tài nguyên',
  home: 'Về K9',
  userCase: 'Case của tôi',
  learning_block: 'Khối học tập',
};
export const typeName = (type: string): string => TYPE_NAMES[type] ?? type;

const average = (score: number | null): string => (score === null ? '–' : String(score));

/** The header chips (desktop) and the modal's first line: 'Quiz: 12/40', 'Đạt: 9', 'Điểm TB: 78'. */
export function statsChips(stats: Pick<QuizStats, 'done' | 'total' | 'passed' | 'averageScore'>): string[] {
  return [`Quiz: ${stats.done}/${stats.total}`, `${STATS_TEXT.passed}: ${stats.passed}`, `${STATS_TEXT.average}: ${average(stats.averageScore)}`];
}

/** One content type's row of the modal: name, done of total, passed, average. */
export function typeRow(row: QuizTypeStats): { name: string; done: string; passed: string; average: string } {
  return { name: typeName(row.type), done: `${row.done}/${row.total}`, passed: String(row.passed), average: average(row.averageScore) };
}

/** A recent attempt's score as the badges write it. */
export const scoreText = (score: number): string => `${score}/100`;
