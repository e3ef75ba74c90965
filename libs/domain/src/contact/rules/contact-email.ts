import type { ContactRequestedData } from '../contact-request.events.js';

/** The e-mail a contact request becomes; the inbox (To) and the sender (From) are the server's, never the caller's. */
export type ContactEmail = { subject: string; text: string; replyTo: { name: string; address: string } };

const VIETNAM_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** dd/MM/yyyy HH:mm:ss in Vietnam time, as the rest of the product writes dates. */
export const vietnamDateTime = (iso: string): string => {
  const parts = Object.fromEntries(VIETNAM_TIME.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
};

/**
 * Plain text only: what the learner typed is never read as HTML. The subject names who wrote (name and address, so
 * the school's inbox lists it at a glance); the fields arrive single-line (the decider refused anything else).
 */
export function contactEmailOf(request: ContactRequestedData): ContactEmail {
  const who = request.name ? `${request.name} (${request.email})` : request.email;
  const subject = `Liên hệ từ học viên ${who}${request.subject ? `: ${request.subject}` : ''}`;
  const text = [
    'Học viên gửi liên hệ từ khu học tập.',
    '',
    `Họ tên: ${request.name ?? '(không nhập)'}`,
    `Email liên hệ: ${request.email}`,
    `Tài khoản: ${request.username ?? '(đăng nhập bằng Google)'} (mã ${request.userId})`,
    `Thời gian: ${vietnamDateTime(request.requestedAt)} (giờ Việt Nam)`,
    `Tiêu đề: ${request.subject ?? '(không có)'}`,
    `Mã yêu cầu: ${request.requestId}`,
    '',
    'Nội dung:',
    request.message,
    '',
    '--',
    `Trả lời email này để trả lời học viên (${request.email}).`,
  ].join('\n');
  return { subject, text, replyTo: { name: request.name ?? '', address: request.email } };
}
