import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ContactRequestRecord } from '@k9/contracts';
import { ContactRequestView } from './projections/contact-request/contact-request.entity.js';

export const toContactRequestRecord = (view: ContactRequestView): ContactRequestRecord => ({
  id: view.id,
  userId: view.userId,
  username: view.username,
  email: view.email,
  name: view.name,
  subject: view.subject,
  message: view.message,
  requestedAt: view.requestedAt.toISOString(),
  status: view.status,
  attempts: view.attempts,
  lastError: view.lastError,
  sentAt: view.sentAt?.toISOString() ?? null,
});

/** Reads of contact_request. */
@Injectable()
export class ContactRequestsRepository {
  constructor(private readonly orm: MikroORM) {}

  /** Newest first. */
  async list(page: number, pageSize: number): Promise<{ rows: ContactRequestRecord[]; total: number }> {
    const [views, total] = await this.orm.em.fork().findAndCount(ContactRequestView, {}, { orderBy: { requestedAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize });
    return { rows: views.map(toContactRequestRecord), total };
  }

  /** The requests whose e-mail has not gone out yet and is still to be tried, oldest first. */
  async pendingIds(): Promise<string[]> {
    const views = await this.orm.em.fork().find(ContactRequestView, { status: { $in: ['waiting', 'retrying'] } }, { orderBy: { requestedAt: 'asc' }, fields: ['id'] });
    return views.map((view) => view.id);
  }
}
