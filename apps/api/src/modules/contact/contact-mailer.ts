import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type NodemailerError, type SMTPTransportOptions, type Transporter } from 'nodemailer';
import { contactEmailOf, singleLine, type ContactRequestedData } from '@k9/domain';
import { AppConfig } from '../../config/app-config.js';
import type { SmtpServer } from './contact.config.js';

/** Short enough that a job attempt against a silent server fails and is retried, instead of holding the queue for minutes. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as const;

const transportOptions = (smtp: SmtpServer): SMTPTransportOptions =>
  'url' in smtp
    ? { url: smtp.url, ...TIMEOUTS }
    : { host: smtp.host, port: smtp.port, secure: smtp.secure, ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}), ...TIMEOUTS };

/** What the admin list shows for each kind of failure; the server's own words follow. */
const SUMMARIES: Record<string, string> = {
  ECONNECTION: 'Không kết nối được máy chủ SMTP',
  ESOCKET: 'Không kết nối được máy chủ SMTP',
  EDNS: 'Không tìm thấy máy chủ SMTP',
  ETIMEDOUT: 'Máy chủ SMTP không trả lời kịp',
  ETLS: 'Lỗi kết nối bảo mật (TLS) với máy chủ SMTP',
  EAUTH: 'Máy chủ SMTP từ chối đăng nhập',
  ENOAUTH: 'Thiếu thông tin đăng nhập máy chủ SMTP',
  EENVELOPE: 'Máy chủ SMTP từ chối địa chỉ gửi hoặc nhận',
  EMESSAGE: 'Máy chủ SMTP từ chối email',
  EPROTOCOL: 'Máy chủ SMTP trả lời không đúng giao thức',
};

export type SendFailure = { reason: string; permanent: boolean };

/** A send failure as the audit and the admin list keep it: one line, in Vietnamese first, at most 500 characters. */
export function sendFailureOf(error: unknown): SendFailure {
  const failure = error as Partial<NodemailerError>;
  const summary = (failure.code && SUMMARIES[failure.code]) ?? 'Gửi email thất bại';
  const detail = singleLine(failure.message ?? String(error));
  // An SMTP reply that says "never" (5xx except 503) will not change on a retry; no reply at all (a closed port) might.
  const permanent = failure.permanent === true || (typeof failure.responseCode === 'number' && failure.responseCode >= 500 && failure.responseCode !== 503);
  return { reason: `${summary}: ${detail}`.slice(0, 500), permanent };
}

/**
 * The school's outgoing mail: one SMTP transport for the process, or none when SMTP is not configured. The recipient
 * is always CONTACT_INBOX and the sender MAIL_FROM; the learner's address is only the Reply-To.
 */
@Injectable()
export class ContactMailer implements OnApplicationShutdown {
  private readonly transport: Transporter | null;

  constructor(private readonly config: AppConfig) {
    this.transport = config.contactMail ? createTransport(transportOptions(config.contactMail.smtp)) : null;
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  /**
   * Sends the request's e-mail; answers its Message-ID. The Message-ID is the request's, so a copy sent twice (a
   * crash between the send and its record) is one message to the inbox's threading and de-duplication.
   */
  async send(request: ContactRequestedData): Promise<string> {
    const mail = this.config.contactMail;
    if (!this.transport || !mail) throw new Error('SMTP is not configured');
    const content = contactEmailOf(request);
    const info = await this.transport.sendMail({
      from: mail.from,
      to: mail.inbox,
      replyTo: content.replyTo,
      subject: content.subject,
      text: content.text,
      messageId: `<contact-${request.requestId}@${mail.from.address.split('@')[1]}>`,
      headers: { 'X-K9-Contact-Request': request.requestId },
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    return String(info.messageId);
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
