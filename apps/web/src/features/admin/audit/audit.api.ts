import type { AuditStreamResponse } from '@k9/contracts';
import { ROUTES } from '@k9/contracts/routes';
import { baseApi } from '../../../api/base-api';
import { onRealtimeReconnect, realtime } from '../../../api/realtime';
import { settingStreamId } from '../../site/setting-types';

export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first. Refetched after our own saves (tag) and when the socket reports someone else's. */
    getAuditStream: build.query<AuditStreamResponse, string>({
      query: (streamId) => ROUTES.auditStream(streamId),
      providesTags: (_result, _error, streamId) => [{ type: 'Audit', id: streamId }],
      async onCacheEntryAdded(streamId, { cacheEntryRemoved, dispatch }) {
        const refetch = () => dispatch(auditApi.util.invalidateTags([{ type: 'Audit', id: streamId }]));
        const unsubscribes = [
          realtime.on('setting.saved', ({ type }) => {
            if (settingStreamId(type) === streamId) refetch();
          }),
          onRealtimeReconnect(refetch),
        ];
        await cacheEntryRemoved;
        for (const unsubscribe of unsubscribes) unsubscribe();
      },
    }),
  }),
});

export const { useGetAuditStreamQuery } = auditApi;
