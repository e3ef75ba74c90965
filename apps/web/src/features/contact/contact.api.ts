import type { ContactRequestListResponse } from '@k9/contracts';
import { CONTACT_ROUTES } from '@k9/contracts/contact/contact.routes';
import { baseApi } from '../../api/base-api';

const LIST = { type: 'ContactRequest' as const, id: 'LIST' };

/** The contact requests' admin list (newest first, a page at a time). */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contactRequests: build.query<ContactRequestListResponse, { page: number; pageSize: number }>({
      query: ({ page, pageSize }) => ({ url: CONTACT_ROUTES.requests, params: { page, pageSize } }),
      providesTags: [LIST],
    }),
  }),
});

export const { useContactRequestsQuery } = contactApi;
