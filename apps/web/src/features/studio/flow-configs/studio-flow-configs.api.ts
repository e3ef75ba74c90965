import type { FlowConfigDeletedResponse, FlowConfigListResponse, FlowConfigSavedResponse } from '@k9/contracts';
import { STUDIO_ROUTES } from '@k9/contracts/studio/studio.routes';
import type { AiFlowConfig, StudioLayout, StudioStep } from '@k9/domain/studio/flow-configs/flow-config.types';
import { baseApi } from '../../../api/base-api';

const LIST = { type: 'StudioFlowConfig' as const, id: 'LIST' };

export type FlowConfigChanges = { id: number; name?: string; layout?: StudioLayout; aiConfigs?: StudioStep[]; show?: boolean };

/** AI flow configs (spec 1 §7): the manager dialog and the AI Generation screen's flow dropdown read the same list. */
export const studioFlowConfigsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    flowConfigs: build.query<AiFlowConfig[], void>({
      query: () => STUDIO_ROUTES.flowConfigs,
      transformResponse: (response: FlowConfigListResponse) => response.data,
      providesTags: (configs) => [LIST, ...(configs ?? []).map((config) => ({ type: 'StudioFlowConfig' as const, id: config.id }))],
    }),
    createFlowConfig: build.mutation<AiFlowConfig, { name: string }>({
      query: (body) => ({ url: STUDIO_ROUTES.flowConfigs, method: 'POST', body }),
      transformResponse: (response: FlowConfigSavedResponse) => response.data,
      invalidatesTags: [LIST],
    }),
    saveFlowConfig: build.mutation<AiFlowConfig, FlowConfigChanges & { version?: number }>({
      query: ({ version, ...body }) => ({ url: STUDIO_ROUTES.flowConfigs, method: 'PUT', body, headers: version ? { 'If-Match': `W/"${version}"` } : undefined }),
      transformResponse: (response: FlowConfigSavedResponse) => response.data,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'StudioFlowConfig', id }],
    }),
    deleteFlowConfig: build.mutation<FlowConfigDeletedResponse, number>({
      query: (id) => ({ url: STUDIO_ROUTES.flowConfig(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'StudioFlowConfig', id }],
    }),
  }),
});

export const { useFlowConfigsQuery, useCreateFlowConfigMutation, useSaveFlowConfigMutation, useDeleteFlowConfigMutation } = studioFlowConfigsApi;
