import type { ContentImportConfirmResponse, ContentImportResponse } from '@k9/contracts/content/import.routes';
import { CONTENT_IMPORT_ROUTES } from '@k9/contracts/content/import.routes';
import { baseApi } from '../../api/base-api';

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
    getImport: build.query<ContentImportResponse, string>({
      query: (id) => CONTENT_IMPORT_ROUTES.importById(id),
    }),
    confirmImport: build.mutation<ContentImportConfirmResponse, string>({
      query: (id) => ({ url: CONTENT_IMPORT_ROUTES.importConfirm(id), method: 'POST' }),
    }),
  }),
});

export const { usePreviewImportFileMutation, usePreviewImportJsonMutation, useGetImportQuery, useConfirmImportMutation } = contentImportApi;
export const importTemplateUrl = (type: string) => `${CONTENT_IMPORT_ROUTES.importTemplate}?type=${encodeURIComponent(type)}`;
