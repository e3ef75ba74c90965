import { describe, expect, it } from '@jest/globals';
import { readContactConfig } from './contact.config.js';

describe('contact configuration', () => {
  it('without SMTP: nothing is sent, requests wait; 5 per user and hour', () => {
    expect(readContactConfig({ CONTACT_INBOX: 'lienhe@k9.vn' })).toEqual({ contactMail: null, contactRequestsPerHour: 5, contactSendAttempts: 10, contactRetryDelayMs: 30_000 });
  });

  it('reads host, port and credentials; From defaults to the inbox', () => {
    expect(readContactConfig({ SMTP_HOST: 'smtp.k9.vn', SMTP_USER: 'u', SMTP_PASSWORD: 'p', CONTACT_INBOX: 'lienhe@k9.vn' }).contactMail).toEqual({
      smtp: { host: 'smtp.k9.vn', port: 587, secure: false, user: 'u', password: 'p' },
      inbox: 'lienhe@k9.vn',
      from: { name: '', address: 'lienhe@k9.vn' },
    });
    expect(readContactConfig({ SMTP_HOST: 'smtp.k9.vn', SMTP_PORT: '465', CONTACT_INBOX: 'lienhe@k9.vn' }).contactMail?.smtp).toEqual({ host: 'smtp.k9.vn', port: 465, secure: true, user: null, password: null });
    expect(readContactConfig({ SMTP_HOST: 'smtp.k9.vn', SMTP_SECURE: 'true', CONTACT_INBOX: 'lienhe@k9.vn' }).contactMail?.smtp).toMatchObject({ port: 465, secure: true });
  });

  it('reads a URL and a named sender', () => {
    expect(readContactConfig({ SMTP_URL: 'smtps://u:p@smtp.k9.vn:465', CONTACT_INBOX: 'lienhe@k9.vn', MAIL_FROM: 'Trường K9 <no-reply@k9.vn>' }).contactMail).toEqual({
      smtp: { url: 'smtps://u:p@smtp.k9.vn:465' },
      inbox: 'lienhe@k9.vn',
      from: { name: 'Trường K9', address: 'no-reply@k9.vn' },
    });
  });

  it('refuses at boot what would send nowhere or to more than one inbox', () => {
    expect(() => readContactConfig({ SMTP_HOST: 'smtp.k9.vn' })).toThrow(/CONTACT_INBOX/);
    expect(() => readContactConfig({ SMTP_HOST: 'smtp.k9.vn', CONTACT_INBOX: 'a@k9.vn, b@k9.vn' })).toThrow(/CONTACT_INBOX/);
    expect(() => readContactConfig({ SMTP_HOST: 'smtp.k9.vn', CONTACT_INBOX: 'a@k9.vn', MAIL_FROM: 'K9 <a@k9.vn>\r\nBcc: x@y.vn' })).toThrow(/MAIL_FROM/);
    expect(() => readContactConfig({ SMTP_URL: 'http://smtp.k9.vn', CONTACT_INBOX: 'a@k9.vn' })).toThrow(/SMTP_URL/);
    expect(() => readContactConfig({ SMTP_URL: 'smtp://a', SMTP_HOST: 'b', CONTACT_INBOX: 'a@k9.vn' })).toThrow(/not both/);
    expect(() => readContactConfig({ SMTP_HOST: 'smtp.k9.vn', SMTP_USER: 'u', CONTACT_INBOX: 'a@k9.vn' })).toThrow(/SMTP_PASSWORD/);
    expect(() => readContactConfig({ CONTACT_REQUESTS_PER_HOUR: '0' })).toThrow(/CONTACT_REQUESTS_PER_HOUR/);
  });
});
