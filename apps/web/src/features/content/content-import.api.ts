import type { ContentImportConfirmResponse, ContentImportResponse } from '@k9/contracts/content/import.routes';
import { CONTENT_IMPORT_ROUTES } from '@k9/contracts/content/import.routes';
import { baseApi } from '../../api/base-api';
import { onRealtimeReconnect, realtime } from '../../api/realtime';
import { applyImportProgress, importFinished, importJobUpdate } from './import-progress';

/** Only while the socket is down: a finished import must still show up without the admin reloading. */
const FALLBACK_POLL_MS = 10_000;

const importTag = (id: string) => ({ type: 'Content' as const, id: `import-${id}` });

/** Excel and JSON imports: the server parses and previews, the admin confirms, a job creates the records (issue 11 §4). */
export const contentImportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    previewImportFile: build.mutation<ContentImportResponse, { type: string; file: File }>({
      query: ({ type, file }) => {
        const body = new FormData();
        body.append('files', file);
        return { url: `${CONTENT_IMPORT_ROUTES.importFile}?type=${encodeURIComponent(type)}`, method: 'POST', body };
      },
    }),
    previewImportJson: build.mutation<ContentImportResponse, { type: string; json: string }>({
      query: (body) => ({ url: CONTENT_IMPORT_ROUTES.importJson, method: 'POST', body }),
    }),
    /**
     * A confirmed import, followed over /ws: each job.updated snapshot of its job moves the counts in the cache; when the
     * job has ended the import is read once more (the server says completed or failed). A tag invalidation, not a
     * refetch call: one that arrives while the first read is on its way waits for it and then reads again.
     */
    getImport: build.query<ContentImportResponse, string>({
      query: (id) => CONTENT_IMPORT_ROUTES.importById(id),
      providesTags: (_result, _error, id) => [importTag(id)],
      async onCacheEntryAdded(id, { cacheEntryRemoved, updateCachedData, dispatch, getCacheEntry }) {
        const reread = () => dispatch(contentImportApi.util.invalidateTags([importTag(id)]));
        const offJob = realtime.on('job.updated', (job) => {
          const cached = getCacheEntry().data;
          const update = importJobUpdate(id, cached?.jobId ?? null, job);
          if (update === 'other') return;
          if (cached) updateCachedData((draft) => applyImportProgress(draft, job));
          if (update === 'ended') reread();
        });
        const offReconnect = onRealtimeReconnect(reread);
        const fallback = setInterval(() => {
          if (realtime.status !== 'open' && !importFinished(getCacheEntry().data)) reread();
        }, FALLBACK_POLL_MS);
        await cacheEntryRemoved;
        offJob();
        offReconnect();
        clearInterval(fallback);
      },
    }),
    confirmImport: build.mutation<ContentImportConfirmResponse, string>({
      query: (id) => ({ url: CONTENT_IMPORT_ROUTES.importConfirm(id), method: 'POST' }),
    }),
  }),
});

export const { usePreviewImportFileMutation, usePreviewImportJsonMutation, useGetImportQuery, useConfirmImportMutation } = contentImportApi;
export const importTemplateUrl = (type: string) => `${CONTENT_IMPORT_ROUTES.importTemplate}?type=${encodeURIComponent(type)}`;
