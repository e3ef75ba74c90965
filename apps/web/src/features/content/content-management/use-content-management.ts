import type { BulkResponse, ContentListItem } from '@k9/contracts';
import type { BulkField } from '@k9/domain/content/rules/bulk-update';
import type { ContentType } from '@k9/domain/content/content.types';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage, refusalMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useListUserClassesQuery } from '../../identity/users.api';
import {
  useBulkDeleteContentMutation,
  useBulkUpdateContentMutation,
  useCategoriesQuery,
  useContentCountsQuery,
  useDeleteContentMutation,
  useDeleteSampleContentMutation,
  useListContentQuery,
  usePatchContentMutation,
  useTagOptionsQuery,
} from '../content.api';
import { doneText, outcomeLevel, outcomeSummary } from './bulk-actions';
import { CM_TEXT as TEXT } from './content-management.messages';
import { isRecordTab, listQueryString, type ContentQuery } from './content-query';

const NO_ROWS: ContentListItem[] = [];

/** The record tab's page, its options and every action on its rows: toggles, inline tags, deletes, bulk actions. */
export function useContentManagement(query: ContentQuery) {
  const toast = useFormToast('content-management');
  const recordTab = isRecordTab(query.tab) ? query.tab : null;
  const list = useListContentQuery(recordTab ? { type: recordTab, query: listQueryString(query) } : skipToken);
  const counts = useContentCountsQuery();
  const tagOptions = useTagOptionsQuery();
  const categories = useCategoriesQuery();
  const classes = useListUserClassesQuery();
  const [patchContent] = usePatchContentMutation();
  const [deleteContent] = useDeleteContentMutation();
  const [bulkUpdate] = useBulkUpdateContentMutation();
  const [bulkDelete] = useBulkDeleteContentMutation();
  const [deleteSampleContent] = useDeleteSampleContentMutation();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [outcome, setOutcome] = useState<BulkResponse | null>(null);

  const rows = list.data?.data ?? NO_ROWS;
  const titles = useMemo(() => new Map(rows.map((row) => [row.id, row.title])), [rows]);
  const classNames = useMemo(() => new Map((classes.data ?? []).map((item) => [item.id, item.name])), [classes.data]);
  const classOptions = useMemo(() => (classes.data ?? []).map((item) => ({ value: item.id, label: item.name })), [classes.data]);
  const categoryList = useMemo(() => (recordTab ? (categories.data?.byType?.[recordTab] ?? []) : []), [categories.data, recordTab]);

  // Rows that left the page (deleted, filtered out) leave the selection.
  const selected = useMemo(() => {
    const present = new Set(rows.map((row) => row.id));
    return selectedIds.filter((id) => present.has(id));
  }, [rows, selectedIds]);

  const patch = useCallback(
    async (row: ContentListItem, change: Record<string, unknown>) => {
      try {
        await patchContent({ id: row.id, ...change }).unwrap();
        toast.success(TEXT.updated);
      } catch (error) {
        toast.error(refusalMessage(error, TEXT.updateFailed));
      }
    },
    [patchContent, toast],
  );

  const remove = useCallback(
    async (row: ContentListItem) => {
      try {
        await deleteContent(row.id).unwrap();
        toast.success(TEXT.deleted);
      } catch (error) {
        toast.error(TEXT.deleteFailed(errorMessage(error, TEXT.updateFailed)));
      }
    },
    [deleteContent, toast],
  );

  const report = useCallback(
    (response: BulkResponse, action: 'update' | 'delete') => {
      const level = outcomeLevel(response);
      if (level === 'success') toast.success(doneText(response, action));
      else {
        toast[level](outcomeSummary(response));
        setOutcome(response);
      }
      const failed = new Set(response.results.filter((result) => 'message' in result).map((result) => result.id));
      setSelectedIds((ids) => ids.filter((id) => failed.has(id)));
    },
    [toast],
  );

  const updateMany = useCallback(
    async (tab: ContentType, field: BulkField, value: unknown, ids = selected) => {
      try {
        report(await bulkUpdate({ ids, fieldToUpdate: field, value, tab }).unwrap(), 'update');
        return true;
      } catch (error) {
        toast.error(refusalMessage(error, TEXT.bulkUpdateFailed));
        return false;
      }
    },
    [bulkUpdate, report, selected, toast],
  );

  const deleteMany = useCallback(async () => {
    try {
      const response = await bulkDelete(selected).unwrap();
      if (response.results.every((result) => 'message' in result)) {
        toast.error(TEXT.noneDeleted);
        setOutcome(response);
      } else report(response, 'delete');
    } catch (error) {
      toast.error(refusalMessage(error, TEXT.bulkDeleteFailed));
    }
  }, [bulkDelete, report, selected, toast]);

  const deleteSamples = useCallback(async () => {
    try {
      report(await deleteSampleContent().unwrap(), 'delete');
    } catch (error) {
      toast.error(refusalMessage(error, TEXT.bulkDeleteFailed));
    }
  }, [deleteSampleContent, report, toast]);

  return {
    rows,
    deleteSamples,
    total: list.data?.total ?? 0,
    facets: list.data?.facets,
    loading: list.isLoading,
    /** The list's read failure (shown with a retry). */
    loadError: list.error,
    fetching: list.isFetching,
    refetch: list.refetch,
    counts: counts.data,
    refetchCounts: counts.refetch,
    tagOptions: tagOptions.data,
    categories: categoryList,
    categoriesByType: categories.data?.byType,
    classNames,
    classOptions,
    titles,
    selectedIds: selected,
    setSelectedIds,
    patch,
    remove,
    updateMany,
    deleteMany,
    outcome,
    closeOutcome: () => setOutcome(null),
  };
}
