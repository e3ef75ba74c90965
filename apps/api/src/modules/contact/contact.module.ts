import { Module } from '@nestjs/common';
import { SendContactEmailController } from './commands/send-contact-email/send-contact-email.controller.js';
import { ContactMailer } from './contact-mailer.js';
import { ContactOutbox } from './contact-outbox.js';
import { ContactRequestsRepository } from './contact-requests.repository.js';
import { ContactWriter } from './contact-writer.js';
import { SendContactEmailJob } from './jobs/send-contact-email.job.js';
import { ContactRequestProjection } from './projections/contact-request/contact-request.projection.js';
import { ContactRequestsController } from './queries/contact-requests/contact-requests.controller.js';

/** The learner area's e-mail contact (issue 13 §4): requests stored as events, sent to the school's inbox by a job. */
@Module({
  controllers: [SendContactEmailController, ContactRequestsController],
  providers: [ContactMailer, ContactOutbox, ContactRequestsRepository, ContactWriter, SendContactEmailJob, ContactRequestProjection],
})
export class ContactModule {}
