import { HOME_CATEGORIES, HOME_PRIORITIES, IMPACTS, SENTIMENTS, type ContentType, type HomeCategory, type HomePriority, type Impact, type Sentiment } from '../../content/content.types.js';

/** Spec 3 §5: the categories a classification may give; anything else becomes 'Tài nguyên khác'. */
export const CLASSIFIED_CATEGORIES = ['Tư duy & Kỹ năng', 'Mô hình & Công cụ ứng dụng'] as const;
export const FALLBACK_CATEGORY = 'Tài nguyên khác';
export const DEFAULT_SENTIMENT: Sentiment = 'neutral';
export const DEFAULT_IMPACT: Impact = 'normal';

/** The fields a classification fills: always sentiment, category and impact; home records also priority, homeCategory and displayOrder. */
export type Classification = {
  sentiment: Sentiment;
  category: string;
  impact: Impact;
  priority?: HomePriority;
  homeCategory?: HomeCategory;
  displayOrder?: number;
};

type Classifiable = {
  type: ContentType;
  sentiment: Sentiment | null;
  category: string | null;
  impact: Impact | null;
  priority?: HomePriority | null;
  homeCategory?: HomeCategory | null;
  displayOrder?: number | null;
};

const missing = (value: unknown) => value === null || value === undefined || value === '';

/** Spec 3 §5: only records missing sentiment, category or impact (home: also priority, homeCategory, displayOrder) are classified. */
export function needsClassification(record: Classifiable): boolean {
  if ([record.sentiment, record.category, record.impact].some(missing)) return true;
  return record.type === 'home' && [record.priority, record.homeCategory, record.displayOrder].some(missing);
}

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T => {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return list.find((item) => item === text) ?? fallback;
};

/** The category as the allow-list keeps it (accents and case as the list writes them), else the fallback. */
export function allowedCategory(value: unknown): string {
  const text = typeof value === 'string' ? value.normalize('NFC').trim().toLowerCase() : '';
  return CLASSIFIED_CATEGORIES.find((category) => category.toLowerCase() === text) ?? FALLBACK_CATEGORY;
}

/** The first JSON object in a model's reply (bare, or inside a ```json fence or surrounding prose); null when there is none. */
export function jsonObjectIn(reply: string): Record<string, unknown> | null {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(reply)?.[1];
  for (const candidate of [fenced, reply]) {
    if (!candidate) continue;
    const start = candidate.indexOf('{');
    const end = candidate.lastIndexOf('}');
    if (start < 0 || end <= start) continue;
    try {
      const value: unknown = JSON.parse(candidate.slice(start, end + 1));
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // not JSON: the next candidate, else null
    }
  }
  return null;
}

/** A classification from the model's reply; null when the reply holds no usable object (the keyword fallback then applies). */
export function parseClassification(reply: string, type: ContentType): Classification | null {
  const value = jsonObjectIn(reply);
  if (!value || !('sentiment' in value || 'category' in value || 'impact' in value)) return null;
  const result: Classification = {
    sentiment: oneOf(SENTIMENTS, value.sentiment, DEFAULT_SENTIMENT),
    category: allowedCategory(value.category),
    impact: oneOf(IMPACTS, value.impact, DEFAULT_IMPACT),
  };
  if (type !== 'home') return result;
  const order = Number(value.displayOrder);
  return {
    ...result,
    priority: oneOf(HOME_PRIORITIES, value.priority, 'medium'),
    homeCategory: oneOf(HOME_CATEGORIES, value.homeCategory, 'latest'),
    displayOrder: Number.isInteger(order) && order >= 1 && order <= 100 ? order : 1,
  };
}

/** Lower case without Vietnamese marks, for keyword matching ('Tăng trưởng' → 'tang truong'). */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();

const POSITIVE = ['tang truong', 'loi nhuan tang', 'thanh cong', 'tich cuc', 'phuc hoi', 'ky luc', 'co hoi', 'hieu qua', 'but pha', 'lai lon'];
const NEGATIVE = ['suy giam', 'thua lo', 'khung hoang', 'tieu cuc', 'rui ro', 'pha san', 'sut giam', 'that bai', 'no xau', 'lo rong'];
const SKILLS = ['tu duy', 'ky nang', 'lanh dao', 'giao tiep', 'quan ly thoi gian', 'ra quyet dinh', 'thuyet trinh', 'dam phan'];
const TOOLS = ['mo hinh', 'cong cu', 'ung dung', 'khung phan tich', 'swot', 'canvas', 'phan mem', 'framework'];

const hits = (text: string, words: readonly string[]) => words.filter((word) => text.includes(word)).length;

/**
 * Spec 3 §4: when the reply cannot be parsed, sentiment and category come from keywords of the record's own text
 * (title, summary, detail): more positive than negative words is positive, the reverse negative, else neutral; skill
 * words give 'Tư duy & Kỹ năng', tool and model words 'Mô hình & Công cụ ứng dụng' (the larger count), else the
 * fallback category. Impact and the home fields take the spec's defaults.
 */
export function keywordClassification(text: string, type: ContentType): Classification {
  const body = folded(text);
  const [up, down] = [hits(body, POSITIVE), hits(body, NEGATIVE)];
  const [skills, tools] = [hits(body, SKILLS), hits(body, TOOLS)];
  const result: Classification = {
    sentiment: up > down ? 'positive' : down > up ? 'negative' : DEFAULT_SENTIMENT,
    category: skills === 0 && tools === 0 ? FALLBACK_CATEGORY : skills >= tools ? CLASSIFIED_CATEGORIES[0] : CLASSIFIED_CATEGORIES[1],
    impact: DEFAULT_IMPACT,
  };
  return type === 'home' ? { ...result, priority: 'medium', homeCategory: 'latest', displayOrder: 1 } : result;
}
