import type { AuditStreamResponse } from '@k9/contracts';
import { ROUTES } from '@k9/contracts/routes';
import { baseApi } from '../../../api/base-api';
import { followServer } from '../../../api/follow-server';
import { settingStreamId } from '../../site/setting-types';

const auditTag = (streamId: string) => ({ type: 'Audit' as const, id: streamId });

export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first. Refetched after our own saves (tag) and when the socket reports someone else's. */
    getAuditStream: build.query<AuditStreamResponse, string>({
      query: (streamId) => ROUTES.auditStream(streamId),
      providesTags: (_result, _error, streamId) => [auditTag(streamId)],
      ...followServer<AuditStreamResponse, string>({
        readsAgain: (streamId) => [auditTag(streamId)],
        listen: (entry, streamId) =>
          entry.on('setting.saved', ({ type }) => {
            if (settingStreamId(type) === streamId) entry.readAgain();
          }),
      }),
    }),
  }),
});

export const { useGetAuditStreamQuery } = auditApi;
