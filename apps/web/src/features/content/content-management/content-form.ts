import type { ContentRecord } from '@k9/contracts';
import { CONTENT_MESSAGES } from '@k9/domain/content/content.messages';
import type { ContentFields, ContentType, QuizContent } from '@k9/domain/content/content.types';
import { TYPE_ONLY_FIELDS } from '@k9/domain/content/content.types';
import { contentDefaults } from '@k9/domain/content/rules/content-fields';
import { parseQuizContent } from '@k9/domain/content/rules/quiz-content';

/** What the record form holds: the record's fields, the quiz as JSON text and info's two labels as fields of their own. */
export type ContentFormValues = Omit<ContentFields, 'questionContent' | 'info' | 'aiSummary' | 'isSample'> & {
  questionContentText: string;
  filedLabel_1: string;
  filedLabel_2: string;
};

const READ_ONLY = ['aiSummary', 'isSample'] as const;

/** The form's values of a new record of `type` (spec 3 §4-5: draft, medium priority, latest, displayOrder 1, Podcast...) or of a stored one. */
export function formValuesOf(type: ContentType, record?: ContentRecord): ContentFormValues {
  const fields: ContentFields = record ?? contentDefaults(type, { kind: 'form' });
  const { questionContent, info, ...rest } = fields;
  const values = { ...rest } as Record<string, unknown>;
  for (const key of READ_ONLY) delete values[key];
  for (const key of ['id', 'type', 'quizContent', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'version']) delete values[key];
  return {
    ...(values as Omit<ContentFormValues, 'questionContentText' | 'filedLabel_1' | 'filedLabel_2'>),
    questionContentText: questionContent ? JSON.stringify(questionContent, null, 2) : '',
    filedLabel_1: info?.filedLabel_1 ?? '',
    filedLabel_2: info?.filedLabel_2 ?? '',
  };
}

const OTHER_TYPES_ONLY = (type: ContentType) => Object.entries(TYPE_ONLY_FIELDS).flatMap(([owner, fields]) => (owner === type ? [] : fields));

/**
 * The body POST or PUT /api/k9 takes: the quiz text as it is (the server parses it with the quiz editor's messages), info
 * rebuilt, type-only fields of other types left out, an empty optional text sent as null.
 */
export function contentBodyOf(type: ContentType, values: ContentFormValues): Record<string, unknown> {
  const { questionContentText, filedLabel_1, filedLabel_2, ...fields } = values;
  const body: Record<string, unknown> = { ...fields };
  for (const field of ['cid', 'category', 'tag1', 'tag2', 'tag3', 'emoji', 'audioText', 'customVoiceText', 'duration', 'estimatedTime', 'learningObjectives'] as const) {
    if (typeof body[field] === 'string' && (body[field] as string).trim() === '') body[field] = null;
  }
  body.questionContent = questionContentText.trim() ? questionContentText : null;
  const info: Record<string, string> = {};
  if (filedLabel_1.trim()) info.filedLabel_1 = filedLabel_1.trim();
  if (filedLabel_2.trim()) info.filedLabel_2 = filedLabel_2.trim();
  body.info = info;
  // A cleared select leaves undefined; the server clears with null.
  for (const [field, value] of Object.entries(body)) if (value === undefined) body[field] = null;
  for (const field of OTHER_TYPES_ONLY(type)) delete body[field];
  return body;
}

/**
 * The quiz the form's JSON text holds (none when empty), checked by the quiz editor's rules; or why it cannot be opened in
 * the editor (the text is not JSON, or not a quiz the editor's rules accept).
 */
export function quizOfFormText(text: string): { quiz: QuizContent | null } | { error: string } {
  try {
    return { quiz: parseQuizContent(text) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : CONTENT_MESSAGES.quizInvalidJson };
  }
}
