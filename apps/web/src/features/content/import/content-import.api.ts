import type { ContentImportConfirmResponse, ContentImportResponse } from '@k9/contracts/content/import/import.routes';
import { CONTENT_IMPORT_ROUTES } from '@k9/contracts/content/import/import.routes';
import { baseApi } from '../../../api/base-api';
import { followServer } from '../../../api/follow-server';
import { applyImportProgress, importFinished, importJobUpdate } from './import-progress';

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
     * job has ended the import is read once more (the server says completed or failed).
     */
    getImport: build.query<ContentImportResponse, string>({
      query: (id) => CONTENT_IMPORT_ROUTES.importById(id),
      providesTags: (_result, _error, id) => [importTag(id)],
      ...followServer<ContentImportResponse, string>({
        readsAgain: (id) => [importTag(id)],
        listen: (entry, id) =>
          entry.on('job.updated', (job) => {
            const held = entry.held();
            const update = importJobUpdate(id, held?.jobId ?? null, job);
            if (update === 'other') return;
            // Each snapshot carries the whole progress: one that comes during the first read is left to the next (no
            // read of its own); the end is always read from the server.
            if (held) entry.patch((draft) => applyImportProgress(draft, job));
            if (update === 'ended') entry.readAgain();
          }),
        // Only while the socket is down: a finished import must still show up without the admin reloading.
        pollWhileDown: { everyMs: FALLBACK_POLL_MS, until: (held) => !importFinished(held) },
      }),
    }),
    confirmImport: build.mutation<ContentImportConfirmResponse, string>({
      query: (id) => ({ url: CONTENT_IMPORT_ROUTES.importConfirm(id), method: 'POST' }),
    }),
  }),
});

export const { usePreviewImportFileMutation, usePreviewImportJsonMutation, useGetImportQuery, useConfirmImportMutation } = contentImportApi;
export const importTemplateUrl = (type: string) => `${CONTENT_IMPORT_ROUTES.importTemplate}?type=${encodeURIComponent(type)}`;
