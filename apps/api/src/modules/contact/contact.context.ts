import { CONTACT_AUDIT } from '@k9/domain';
import type { ApiContext } from '../../platform/context.js';
import { AUDITED } from '../audit/audit-log.js';
import { ContactModule } from './contact.module.js';
import { Migration065ContactRequests } from './migrations/065-contact-requests.js';
import { ContactRequestView } from './projections/contact-request/contact-request.entity.js';

/** The e-mail contact: its module, read model and migration (065-069 are the contact context's). */
export const contactContext: ApiContext = {
  name: 'contact',
  module: ContactModule,
  contributes: [AUDITED.with([CONTACT_AUDIT])],
  entities: [ContactRequestView],
  migrations: [{ name: '065-contact-requests', class: Migration065ContactRequests }],
};
