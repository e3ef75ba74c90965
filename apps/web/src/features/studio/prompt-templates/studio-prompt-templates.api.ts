import type { PromptTemplateDeletedResponse, PromptTemplateListResponse, PromptTemplateSavedResponse } from '@k9/contracts';
import { STUDIO_ROUTES } from '@k9/contracts/studio/studio.routes';
import { baseApi } from '../../../api/base-api';

const LIST = { type: 'PromptTemplate' as const, id: 'LIST' };

export type PromptTemplateFields = { label: string; template: string; defaultAdvisor?: string };

/** Prompt templates (TEMPLATE_AI_SETTING): shared plus own, with the default-advisor choices. */
export const studioPromptTemplatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    promptTemplates: build.query<PromptTemplateListResponse, void>({ query: () => STUDIO_ROUTES.promptTemplates, providesTags: [LIST] }),
    addPromptTemplate: build.mutation<PromptTemplateSavedResponse, PromptTemplateFields & { shared: boolean }>({
      query: (body) => ({ url: STUDIO_ROUTES.promptTemplates, method: 'POST', body }),
      // The settings route reads the same lists.
      invalidatesTags: [LIST, 'Setting'],
    }),
    editPromptTemplate: build.mutation<PromptTemplateSavedResponse, PromptTemplateFields & { key: string }>({
      query: ({ key, ...body }) => ({ url: STUDIO_ROUTES.promptTemplate(key), method: 'PUT', body }),
      invalidatesTags: [LIST, 'Setting'],
    }),
    deletePromptTemplate: build.mutation<PromptTemplateDeletedResponse, string>({
      query: (key) => ({ url: STUDIO_ROUTES.promptTemplate(key), method: 'DELETE' }),
      invalidatesTags: [LIST, 'Setting'],
    }),
    restoreDefaultPromptTemplates: build.mutation<PromptTemplateListResponse, void>({
      query: () => ({ url: STUDIO_ROUTES.promptTemplateDefaults, method: 'POST' }),
      invalidatesTags: [LIST, 'Setting'],
    }),
  }),
});

export const { usePromptTemplatesQuery, useAddPromptTemplateMutation, useEditPromptTemplateMutation, useDeletePromptTemplateMutation, useRestoreDefaultPromptTemplatesMutation } =
  studioPromptTemplatesApi;
