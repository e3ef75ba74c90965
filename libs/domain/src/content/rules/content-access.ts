/**
 * Who may read a content item (spec 2 §4.5, DESIGN §13): an admin; anyone signed in when it is public; otherwise a
 * user who is in one of its allowed_user_class, counting only classes that still exist. An item with isPublic off
 * and no class ('Chưa gắn') is for admins only. The learner queries state the same rule as SQL (tested against this).
 */
export type ContentReader = { isAdmin: boolean; classIds: readonly number[] };
export type AccessibleItem = { isPublic: boolean; allowed_user_class: readonly number[] };

export function canReadContent(item: AccessibleItem, reader: ContentReader, existingClassIds: ReadonlySet<number>): boolean {
  if (reader.isAdmin) return true;
  if (item.isPublic) return true;
  return item.allowed_user_class.some((classId) => existingClassIds.has(classId) && reader.classIds.includes(classId));
}

/** What a learner list shows at all (spec 2 §5.5): published, never impact 'skip'. */
export type ListedItem = AccessibleItem & { status: string; impact: string | null };
export const isListedForLearners = (item: ListedItem): boolean => item.status === 'published' && item.impact !== 'skip';

/** Whether no learner can read a published item (the back office counts these). */
export const isAdminOnly = (item: AccessibleItem): boolean => !item.isPublic && item.allowed_user_class.length === 0;
