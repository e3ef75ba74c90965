import type { UserRecord } from '@k9/contracts';
import { USER_FORM_MESSAGES as M } from '@k9/contracts/identity/identity.messages';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '../current-user';
import { useDeleteUsersMutation, useListUserClassesQuery, useListUsersQuery } from '../users.api';
import { refusalMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { USER_MANAGEMENT_TEXT as TEXT } from './user-management.messages';

const NO_USERS: UserRecord[] = [];

/** The user table's data and its deletes: users, classes, the signed-in admin, the selection. */
export function useUserManagement() {
  const toast = useFormToast('users');
  const users = useListUsersQuery();
  const classes = useListUserClassesQuery();
  const [deleteUsers] = useDeleteUsersMutation();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [deletingIds, setDeletingIds] = useState<ReadonlySet<string>>(new Set());
  const currentUserId = useCurrentUser()?.id;

  const classNames = useMemo(() => new Map((classes.data ?? []).map((item) => [item.id, item.name])), [classes.data]);
  const classOptions = useMemo(() => (classes.data ?? []).map((item) => ({ value: item.id, label: item.name })), [classes.data]);

  // Users deleted elsewhere (or by us) leave the selection; the admin's own id never enters it.
  const list = users.data ?? NO_USERS;
  const selected = useMemo(() => {
    const present = new Set(list.map((user) => user.id));
    return selectedIds.filter((id) => present.has(id) && id !== currentUserId);
  }, [list, selectedIds, currentUserId]);

  const remove = useCallback(
    async (ids: string[]) => {
      const targets = ids.filter((id) => id !== currentUserId);
      if (targets.length === 0) return;
      setDeletingIds(new Set(targets));
      try {
        const { deleted } = await deleteUsers(targets).unwrap();
        setSelectedIds((selected) => selected.filter((id) => !deleted.includes(id)));
        toast.success(TEXT.deleted(deleted.length));
      } catch (error) {
        toast.error(refusalMessage(error, M.deleteFailed));
      } finally {
        setDeletingIds(new Set());
      }
    },
    [currentUserId, deleteUsers, toast],
  );

  const refresh = useCallback(() => {
    void users.refetch();
    void classes.refetch();
  }, [users, classes]);

  return {
    users: list,
    loading: users.isLoading,
    fetching: users.isFetching || classes.isFetching,
    classes: classes.data ?? [],
    classesLoading: classes.isLoading,
    /** The users' read failure (shown with a retry). */
    usersError: users.error,
    retryUsers: users.refetch,
    classesError: classes.error,
    retryClasses: classes.refetch,
    classNames,
    classOptions,
    currentUserId,
    selectedIds: selected,
    setSelectedIds,
    deletingIds,
    remove,
    refresh,
  };
}
