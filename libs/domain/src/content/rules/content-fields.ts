import { DomainError } from '../../shared/decider.js';
import { utf8Bytes } from '../../shared/event-store.port.js';
import { CONTENT_LIMITS as L, CONTENT_MESSAGES as M } from '../content.messages.js';
import { isTypeOnlyField, TYPE_ONLY_FIELDS, type ContentFields, type ContentOrigin, type ContentType } from '../content.types.js';
import { parseQuizContent } from './quiz-content.js';

/** What a command may set: any field (questionContent as the form sends it: JSON text or an object). */
export type ContentInput = Partial<Omit<ContentFields, 'questionContent'>> & { questionContent?: unknown };

const invalid = (code: string, message: string) => new DomainError(code, message);

/** Defaults of spec 3 §4-5: isPublic on (DESIGN §13), drafts from the form, published from imports and the sample library. */
export function contentDefaults(type: ContentType, origin: ContentOrigin): ContentFields {
  const fromForm = origin.kind === 'form';
  return {
    cid: null,
    title: '',
    category: null,
    summary: '',
    description: '',
    detail: '',
    source: '',
    sentiment: null,
    impact: fromForm ? null : 'normal',
    status: fromForm ? 'draft' : 'published',
    tag1: null,
    tag2: null,
    tag3: null,
    tag4: [],
    isPublic: true,
    hasTitle: false,
    isImprove: false,
    improveTime: null,
    modelImprove: null,
    allowed_user_class: [],
    emoji: null,
    avatarUrl: null,
    imgUrls: [],
    videoUrl: null,
    fileUrls: [],
    audioUrl: null,
    audioText: null,
    backgroundAudio: null,
    customVoiceText: null,
    aiSummary: null,
    keywords: [],
    diagramUrl: [],
    diagramHtmlCode: [],
    diagramNote: [],
    diagramMode: null,
    timeCreateDiagram: null,
    questionContent: null,
    info: {},
    priority: type === 'home' ? 'medium' : null,
    featured: type === 'home' ? false : null,
    homeCategory: type === 'home' ? 'latest' : null,
    displayOrder: type === 'home' ? 1 : null,
    duration: null,
    storyType: type === 'story' ? 'Podcast' : null,
    pages: null,
    difficultyLevel: null,
    estimatedTime: null,
    learningObjectives: null,
    isSample: origin.kind === 'sample',
  };
}

const nfc = (value: string) => value.normalize('NFC');
const optionalText = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const trimmed = nfc(value).trim();
  return trimmed === '' ? null : trimmed;
};
const uniqueTexts = (values: readonly string[]): string[] => [...new Set(values.map((value) => nfc(value).trim()).filter(Boolean))];
const uniqueIds = (values: readonly number[]): number[] => [...new Set(values)].sort((a, b) => a - b);

/**
 * `base` with `input` applied, normalised (NFC, trimmed tags, unique lists, parsed quiz), type-only fields of other
 * types dropped, then checked against the record form's limits (spec 3 §5, §9).
 */
export function applyContentInput(type: ContentType, base: ContentFields, input: ContentInput): ContentFields {
  const next: ContentFields = { ...base };
  for (const [key, value] of Object.entries(input) as Array<[keyof ContentInput, unknown]>) {
    if (value === undefined || key === 'questionContent') continue;
    if (isTypeOnlyField(key) && !TYPE_ONLY_FIELDS[type].includes(key)) continue;
    (next as Record<string, unknown>)[key] = value;
  }
  if ('questionContent' in input && input.questionContent !== undefined) next.questionContent = parseQuizContent(input.questionContent);
  next.title = nfc(next.title ?? '').trim();
  next.summary = nfc(next.summary ?? '');
  next.description = nfc(next.description ?? '');
  next.detail = nfc(next.detail ?? '');
  next.source = nfc(next.source ?? '');
  next.cid = optionalText(next.cid);
  next.category = optionalText(next.category);
  next.tag1 = optionalText(next.tag1);
  next.tag2 = optionalText(next.tag2);
  next.tag3 = optionalText(next.tag3);
  next.tag4 = uniqueTexts(next.tag4 ?? []);
  next.keywords = uniqueTexts(next.keywords ?? []);
  next.allowed_user_class = uniqueIds(next.allowed_user_class ?? []);
  next.imgUrls = uniqueTexts(next.imgUrls ?? []);
  next.fileUrls = uniqueTexts(next.fileUrls ?? []);
  next.diagramUrl = [...(next.diagramUrl ?? [])];
  next.diagramHtmlCode = [...(next.diagramHtmlCode ?? [])];
  next.diagramNote = [...(next.diagramNote ?? [])];
  for (const key of ['avatarUrl', 'videoUrl', 'audioUrl', 'backgroundAudio', 'emoji', 'modelImprove', 'improveTime', 'timeCreateDiagram', 'duration', 'estimatedTime'] as const) {
    next[key] = optionalText(next[key]);
  }
  for (const key of ['audioText', 'customVoiceText', 'learningObjectives', 'aiSummary'] as const) {
    const value = next[key];
    next[key] = value === null || value === undefined || value === '' ? null : nfc(value);
  }
  next.info = { ...(next.info ?? {}) };
  assertContentLimits(next);
  return next;
}

const IMAGE = /\.(jpe?g|png|gif)$/i;
const pathOf = (url: string) => url.split(/[?#]/)[0];
/** An address the platform serves (`/files/...`) or an absolute http(s) one; nothing else (no javascript:, no data:). */
const isAddress = (url: string) => url.length <= L.url && (/^https?:\/\/\S+$/i.test(url) || /^\/(?!\/)\S*$/.test(url));

/** The record form's limits, on the server too (spec 3 §5 "Record form limits", §9). */
export function assertContentLimits(fields: ContentFields): void {
  if (!fields.title) throw invalid('TITLE_REQUIRED', M.titleRequired);
  if (fields.title.length > L.title) throw invalid('TITLE_TOO_LONG', M.titleTooLong);
  if (fields.summary.length > L.summary) throw invalid('SUMMARY_TOO_LONG', M.summaryTooLong);
  if (fields.description.length > L.description) throw invalid('DESCRIPTION_TOO_LONG', M.descriptionTooLong);
  if (fields.detail.length > L.detail) throw invalid('DETAIL_TOO_LONG', M.detailTooLong);
  if ((fields.audioText?.length ?? 0) > L.audioText) throw invalid('AUDIO_TEXT_TOO_LONG', M.audioTextTooLong);
  if ((fields.customVoiceText?.length ?? 0) > L.customVoiceText) throw invalid('AUDIO_TEXT_TOO_LONG', M.textTooLong('Nội dung giọng đọc', L.customVoiceText));
  if (fields.imgUrls.length > L.images) throw invalid('TOO_MANY_IMAGES', M.tooManyImages);
  if (fields.imgUrls.some((url) => !IMAGE.test(pathOf(url)))) throw invalid('IMAGE_TYPE', M.imageType);
  if (fields.fileUrls.length > L.files) throw invalid('TOO_MANY_FILES', M.tooManyFiles);
  const addresses = [...fields.imgUrls, ...fields.fileUrls, ...fields.diagramUrl, fields.avatarUrl, fields.videoUrl, fields.audioUrl, fields.backgroundAudio].filter(
    (url): url is string => url !== null,
  );
  if (addresses.some((url) => !isAddress(url))) throw invalid('URL_INVALID', M.urlInvalid);
  if (fields.tag4.length > L.tags) throw invalid('TOO_MANY_TAGS', M.tooManyTags);
  if ([fields.tag1, fields.tag2, fields.tag3, fields.category, ...fields.tag4].some((tag) => tag !== null && tag.length > L.shortText)) {
    throw invalid('TEXT_TOO_LONG', M.textTooLong('Tên category, level, series, chương trình', L.shortText));
  }
  if (fields.keywords.length > L.keywords || fields.keywords.some((keyword) => keyword.length > L.shortText)) throw invalid('TOO_MANY_KEYWORDS', M.tooManyKeywords);
  if (fields.allowed_user_class.length > L.classes) throw invalid('TOO_MANY_CLASSES', M.tooManyClasses);
  if (fields.diagramUrl.length > L.diagrams || fields.diagramHtmlCode.length > L.diagrams || fields.diagramNote.length > L.diagrams) throw invalid('TOO_MANY_DIAGRAMS', M.tooManyDiagrams);
  if (fields.diagramHtmlCode.some((html) => html.length > L.diagramHtml)) throw invalid('DIAGRAM_CODE_TOO_LONG', M.diagramCodeTooLong);
  if (fields.diagramNote.some((note) => note.length > L.note)) throw invalid('NOTE_TOO_LONG', M.noteTooLong);
  const shortTexts: Array<[string, string | null]> = [
    ['Mã nội dung', fields.cid],
    ['Nguồn', fields.source],
    ['Emoji', fields.emoji],
    ['Mô hình cải thiện', fields.modelImprove],
    ['Thời lượng', fields.duration],
    ['Thời gian ước tính', fields.estimatedTime],
    ['Nhãn phụ 1', fields.info.filedLabel_1 ?? null],
    ['Nhãn phụ 2', fields.info.filedLabel_2 ?? null],
  ];
  for (const [label, value] of shortTexts) if (value !== null && value.length > L.shortText) throw invalid('TEXT_TOO_LONG', M.textTooLong(label, L.shortText));
  if ((fields.learningObjectives?.length ?? 0) > L.description) throw invalid('TEXT_TOO_LONG', M.textTooLong('Mục tiêu học tập', L.description));
  if ((fields.aiSummary?.length ?? 0) > L.detail) throw invalid('TEXT_TOO_LONG', M.textTooLong('AI Summary', L.detail));
  if (fields.displayOrder !== null && (!Number.isInteger(fields.displayOrder) || fields.displayOrder < L.displayOrder.min || fields.displayOrder > L.displayOrder.max)) {
    throw invalid('DISPLAY_ORDER_RANGE', M.displayOrderRange);
  }
  if (fields.pages !== null && (!Number.isInteger(fields.pages) || fields.pages < 0 || fields.pages > L.pages)) throw invalid('PAGES_RANGE', M.pagesInvalid);
  // Last, once each field is within its own limit: the record as a whole must fit the event that carries it.
  if (utf8Bytes(JSON.stringify(fields)) > L.recordBytes) throw invalid('RECORD_TOO_LARGE', M.recordTooLarge);
}
