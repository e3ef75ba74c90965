import { randomUUID } from 'node:crypto';
import { HttpException, Injectable } from '@nestjs/common';
import type { ContactEmailRequest } from '@k9/contracts';
import { CONTACT_LIMITS, CONTACT_MESSAGES, contactRequestDecider, contactRequestStreamId, singleLine, type EventMetadata } from '@k9/domain';
import { AppConfig } from '../../config/app-config.js';
import { CommandPath } from '../../platform/commands/command-path.js';
import { DeciderCommand } from '../../platform/commands/decider-command.js';
import type { SessionUser } from '../identity/session/session-user.js';
import { AttemptCounter } from '../identity/throttle/attempt-counter.js';
import { ContactOutbox } from './contact-outbox.js';

const HOUR_MS = 3_600_000;

/** The account's name as the form would have taken it: one line, within the name's limit. */
const accountName = (name: string): string | null => singleLine(singleLine(name).slice(0, CONTACT_LIMITS.name)) || null;

/** Contact requests over HTTP: counted per user and hour, stored as an event, then handed to the outbox. */
@Injectable()
export class ContactWriter {
  constructor(
    private readonly commands: CommandPath,
    private readonly counter: AttemptCounter,
    private readonly outbox: ContactOutbox,
    private readonly config: AppConfig,
  ) {}

  /** Answers the request's id once it is stored; the e-mail goes out from a job. */
  async request(user: SessionUser, body: ContactEmailRequest, metadata: EventMetadata): Promise<string> {
    await this.throttle(user.id);
    const requestId = randomUUID();
    const data = {
      requestId,
      userId: user.id,
      username: user.username,
      email: body.email,
      // The account's name when the form had none: the school sees who wrote.
      name: body.name ?? accountName(user.name),
      subject: body.subject ?? null,
      message: body.message,
      requestedAt: metadata.occurredAt,
    };
    await this.commands.execute(new DeciderCommand(contactRequestDecider, contactRequestStreamId(requestId), { type: 'RequestContact', data }, { ...metadata, contactRequestId: requestId }), []);
    await this.outbox.dispatch(requestId);
    return requestId;
  }

  /** 429 past the hourly allowance; the refused request is not stored. */
  private async throttle(userId: string): Promise<void> {
    const limit = this.config.contactRequestsPerHour;
    const { count, ttlMs } = await this.counter.hit(`contact:user:${userId}`, HOUR_MS);
    if (count <= limit) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
    throw new HttpException(
      { statusCode: 429, code: 'TOO_MANY_CONTACT_REQUESTS', message: CONTACT_MESSAGES.tooMany(limit, Math.ceil(retryAfterSeconds / 60)), retryAfterSeconds },
      429,
    );
  }
}
