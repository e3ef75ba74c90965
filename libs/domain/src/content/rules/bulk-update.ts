import { DomainError } from '../../shared/decider.js';
import { CONTENT_LIMITS, CONTENT_MESSAGES as M } from '../content.messages.js';
import { CONTENT_TYPE_LABELS, contentFieldLabel } from '../content-labels.js';
import type { ContentType } from '../content.types.js';
import type { ContentInput } from './content-fields.js';

/** The tabs of the management screen whose rows are content records. */
export type ContentTab = ContentType;

/** Spec 3 §5: caseTraining may bulk-set category and tag1-tag4, other tabs category and tag4; every tab isPublic, hasTitle and classes. */
export const BULK_FIELDS = ['category', 'tag1', 'tag2', 'tag3', 'tag4', 'isPublic', 'hasTitle', 'allowed_user_class'] as const;
export type BulkField = (typeof BULK_FIELDS)[number];
const EVERY_TAB: readonly BulkField[] = ['category', 'tag4', 'isPublic', 'hasTitle', 'allowed_user_class'];
const CASE_TRAINING: readonly BulkField[] = ['category', 'tag1', 'tag2', 'tag3', 'tag4', 'isPublic', 'hasTitle', 'allowed_user_class'];

export const bulkFieldsOf = (tab: ContentTab): readonly BulkField[] => (tab === 'caseTraining' ? CASE_TRAINING : EVERY_TAB);
export const isBulkField = (field: string): field is BulkField => (BULK_FIELDS as readonly string[]).includes(field);
export const BULK_MAX_IDS = 5000;

const required = (field: string) => new DomainError('BULK_VALUE_REQUIRED', M.bulkValueRequired(contentFieldLabel(field)));

/** The change one bulk update makes to each record of `tab` (spec 3 §5), or the spec's refusal. */
export function bulkUpdateInput(tab: ContentTab, field: string, value: unknown): ContentInput {
  if (!isBulkField(field) || !bulkFieldsOf(tab).includes(field)) throw new DomainError('BULK_FIELD_UNAVAILABLE', M.bulkFieldUnavailable(contentFieldLabel(field), CONTENT_TYPE_LABELS[tab] ?? tab));
  switch (field) {
    case 'category':
    case 'tag1':
    case 'tag2':
    case 'tag3': {
      if (typeof value !== 'string' || value.trim() === '') throw required(field);
      return { [field]: value.trim() };
    }
    case 'tag4': {
      // tag4 accepts several values: one program or a list.
      const list = typeof value === 'string' ? [value] : value;
      if (!Array.isArray(list) || list.length === 0 || list.some((item) => typeof item !== 'string' || item.trim() === '')) throw required(field);
      return { tag4: list as string[] };
    }
    case 'isPublic':
    case 'hasTitle':
      if (typeof value !== 'boolean') throw required(field);
      return { [field]: value };
    case 'allowed_user_class': {
      // Empty clears the classes ('Chưa gắn').
      const list = value === null ? [] : value;
      if (!Array.isArray(list) || list.some((id) => !Number.isInteger(id) || (id as number) < 1) || list.length > CONTENT_LIMITS.classes) throw required(field);
      return { allowed_user_class: list as number[] };
    }
  }
}
