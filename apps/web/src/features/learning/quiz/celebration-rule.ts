import type { QuizStats } from '@k9/contracts';

/** Spec 2 §9.5: the dialog shows for 2 s, the confetti about 3 s. */
export const CELEBRATION_DIALOG_MS = 2000;
export const CONFETTI_MS = 3000;

export const CELEBRATION_TEXT = {
  title: 'Chúc mừng!',
  body: (total: number, program: string) => `Bạn đã hoàn thành cả ${total} quiz của ${program} với điểm từ 60 trở lên.`,
  close: 'Đóng',
} as const;

/** Local storage key of the achievements already celebrated in this browser. */
export const CELEBRATED_KEY = 'quizCelebrations';
const KEPT = 200;

/**
 * One achievement: a program with its number of quizzes. A quiz added to the program later makes the same program a new
 * achievement once every quiz is passed again.
 */
export const achievementKey = (program: string, total: number): string => `${program}|${total}`;

/**
 * Spec 2 §4.7, once per achievement: a program is chosen, the server says every one of its quizzes (at least one) has a
 * score of 60 or more, and this browser has not celebrated it yet. Returns the achievement to celebrate, or null.
 */
export function achievementToCelebrate(program: string | null, stats: Pick<QuizStats, 'programCompleted' | 'total'> | undefined, celebrated: ReadonlySet<string>): string | null {
  if (!program || !stats?.programCompleted || stats.total < 1) return null;
  const key = achievementKey(program, stats.total);
  return celebrated.has(key) ? null : key;
}

/** The achievements celebrated in this browser (unreadable storage: none). */
export function loadCelebrated(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Set<string> {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(CELEBRATED_KEY) ?? '[]');
    return new Set(Array.isArray(saved) ? saved.filter((key): key is string => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Remembers an achievement (the newest {@link KEPT} are kept). */
export function rememberCelebrated(key: string, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): void {
  const keys = [...loadCelebrated(storage)].filter((each) => each !== key);
  try {
    storage?.setItem(CELEBRATED_KEY, JSON.stringify([...keys, key].slice(-KEPT)));
  } catch {
    // Storage full or disabled: at worst the same achievement is celebrated again.
  }
}
