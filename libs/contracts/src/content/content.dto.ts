import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  registerDecorator,
} from 'class-validator';
import {
  BULK_FIELDS,
  BULK_MAX_IDS,
  CONTENT_MESSAGES,
  CONTENT_STATUSES,
  CONTENT_TYPES,
  DIAGRAM_MODES,
  DIFFICULTY_LEVELS,
  HOME_CATEGORIES,
  HOME_PRIORITIES,
  IMPACTS,
  LEARNER_MARK_MESSAGES,
  QUIZ_MESSAGES,
  QUIZ_STATUS_FILTERS,
  READ_FILTERS,
  SENTIMENTS,
  STORY_TYPES,
  TIME_FILTERS,
  choiceList,
  contentFieldLabel,
  contentValueLabel,
  type ContentInput,
  type QuizStatusFilter,
  type ReadFilter,
  type TimeFilter,
} from '@k9/domain';

/** Table page sizes of spec 3 §9 (100-5000), and the learner lists' smaller pages. */
export const CONTENT_PAGE_SIZES = [20, 50, 100, 500, 1000, 2000, 5000] as const;
export const PROGRAM_COUNT_FILTERS = ['all', 'has', 'no', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10+'] as const;
export type ProgramCountFilter = (typeof PROGRAM_COUNT_FILTERS)[number];
export const DIAGRAM_FILTERS = ['none', 'html', 'kroki'] as const;

/** A field by the name the form gives it (the quiz's other names are the quiz). */
const labelOf = (field: string): string => contentFieldLabel((QUIZ_CONTENT_ALIASES as readonly string[]).includes(field) ? 'questionContent' : field);
const bad = (field: string) => `${labelOf(field)} không hợp lệ.`;
/** A value outside the field's choices: the choices by their Vietnamese names, never the stored codes. */
const badChoice = (field: string, values: readonly string[]) => `${labelOf(field)} không hợp lệ: chọn ${choiceList(values.map((value) => contentValueLabel(field, value)))}.`;

type Rule = 'text' | 'nullableText' | 'textList' | 'bool' | 'int' | 'idList' | 'info' | 'quiz' | readonly string[];

/** Each editable field and the shape it must have; lengths and counts are the domain's (spec messages). */
const FIELD_RULES: Record<string, Rule> = {
  cid: 'nullableText',
  title: 'text',
  category: 'nullableText',
  summary: 'text',
  description: 'text',
  detail: 'text',
  source: 'text',
  sentiment: SENTIMENTS,
  impact: IMPACTS,
  status: CONTENT_STATUSES,
  tag1: 'nullableText',
  tag2: 'nullableText',
  tag3: 'nullableText',
  tag4: 'textList',
  isPublic: 'bool',
  hasTitle: 'bool',
  isImprove: 'bool',
  improveTime: 'nullableText',
  modelImprove: 'nullableText',
  allowed_user_class: 'idList',
  emoji: 'nullableText',
  avatarUrl: 'nullableText',
  imgUrls: 'textList',
  videoUrl: 'nullableText',
  fileUrls: 'textList',
  audioUrl: 'nullableText',
  audioText: 'nullableText',
  backgroundAudio: 'nullableText',
  customVoiceText: 'nullableText',
  keywords: 'textList',
  diagramUrl: 'textList',
  diagramHtmlCode: 'textList',
  diagramNote: 'textList',
  diagramMode: DIAGRAM_MODES,
  timeCreateDiagram: 'nullableText',
  questionContent: 'quiz',
  info: 'info',
  priority: HOME_PRIORITIES,
  featured: 'bool',
  homeCategory: HOME_CATEGORIES,
  displayOrder: 'int',
  duration: 'nullableText',
  storyType: STORY_TYPES,
  pages: 'int',
  difficultyLevel: DIFFICULTY_LEVELS,
  estimatedTime: 'nullableText',
  learningObjectives: 'nullableText',
};

/** The spec's other names of questionContent. */
export const QUIZ_CONTENT_ALIASES = ['quizContent', 'quizzContent'] as const;
/** Fields a client may send back from a record it read; they are ignored (the server keeps them). */
export const READ_ONLY_CONTENT_FIELDS = ['createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'version', 'aiSummary', 'isSample', 'hasImage', 'diagram', 'hasQuiz', 'quizCount', 'hasAudioText', 'hasDetail'] as const;
/** Every key a create or update body may carry; anything else is refused (400 with its name). */
export const CONTENT_BODY_KEYS: readonly string[] = ['id', 'type', ...Object.keys(FIELD_RULES), ...QUIZ_CONTENT_ALIASES, ...READ_ONLY_CONTENT_FIELDS];
export const EDITABLE_CONTENT_FIELDS: readonly string[] = Object.keys(FIELD_RULES);

/** Stored text or null; a JSON object or its text for the quiz (the domain parses it with the quiz editor's messages). */
function IsQuizContent(message: string) {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isQuizContent',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message },
      validator: { validate: (value: unknown) => value === null || typeof value === 'string' || (typeof value === 'object' && !Array.isArray(value)) },
    });
}

function applyRule(target: object, field: string, rule: Rule, optional: boolean): void {
  const message = Array.isArray(rule) ? badChoice(field, rule as readonly string[]) : bad(field);
  const decorators: PropertyDecorator[] = [];
  if (optional) decorators.push(IsOptional());
  if (Array.isArray(rule)) {
    decorators.push(IsIn(rule as readonly string[], { message }));
    if (optional) decorators.push(ValidateIf((_, value) => value !== null));
  } else {
    switch (rule) {
      case 'text':
        decorators.push(IsString({ message }));
        break;
      case 'nullableText':
        decorators.push(ValidateIf((_, value) => value !== null), IsString({ message }));
        break;
      case 'textList':
        decorators.push(IsArray({ message }), ArrayMaxSize(1000, { message }), IsString({ each: true, message }));
        break;
      case 'idList':
        decorators.push(IsArray({ message }), ArrayMaxSize(1000, { message }), IsInt({ each: true, message }), Min(1, { each: true, message }), Max(2_147_483_647, { each: true, message }));
        break;
      case 'bool':
        decorators.push(IsBoolean({ message }));
        break;
      case 'int':
        decorators.push(ValidateIf((_, value) => value !== null), IsInt({ message }), Min(-2_147_483_648, { message }), Max(2_147_483_647, { message }));
        break;
      case 'info':
        decorators.push(IsObject({ message }));
        break;
      case 'quiz':
        decorators.push(IsQuizContent(message));
        break;
    }
  }
  for (const decorator of decorators) decorator(target, field);
}

const TYPE_INVALID = 'Loại bản ghi không hợp lệ: hãy tạo bản ghi từ một tab của K9 Management.';

/** The record fields a form, an import or an AI flow sends (spec 3 §3). */
export class ContentFieldsRequest implements Omit<ContentInput, 'questionContent'> {
  [field: string]: unknown;
}

/** POST /api/k9: a new record of `type` (id from the server's sequence). */
export class CreateContentRequest extends ContentFieldsRequest {
  @IsIn(CONTENT_TYPES, { message: TYPE_INVALID })
  @IsDefined({ message: TYPE_INVALID })
  declare type: string;
}

/** PUT /api/k9: id plus partial or full fields; If-Match: W/"version" (stale: 412). */
export class UpdateContentRequest extends ContentFieldsRequest {
  @Max(2_147_483_647, { message: CONTENT_MESSAGES.notFound })
  @Min(1, { message: CONTENT_MESSAGES.notFound })
  @IsInt({ message: 'Vui lòng gửi mã bản ghi (id).' })
  declare id: number;

  @IsIn(CONTENT_TYPES, { message: TYPE_INVALID })
  @IsOptional()
  declare type?: string;
}

for (const [field, rule] of Object.entries(FIELD_RULES)) {
  applyRule(CreateContentRequest.prototype, field, rule, field !== 'title');
  applyRule(UpdateContentRequest.prototype, field, rule, true);
}
for (const alias of QUIZ_CONTENT_ALIASES) {
  for (const dto of [CreateContentRequest, UpdateContentRequest]) applyRule(dto.prototype, alias, 'quiz', true);
}
// Sent back from a read, ignored: declared so that the whitelist keeps them quiet rather than the check refusing them.
for (const field of READ_ONLY_CONTENT_FIELDS) {
  for (const dto of [CreateContentRequest, UpdateContentRequest]) IsOptional()(dto.prototype, field);
}

const IDS_REQUIRED_UPDATE = CONTENT_MESSAGES.bulkUpdateSelection;
const IDS_REQUIRED_DELETE = CONTENT_MESSAGES.bulkDeleteSelection;
const idList = (message: string) => [
  IsArray({ message }),
  ArrayMinSize(1, { message }),
  ArrayMaxSize(BULK_MAX_IDS, { message: CONTENT_MESSAGES.bulkTooMany }),
  IsInt({ each: true, message }),
  Min(1, { each: true, message }),
  Max(2_147_483_647, { each: true, message }),
];

/** POST /api/k9/update-batch: ids, fieldToUpdate, value (spec 3 §5's fields per tab). */
export class BulkUpdateContentRequest {
  declare ids: number[];

  @IsIn(BULK_FIELDS, { message: `Trường cập nhật hàng loạt không hợp lệ: chọn ${choiceList(BULK_FIELDS.map((field) => contentFieldLabel(field)))}.` })
  @IsString({ message: 'Vui lòng chọn trường cần cập nhật.' })
  declare fieldToUpdate: string;

  /** Checked per field by the domain ('Vui lòng chọn {field}'). */
  @IsOptional()
  declare value: unknown;

  /** The tab the action was started from; unset: each record's own type decides. */
  @IsIn(CONTENT_TYPES, { message: CONTENT_MESSAGES.unknownTab })
  @IsOptional()
  declare tab?: string;
}
for (const decorator of idList(IDS_REQUIRED_UPDATE)) decorator(BulkUpdateContentRequest.prototype, 'ids');

/** POST /api/k9/delete-batch */
export class BulkDeleteContentRequest {
  declare ids: number[];
}
for (const decorator of idList(IDS_REQUIRED_DELETE)) decorator(BulkDeleteContentRequest.prototype, 'ids');

const QUERY = 'Tham số lọc không hợp lệ.';
const yesNo = () => Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value));
const asNumber = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value));
const asList = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').map((item) => item.trim()).filter(Boolean) : value));

/** GET /api/k9/type/{type}?... : the list's page, search and filters (spec 3 §5, §9; spec 2 §5.5). */
export class ContentListQuery {
  @Min(1, { message: QUERY })
  @IsInt({ message: 'Số trang không hợp lệ.' })
  @asNumber()
  @IsOptional()
  page?: number;

  @IsIn(CONTENT_PAGE_SIZES, { message: 'Số dòng mỗi trang phải là 20, 50, 100, 500, 1.000, 2.000 hoặc 5.000.' })
  @asNumber()
  @IsOptional()
  pageSize?: number;

  /** Case- and accent-insensitive over title, summary, description, detail and id. */
  @MaxLength(200, { message: 'Từ khóa tìm kiếm không được quá 200 ký tự.' })
  @IsString({ message: QUERY })
  @IsOptional()
  search?: string;

  @IsIn(CONTENT_STATUSES, { message: QUERY })
  @IsOptional()
  status?: string;

  @MaxLength(200, { message: QUERY })
  @IsString({ message: QUERY })
  @IsOptional()
  category?: string;

  @MaxLength(200, { message: QUERY })
  @IsString({ message: QUERY })
  @IsOptional()
  tag1?: string;

  @MaxLength(200, { message: QUERY })
  @IsString({ message: QUERY })
  @IsOptional()
  tag2?: string;

  @MaxLength(200, { message: QUERY })
  @IsString({ message: QUERY })
  @IsOptional()
  tag3?: string;

  /** Programs (comma separated): the item's tag4 holds every one of them (tag4Mode=exact: exactly these). */
  @ArrayMaxSize(50, { message: QUERY })
  @MaxLength(200, { each: true, message: QUERY })
  @IsString({ each: true, message: QUERY })
  @asList()
  @IsOptional()
  tag4?: string[];

  @IsIn(['contains', 'exact'], { message: QUERY })
  @IsOptional()
  tag4Mode?: 'contains' | 'exact';

  @IsIn(PROGRAM_COUNT_FILTERS, { message: 'Bộ lọc số chương trình không hợp lệ: chọn Tất cả, Có chương trình, Không có chương trình, từ 1 đến 9 hoặc 10+.' })
  @IsOptional()
  programCount?: ProgramCountFilter;

  @IsBoolean({ message: QUERY })
  @yesNo()
  @IsOptional()
  hasImage?: boolean;

  @IsIn(DIAGRAM_FILTERS, { message: QUERY })
  @IsOptional()
  diagram?: (typeof DIAGRAM_FILTERS)[number];

  @IsBoolean({ message: QUERY })
  @yesNo()
  @IsOptional()
  hasQuiz?: boolean;

  @IsBoolean({ message: QUERY })
  @yesNo()
  @IsOptional()
  isPublic?: boolean;

  @IsBoolean({ message: QUERY })
  @yesNo()
  @IsOptional()
  hasTitle?: boolean;

  @IsBoolean({ message: QUERY })
  @yesNo()
  @IsOptional()
  isSample?: boolean;

  /** Admins: records open to this class (0: records with no class, 'Chưa gắn'). */
  @Min(0, { message: QUERY })
  @IsInt({ message: QUERY })
  @asNumber()
  @IsOptional()
  classId?: number;

  @IsIn(IMPACTS, { message: QUERY })
  @IsOptional()
  impact?: string;

  @IsIn(SENTIMENTS, { message: QUERY })
  @IsOptional()
  sentiment?: string;

  /** Admins: `learner` lists what learners are shown (published, never impact 'skip'); default `manage`: every record. */
  @IsIn(['manage', 'learner'], { message: QUERY })
  @IsOptional()
  view?: 'manage' | 'learner';

  /** false: no facet counts (a quicker page). */
  @IsBoolean({ message: QUERY })
  @yesNo()
  @IsOptional()
  facets?: boolean;

  /** true: only what the caller bookmarked, in the list of the type (library, story, else the stream's); the learning context filters. */
  @IsBoolean({ message: LEARNER_MARK_MESSAGES.bookmarkedFilter })
  @yesNo()
  @IsOptional()
  bookmarked?: boolean;

  /** read / unread: by the caller's read marks (read_items_stream). */
  @IsIn(READ_FILTERS, { message: LEARNER_MARK_MESSAGES.readFilter })
  @IsOptional()
  read?: ReadFilter;

  /** Created today, yesterday or in the last 7 days (Vietnamese calendar days). */
  @IsIn(TIME_FILTERS, { message: LEARNER_MARK_MESSAGES.timeFilter })
  @IsOptional()
  time?: TimeFilter;

  /** completed: items with a quiz whose newest score is 60 or more; incomplete: items with a quiz not (yet) passed. */
  @IsIn(QUIZ_STATUS_FILTERS, { message: QUIZ_MESSAGES.statusFilter })
  @IsOptional()
  quizStatus?: QuizStatusFilter;
}

