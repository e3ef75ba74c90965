import type { AnswerProvenance, ProvenanceResponse } from '@k9/contracts';
import { PUBLISHING_ROUTES } from '@k9/contracts/studio/publishing/publishing.routes';
import { baseApi } from '../../../api/base-api';

/** Where a question's answer came from (the server replays its events); read again whenever the list changes. */
export const provenanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    answerProvenance: build.query<AnswerProvenance, number>({
      query: (questionId) => PUBLISHING_ROUTES.questionProvenance(questionId),
      transformResponse: (response: ProvenanceResponse) => response.data,
      providesTags: [{ type: 'StudioQuestion', id: 'LIST' }],
    }),
  }),
});

export const { useAnswerProvenanceQuery } = provenanceApi;
