import { SMTPServer } from 'smtp-server';
import { freePort } from '../../src/platform/infra/local-services.js';

/** One e-mail as the inbox received it: the SMTP envelope, and the message's headers and text decoded. */
export type ReceivedMail = {
  envelope: { from: string; to: string[] };
  raw: string;
  /** Header names in lower case, values unfolded and decoded (RFC 2047). */
  headers: Record<string, string>;
  text: string;
};

export type SmtpInbox = {
  port: number;
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  readonly mails: ReceivedMail[];
  /** Starts listening (again) on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

const bytesOfQp = (text: string) => Buffer.from(text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
/** An encoded word's Q form writes a space as '_'. */
const bytesOfQ = (word: string) => bytesOfQp(word.replace(/_/g, ' '));

/** RFC 2047 encoded words (UTF-8, Q or B), adjacent ones joined before decoding (a character may span two). */
function decodeWords(value: string): string {
  return value.replace(/(?:=\?utf-8\?[QB]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?utf-8\?([QB])\?([^?]*)\?=/gi)].map(([, kind, word]) => (kind.toUpperCase() === 'B' ? Buffer.from(word, 'base64') : bytesOfQ(word)));
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  }).trim();
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return bytesOfQp(body.replace(/=\r\n/g, '')).toString('utf8');
  return body;
}

/** Reads the single-part text message nodemailer makes of a contact request. */
export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'text'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const text = decodeBody(raw.slice(split + 4), headers['content-transfer-encoding']?.toLowerCase()).replace(/\r\n/g, '\n').replace(/\n$/, '');
  return { headers, text };
}

/** A real SMTP server on 127.0.0.1 (smtp-server, no TLS, no login) that keeps what it receives. */
export async function startSmtpInbox({ listening = true }: { listening?: boolean } = {}): Promise<SmtpInbox> {
  const port = await freePort();
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  const inbox: SmtpInbox = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('latin1');
            const envelope = session.envelope;
            mails.push({
              envelope: { from: envelope.mailFrom ? envelope.mailFrom.address : '', to: envelope.rcptTo.map((rcpt) => rcpt.address) },
              raw,
              ...parseMail(raw),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = null;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  if (listening) await inbox.start();
  return inbox;
}
