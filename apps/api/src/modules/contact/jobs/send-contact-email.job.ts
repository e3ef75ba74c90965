import { Inject } from '@nestjs/common';
import { contactRequestDecider, contactRequestStreamId, foldStream, type ContactRequestCommand, type EventMetadata, type EventStore } from '@k9/domain';
import { AppConfig } from '../../../config/app-config.js';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { Job, JobHandler, UnrecoverableJobError, type JobBackoff, type JobContext } from '../../../platform/jobs/job.js';
import { ContactMailer, sendFailureOf } from '../contact-mailer.js';
import { CONTACT_QUEUE, SEND_CONTACT_EMAIL_JOB } from '../contact-names.js';

export type SendContactEmailPayload = { requestId: string };

/**
 * Sends one contact request's e-mail and records the outcome as an event: ContactEmailSent, or ContactEmailFailed with
 * the reason (each failed attempt; `final` on the last one, or on a refusal a retry cannot change). The request's
 * stream decides what to do, so a job retried after the e-mail went out sends nothing twice.
 */
@Job()
export class SendContactEmailJob extends JobHandler<SendContactEmailPayload, { messageId: string } | null> {
  readonly queue = CONTACT_QUEUE;
  readonly name = SEND_CONTACT_EMAIL_JOB;
  override readonly attempts: number;
  override readonly backoff: JobBackoff;

  constructor(
    config: AppConfig,
    private readonly mailer: ContactMailer,
    private readonly commands: CommandPath,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {
    super();
    this.attempts = config.contactSendAttempts;
    this.backoff = { type: 'exponential', delay: config.contactRetryDelayMs };
  }

  jobId(payload: SendContactEmailPayload): string {
    return payload.requestId;
  }

  async handle({ requestId }: SendContactEmailPayload, ctx: JobContext): Promise<{ messageId: string } | null> {
    const streamId = contactRequestStreamId(requestId);
    const { state } = await foldStream(this.store, contactRequestDecider, streamId);
    if (state.status === 'none') throw new UnrecoverableJobError(`No contact request ${requestId}`);
    if (state.status === 'sent' || state.status === 'failed') return null;
    // Another instance without SMTP took the job: it goes back to the queue for one that has it.
    if (!this.mailer.configured) throw new Error('SMTP is not configured on this instance');
    const [requested] = await this.store.readStream(streamId, { limit: 1 });
    const correlationId = requested?.metadata.correlationId ?? requestId;
    let messageId: string;
    try {
      messageId = await this.mailer.send(state.request);
    } catch (error) {
      const failure = sendFailureOf(error);
      const final = failure.permanent || ctx.attempt >= this.attempts;
      // Counted over the request's life: a job started again after a restart goes on from the attempts recorded.
      const attempt = state.attempts + 1;
      await this.record({ type: 'RecordContactEmailFailed', data: { requestId, reason: failure.reason, attempt, final } }, correlationId, ctx);
      throw final ? new UnrecoverableJobError(failure.reason) : error;
    }
    await this.record({ type: 'RecordContactEmailSent', data: { requestId, messageId, sentAt: new Date().toISOString() } }, correlationId, ctx);
    return { messageId };
  }

  private async record(command: ContactRequestCommand, correlationId: string, ctx: JobContext): Promise<void> {
    const metadata: EventMetadata = { actorId: null, actorEmail: null, correlationId, causationId: ctx.jobId, occurredAt: new Date().toISOString(), jobId: ctx.jobId, jobAttempt: ctx.attempt };
    await this.commands.execute(new DeciderCommand(contactRequestDecider, contactRequestStreamId(command.data.requestId), command, metadata), []);
  }
}
