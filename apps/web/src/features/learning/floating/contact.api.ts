import { baseApi } from '../../../api/base-api';

// The contact route and its shapes as libs/contracts/src/contact (CONTACT_ROUTES, ContactEmailRequest,
// ContactEmailResponse) states them: declared here until that file lands, then imported from it.
const CONTACT_SEND = '/api/email/send';
export type ContactEmailBody = { email: string; message: string; name?: string; subject?: string };
export type ContactEmailAnswer = { success: boolean; message: string; data: { id: string } };

/** POST /api/email/send (spec 2 §7.4): the learner's message to the school, sent by the server. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactEmail: build.mutation<ContactEmailAnswer, ContactEmailBody>({
      query: (body) => ({ url: CONTACT_SEND, method: 'POST', body }),
    }),
  }),
});

export const { useSendContactEmailMutation } = contactApi;
