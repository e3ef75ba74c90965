import { assertNever, DomainError } from '../../../shared/decider.js';
import type { PromptTemplateEvent } from '../prompt-template.events.js';
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
/**
 * `templateMax` and `personalMax` (issue 23): one trial account stored 300 templates of 20,000 characters; a user's own
 * list is now at most 50 templates of at most 8,000 characters, so one template's event stays far below the event cap.
 */
export const PROMPT_TEMPLATE_LIMITS = { labelMax: 200, templateMax: 8_000, advisorMax: 200, previewChars: 80, personalMax: 50 } as const;

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

/** The templates of a user's own list (ownerId set) fit in PROMPT_TEMPLATE_LIMITS.personalMax; the shared list is the admins'. */
export function assertPersonalTemplateCount(ownerId: string | null, count: number): void {
  if (ownerId !== null && count > PROMPT_TEMPLATE_LIMITS.personalMax) throw new DomainError('TEMPLATE_LIMIT_REACHED', M.tooManyPersonal);
}

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

const keyOf = (entry: unknown): unknown => (isRecord(entry) ? entry.key : undefined);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A list after one template's change: an added template goes last, a changed one keeps its place. Both the deciders
 * and the settings read model fold a TEMPLATE_AI_SETTING stream with this (its older whole-list events replace the list).
 */
export function applyPromptTemplateChange(list: readonly unknown[], event: PromptTemplateEvent): unknown[] {
  const { key } = event.data;
  switch (event.type) {
    case 'PromptTemplateAdded':
    case 'PromptTemplateChanged': {
      const template = { ...event.data.template };
      return list.some((entry) => keyOf(entry) === key) ? list.map((entry) => (keyOf(entry) === key ? template : entry)) : [...list, template];
    }
    case 'PromptTemplateRemoved':
      return list.filter((entry) => keyOf(entry) !== key);
    default:
      return assertNever(event);
  }
}

/**
 * A whole list saved at once (POST/PUT /api/setting) as the changes that turn `before` into `after`, one event per
 * template: removed, changed, then added ones. Templates kept keep their places; new ones go last.
 */
export function promptTemplateListChanges(before: readonly unknown[], after: readonly PromptTemplate[], list: { settingId: string; ownerId: string | null }): PromptTemplateEvent[] {
  const ref = (key: string) => ({ settingId: list.settingId, ownerId: list.ownerId, key });
  const sent = new Map(after.map((entry) => [entry.key, entry]));
  const kept = new Map(before.flatMap((entry) => (typeof keyOf(entry) === 'string' ? [[keyOf(entry) as string, entry] as const] : [])));
  return [
    ...[...kept.keys()].filter((key) => !sent.has(key)).map((key): PromptTemplateEvent => ({ type: 'PromptTemplateRemoved', data: ref(key) })),
    ...after.filter((entry) => kept.has(entry.key) && !same(kept.get(entry.key), entry)).map((entry): PromptTemplateEvent => ({ type: 'PromptTemplateChanged', data: { ...ref(entry.key), template: entry } })),
    ...after.filter((entry) => !kept.has(entry.key)).map((entry): PromptTemplateEvent => ({ type: 'PromptTemplateAdded', data: { ...ref(entry.key), template: entry } })),
  ];
}

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
