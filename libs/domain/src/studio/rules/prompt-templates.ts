import { DomainError } from '../../shared/decider.js';
import { PROMPT_TEMPLATE_MESSAGES as M } from '../prompt-template.messages.js';

/**
 * One entry of TEMPLATE_AI_SETTING (spec 1 §3, spec 2 §3): `userEmail` set = personal (its owner's alone), absent =
 * shared. `&&&` in `template` marks where the user's text goes.
 */
export type PromptTemplate = { key: string; label: string; template: string; defaultAdvisor?: string; userEmail?: string };
export type PromptTemplateInput = { label: string; template: string; defaultAdvisor?: string };
export type PromptTemplateType = 'personal' | 'shared';
export type VisiblePromptTemplate = PromptTemplate & { type: PromptTemplateType };

export const PROMPT_TEMPLATE_MARKER = '&&&';
export const PROMPT_TEMPLATE_LIMITS = { labelMax: 200, templateMax: 20_000, advisorMax: 200, previewChars: 80 } as const;

/** Spec 2 §3: the advisor list when ADVISOR_SETTING holds none. */
export const DEFAULT_ADVISOR = { key: 'Chọn Advisor', name: 'Analyst' } as const;
export type AdvisorOption = { key: string; name: string };

/** Spec 1 §9 'Giải thích khái niệm' and spec 2 §3's five built-in templates, each with the &&& marker. */
export const DEFAULT_PROMPT_TEMPLATES: readonly PromptTemplate[] = [
  {
    key: 'giai-thich-khai-niem',
    label: 'Giải thích khái niệm',
    template: 'Hãy giải thích khái niệm &&& một cách dễ hiểu: định nghĩa, ví dụ thực tế, và phân biệt rõ với các khái niệm dễ nhầm lẫn với nó.',
    defaultAdvisor: DEFAULT_ADVISOR.key,
  },
  {
    key: 'tom-tat-tin-tuc-co-phieu',
    label: 'Tóm tắt tin tức cổ phiếu',
    template: 'Tóm tắt các tin tức mới nhất về cổ phiếu &&&: sự kiện chính, tác động có thể có đến giá cổ phiếu và những điểm nhà đầu tư cần lưu ý.',
    defaultAdvisor: DEFAULT_ADVISOR.key,
  },
  {
    key: 'phan-tich-nganh',
    label: 'Phân tích ngành',
    template: 'Phân tích ngành &&&: quy mô thị trường, tốc độ tăng trưởng, các động lực và rủi ro chính, cùng các doanh nghiệp dẫn đầu.',
    defaultAdvisor: DEFAULT_ADVISOR.key,
  },
  {
    key: 'so-sanh-chi-so-tai-chinh',
    label: 'So sánh chỉ số tài chính',
    template: 'So sánh các chỉ số tài chính chính (ROE, ROA, biên lợi nhuận, P/E, P/B, nợ trên vốn chủ sở hữu) của &&& và nhận xét điểm mạnh, điểm yếu của từng doanh nghiệp.',
    defaultAdvisor: DEFAULT_ADVISOR.key,
  },
  {
    key: 'phan-tich-dinh-gia',
    label: 'Phân tích định giá',
    template: 'Phân tích định giá cổ phiếu &&& bằng các phương pháp P/E, P/B và chiết khấu dòng tiền (DCF), rồi so sánh với giá thị trường hiện tại.',
    defaultAdvisor: DEFAULT_ADVISOR.key,
  },
  {
    key: 'danh-gia-rui-ro',
    label: 'Đánh giá rủi ro',
    template: 'Đánh giá các rủi ro chính của &&&: rủi ro kinh doanh, tài chính, pháp lý và thị trường, kèm mức độ ảnh hưởng và cách theo dõi.',
    defaultAdvisor: DEFAULT_ADVISOR.key,
  },
];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Spec 1 §5: label and template both required; the advisor is optional. */
export function validPromptTemplateInput(raw: Record<string, unknown>): PromptTemplateInput {
  const label = text(raw.label);
  const template = typeof raw.template === 'string' ? raw.template : '';
  if (!label || !template.trim()) throw new DomainError('TEMPLATE_FIELDS_REQUIRED', M.required);
  if (label.length > PROMPT_TEMPLATE_LIMITS.labelMax) throw new DomainError('TEMPLATE_LABEL_TOO_LONG', M.labelTooLong);
  if (template.length > PROMPT_TEMPLATE_LIMITS.templateMax) throw new DomainError('TEMPLATE_TOO_LONG', M.templateTooLong);
  const advisor = raw.defaultAdvisor;
  if (advisor !== undefined && advisor !== null && (typeof advisor !== 'string' || advisor.length > PROMPT_TEMPLATE_LIMITS.advisorMax)) {
    throw new DomainError('TEMPLATE_ADVISOR_INVALID', M.advisorInvalid);
  }
  const defaultAdvisor = text(advisor);
  return { label, template, ...(defaultAdvisor ? { defaultAdvisor } : {}) };
}

const KEY_MAX = 100;

/**
 * A whole list saved through the generic settings route (POST/PUT /api/setting, TEMPLATE_AI_SETTING): every entry a
 * template with its own key, checked as one template is; an owner mark (`userEmail`) is kept. Refused whole, with the
 * message of its first bad entry, so that nothing half-valid is stored.
 */
export function validPromptTemplateList(setting: unknown): PromptTemplate[] {
  if (!Array.isArray(setting)) throw new DomainError('TEMPLATE_LIST_INVALID', M.listInvalid);
  const keys = new Set<string>();
  return setting.map((entry) => {
    if (!isRecord(entry) || typeof entry.key !== 'string' || !entry.key.trim() || entry.key.length > KEY_MAX) throw new DomainError('TEMPLATE_LIST_INVALID', M.listInvalid);
    if (keys.has(entry.key)) throw new DomainError('TEMPLATE_EXISTS', M.exists);
    keys.add(entry.key);
    const owner = typeof entry.userEmail === 'string' && entry.userEmail.trim() ? { userEmail: entry.userEmail.trim() } : {};
    return { key: entry.key, ...validPromptTemplateInput(entry), ...owner };
  });
}

/**
 * The entries of a stored list that are templates (the generic settings route stores any JSON list): a key, a label
 * and a template text; other entries are kept in the stream but never shown as templates.
 */
export const promptTemplatesOf = (setting: unknown): PromptTemplate[] =>
  (Array.isArray(setting) ? setting : []).flatMap((entry) => {
    if (!isRecord(entry) || typeof entry.key !== 'string' || typeof entry.label !== 'string' || typeof entry.template !== 'string') return [];
    const { key, label, template, defaultAdvisor, userEmail } = entry;
    return [{ key, label, template, ...(typeof defaultAdvisor === 'string' && defaultAdvisor ? { defaultAdvisor } : {}), ...(typeof userEmail === 'string' && userEmail ? { userEmail } : {}) }];
  });

/** The shared list as stored; never saved yet: the built-in templates (a fresh install offers them at once). */
export const sharedPromptTemplateEntries = (setting: unknown): unknown[] =>
  setting === null || setting === undefined ? DEFAULT_PROMPT_TEMPLATES.map((entry) => ({ ...entry })) : Array.isArray(setting) ? setting : [];

const sameOwner = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What a user sees (spec 1 §6, spec 2 §6): the shared entries not marked for somebody else, then their own. Admins, who
 * edit the shared list, see all its entries.
 */
export function visiblePromptTemplates(shared: unknown, own: unknown, owner: string, seesAllShared: boolean): VisiblePromptTemplate[] {
  const sharedEntries = promptTemplatesOf(sharedPromptTemplateEntries(shared))
    .filter((entry) => seesAllShared || !entry.userEmail || sameOwner(entry.userEmail, owner))
    .map((entry) => ({ ...entry, type: 'shared' as const }));
  const ownEntries = promptTemplatesOf(own).map((entry) => ({ ...entry, userEmail: owner, type: 'personal' as const }));
  return [...sharedEntries, ...ownEntries];
}

/** The default-advisor choices: ADVISOR_SETTING's entries (key and name only), else spec 2's 'Chọn Advisor' / 'Analyst'. */
export function advisorOptionsOf(setting: unknown): AdvisorOption[] {
  const options = (Array.isArray(setting) ? setting : []).flatMap((entry) =>
    isRecord(entry) && typeof entry.key === 'string' && entry.key ? [{ key: entry.key, name: typeof entry.name === 'string' && entry.name ? entry.name : entry.key }] : [],
  );
  return options.length ? options : [{ ...DEFAULT_ADVISOR }];
}

/** The table's content preview (spec 1 §2.8: the first 80 characters). */
export const promptTemplatePreview = (template: string): string =>
  template.length > PROMPT_TEMPLATE_LIMITS.previewChars ? `${template.slice(0, PROMPT_TEMPLATE_LIMITS.previewChars)}…` : template;

/** The template with the user's text where the marker is (spec 1 §5), or appended when there is no marker. */
export const fillPromptTemplate = (template: string, userText: string): string =>
  template.includes(PROMPT_TEMPLATE_MARKER) ? template.split(PROMPT_TEMPLATE_MARKER).join(userText) : `${template}\n${userText}`;
