import type { BulkOutcome, BulkResponse } from '@k9/contracts';
import { CONTENT_MESSAGES } from '@k9/domain/content/content.messages';
import { bulkFieldsOf, bulkUpdateInput, type BulkField } from '@k9/domain/content/rules/bulk-update';
import type { ContentType } from '@k9/domain/content/content.types';
import { CM_TEXT } from './content-management.messages';

/** K9 Management edits the library (category and tags); Page Management publishes and opens it (spec 3 §5, issue 11 §4). */
export type ManagementVariant = 'k9' | 'page';

const LIBRARY_FIELDS: readonly BulkField[] = ['category', 'tag1', 'tag2', 'tag3', 'tag4'];
const ACCESS_FIELDS: readonly BulkField[] = ['isPublic', 'hasTitle', 'allowed_user_class'];

/** The fields the bulk update of this screen offers on `tab`: the domain's per-tab rule, split between the two screens. */
export function bulkFieldsFor(variant: ManagementVariant, tab: ContentType): BulkField[] {
  const own = variant === 'k9' ? LIBRARY_FIELDS : ACCESS_FIELDS;
  return bulkFieldsOf(tab).filter((field) => own.includes(field));
}

/**
 * Why a bulk update cannot be sent, in the spec's words (the domain's rule, the one the server applies): no selection,
 * a field the tab does not allow, a missing value. null: it may go.
 */
export function bulkUpdateRefusal(selected: number, tab: ContentType, field: string | undefined, value: unknown): string | null {
  if (selected === 0) return CONTENT_MESSAGES.bulkUpdateSelection;
  if (!field) return CONTENT_MESSAGES.bulkValueRequired('trường cần cập nhật');
  try {
    bulkUpdateInput(tab, field, value);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : CM_TEXT.bulkUpdateFailed;
  }
}

export const bulkDeleteRefusal = (selected: number): string | null => (selected === 0 ? CONTENT_MESSAGES.bulkDeleteSelection : null);

const ORDER: ReadonlyArray<BulkOutcome['outcome']> = ['updated', 'deleted', 'unchanged', 'already_deleted', 'not_found', 'refused', 'failed'];
const FAILED: ReadonlySet<BulkOutcome['outcome']> = new Set(['not_found', 'refused', 'failed']);

export const isFailedOutcome = (outcome: BulkOutcome): boolean => FAILED.has(outcome.outcome);

/** 'Đã cập nhật 3, Không tìm thấy 1': every outcome that happened, with its count. */
export function outcomeSummary(response: Pick<BulkResponse, 'results'>): string {
  const counts = new Map<BulkOutcome['outcome'], number>();
  for (const result of response.results) counts.set(result.outcome, (counts.get(result.outcome) ?? 0) + 1);
  return CM_TEXT.outcomeSummary(ORDER.filter((outcome) => counts.has(outcome)).map((outcome) => `${CM_TEXT.outcome[outcome]} ${counts.get(outcome)}`));
}

/**
 * How many records the action's headline counts as done: an update counts those that now hold the value (updated, or
 * holding it already), a delete those that are gone (deleted now or before). A record deleted before an update was
 * not updated: it shows in the summary, not in "Đã cập nhật N bản ghi".
 */
export function doneCount(response: Pick<BulkResponse, 'results'>, action: 'update' | 'delete'): number {
  const done: ReadonlySet<BulkOutcome['outcome']> = new Set(action === 'update' ? ['updated', 'unchanged'] : ['deleted', 'already_deleted']);
  return response.results.filter((result) => done.has(result.outcome)).length;
}

/**
 * What a bulk action that went through says: 'Đã cập nhật 2 bản ghi', and the outcome per kind only when it tells
 * more than the headline ('Đã cập nhật 2 bản ghi (Đã cập nhật 1, Không thay đổi 1)').
 */
export function doneText(response: Pick<BulkResponse, 'results'>, action: 'update' | 'delete'): string {
  const headline = (action === 'update' ? CM_TEXT.updatedMany : CM_TEXT.deletedMany)(doneCount(response, action));
  const plain: BulkOutcome['outcome'] = action === 'update' ? 'updated' : 'deleted';
  return response.results.every((result) => result.outcome === plain) ? headline : `${headline} (${outcomeSummary(response)})`;
}

/** How the toast reports a bulk action: success when nothing failed, a warning when some did, an error when none went through. */
export function outcomeLevel(response: Pick<BulkResponse, 'results'>): 'success' | 'warning' | 'error' {
  const failed = response.results.filter(isFailedOutcome).length;
  if (failed === 0) return 'success';
  return failed === response.results.length ? 'error' : 'warning';
}

/** The class names of a record's allowed_user_class, 'Chưa gắn' when it has none (spec 3 §6). */
export function classesLabel(ids: readonly number[], names: ReadonlyMap<number, string>): string {
  return ids.length === 0 ? CM_TEXT.unassigned : ids.map((id) => names.get(id) ?? CM_TEXT.unknownClass(id)).join(', ');
}
