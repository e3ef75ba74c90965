import type { ContactEmailRequest, ContactEmailResponse } from '@k9/contracts';
import { CONTACT_ROUTES } from '@k9/contracts/contact/contact.routes';
import { baseApi } from '../../../api/base-api';

/** POST /api/email/send (spec 2 §7.4): the learner's message to the school, stored and sent by the server. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactEmail: build.mutation<ContactEmailResponse, ContactEmailRequest>({
      query: (body) => ({ url: CONTACT_ROUTES.send, method: 'POST', body }),
    }),
  }),
});

export const { useSendContactEmailMutation } = contactApi;
