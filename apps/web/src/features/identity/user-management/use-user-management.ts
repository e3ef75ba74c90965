import type { UserRecord } from '@k9/contracts';
import { USER_FORM_MESSAGES as M } from '@k9/contracts/identity/identity.messages';
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetProfileQuery } from '../identity.api';
import { useDeleteUsersMutation, useListUserClassesQuery, useListUsersQuery } from '../users.api';
import { refusalMessage } from './server-error';
import { USER_MANAGEMENT_TEXT as TEXT } from './user-management.messages';

const NO_USERS: UserRecord[] = [];

/** The user table's data and its deletes: users, classes, the signed-in admin, the selection. */
export function useUserManagement() {
  const { message } = App.useApp();
  const users = useListUsersQuery();
  const classes = useListUserClassesQuery();
  const { data: profile } = useGetProfileQuery();
  const [deleteUsers] = useDeleteUsersMutation();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [deletingIds, setDeletingIds] = useState<ReadonlySet<string>>(new Set());
  const currentUserId = profile?.id;

  useEffect(() => {
    if (users.error) void message.error(M.loadFailed);
  }, [users.error, message]);

  const classNames = useMemo(() => new Map((classes.data ?? []).map((item) => [item.id, item.name])), [classes.data]);
  const classOptions = useMemo(() => (classes.data ?? []).map((item) => ({ value: item.id, label: item.name })), [classes.data]);

  // Users deleted elsewhere (or by us) leave the selection; the admin's own id never enters it.
  const list = users.data ?? NO_USERS;
  useEffect(() => {
    const present = new Set(list.map((user) => user.id));
    setSelectedIds((ids) => (ids.every((id) => present.has(id) && id !== currentUserId) ? ids : ids.filter((id) => present.has(id) && id !== currentUserId)));
  }, [list, currentUserId]);

  const remove = useCallback(
    async (ids: string[]) => {
      const targets = ids.filter((id) => id !== currentUserId);
      if (targets.length === 0) return;
      setDeletingIds(new Set(targets));
      try {
        const { deleted } = await deleteUsers(targets).unwrap();
        setSelectedIds((selected) => selected.filter((id) => !deleted.includes(id)));
        void message.success(TEXT.deleted(deleted.length));
      } catch (error) {
        void message.error(refusalMessage(error, M.deleteFailed));
      } finally {
        setDeletingIds(new Set());
      }
    },
    [currentUserId, deleteUsers, message],
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
    classesError: !!classes.error,
    classNames,
    classOptions,
    currentUserId,
    selectedIds,
    setSelectedIds,
    deletingIds,
    remove,
    refresh,
  };
}
