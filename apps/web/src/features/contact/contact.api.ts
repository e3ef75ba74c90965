import type { ContactRequestListResponse } from '@k9/contracts';
import { CONTACT_ROUTES } from '@k9/contracts/contact/contact.routes';
import { baseApi } from '../../api/base-api';
import { onRealtimeReconnect, realtime } from '../../api/realtime';

const LIST = { type: 'ContactRequest' as const, id: 'LIST' };

/** The contact requests' admin list (newest first, a page at a time). */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contactRequests: build.query<ContactRequestListResponse, { page: number; pageSize: number }>({
      query: ({ page, pageSize }) => ({ url: CONTACT_ROUTES.requests, params: { page, pageSize } }),
      providesTags: [LIST],
      // A new request, or a job's send or failure, arrives as 'contact.changed': the list is read again.
      async onCacheEntryAdded(_args, { cacheEntryRemoved, dispatch }) {
        const refetch = () => dispatch(contactApi.util.invalidateTags([LIST]));
        const unsubscribes = [realtime.on('contact.changed', refetch), onRealtimeReconnect(refetch)];
        await cacheEntryRemoved;
        for (const unsubscribe of unsubscribes) unsubscribe();
      },
    }),
  }),
});

export const { useContactRequestsQuery } = contactApi;
