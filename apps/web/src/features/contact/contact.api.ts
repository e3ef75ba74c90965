import type { ContactEmailRequest, ContactEmailResponse, ContactRequestListResponse } from '@k9/contracts';
import { CONTACT_ROUTES } from '@k9/contracts/contact/contact.routes';
import { baseApi } from '../../api/base-api';
import { followServer } from '../../api/follow-server';

const LIST = { type: 'ContactRequest' as const, id: 'LIST' };
type ListArgs = { page: number; pageSize: number };

/** A learner's message to the school, and the admins' list of those messages. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/email/send (spec 2 §7.4): the learner's message to the school, stored and sent by the server. */
    sendContactEmail: build.mutation<ContactEmailResponse, ContactEmailRequest>({
      query: (body) => ({ url: CONTACT_ROUTES.send, method: 'POST', body }),
    }),
    /** The contact requests' admin list (newest first, a page at a time). */
    contactRequests: build.query<ContactRequestListResponse, ListArgs>({
      query: ({ page, pageSize }) => ({ url: CONTACT_ROUTES.requests, params: { page, pageSize } }),
      providesTags: [LIST],
      // A new request, or a job's send or failure, arrives as 'contact.changed': the list is read again.
      ...followServer<ContactRequestListResponse, ListArgs>({
        readsAgain: () => [LIST],
        listen: (entry) => entry.on('contact.changed', entry.readAgain),
      }),
    }),
  }),
});

export const { useSendContactEmailMutation, useContactRequestsQuery } = contactApi;
