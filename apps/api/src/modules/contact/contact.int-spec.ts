import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { CONTACT_ROUTES, type ContactRequestListResponse, type ContactRequestRecord } from '@k9/contracts';
import { CONTACT_MESSAGES, contactRequestDecider, contactRequestStreamId } from '@k9/domain';
import { loggedEvents, type LoggedEvent } from '../../../test/helpers/logged-events.js';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../../test/helpers/smtp-inbox.js';
import { createTestDatabase } from '../../../test/helpers/test-database.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { until } from '../../../test/helpers/until.js';
import { CommandPath } from '../../platform/commands/command-path.js';
import { DeciderCommand } from '../../platform/commands/decider-command.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { ContactOutbox } from './contact-outbox.js';
import { CONTACT_REQUEST_PROJECTION } from './projections/contact-request/contact-request.projection.js';

const INBOX = 'lienhe@k9.test';
const mailEnv = (inbox: SmtpInbox, over: Record<string, string> = {}) => ({ SMTP_URL: inbox.url, CONTACT_INBOX: INBOX, MAIL_FROM: 'Trường K9 <no-reply@k9.test>', ...over });
const form = { email: 'an.nguyen@example.vn', name: 'Nguyễn Văn An', subject: 'Gia hạn tài khoản', message: 'Tài khoản của em đã hết hạn.\nEm muốn gia hạn thêm 30 ngày.' };

const eventsOf = async (t: TestApp, id: string): Promise<LoggedEvent[]> => (await loggedEvents(t.app)).filter((event) => event.streamId === `contact-request-${id}`);
const mailOf = (inbox: SmtpInbox, id: string): ReceivedMail[] => inbox.mails.filter((mail) => mail.headers['x-k9-contact-request'] === id);
const listed = async (t: TestApp, id: string): Promise<ContactRequestRecord | undefined> => {
  const body = (await (await t.signInAdmin()).get(CONTACT_ROUTES.requests).expect(200)).body as ContactRequestListResponse;
  return body.data.find((row) => row.id === id);
};
const countRequests = async (t: TestApp) =>
  (await t.app.get(MikroORM).em.fork().getConnection().execute<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM events WHERE type = 'ContactRequested'`))[0].n;

describe('e-mail contact (SMTP up)', () => {
  let inbox: SmtpInbox;
  let t: TestApp;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp(mailEnv(inbox));
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.stop();
  });

  it("reaches the school's inbox, answering the learner's address, whatever recipient the caller names", async () => {
    const learner = await t.createUser();
    const agent = await t.signIn(learner.username, learner.password);
    const response = await agent
      .post(CONTACT_ROUTES.send)
      .send({ ...form, to: 'khac@evil.test', cc: 'khac@evil.test', bcc: 'khac@evil.test', from: 'gia@evil.test', replyTo: 'khac@evil.test' })
      .expect(201);
    expect(response.body).toEqual({ success: true, message: 'Email đã được gửi thành công!', data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    const id: string = response.body.data.id;

    await until('the e-mail arrived', () => mailOf(inbox, id).length === 1);
    const [mail] = mailOf(inbox, id);
    expect(mail.envelope).toEqual({ from: 'no-reply@k9.test', to: [INBOX] });
    expect(mail.headers.to).toBe(INBOX);
    expect(mail.headers.from).toBe('Trường K9 <no-reply@k9.test>');
    expect(mail.headers['reply-to']).toBe('Nguyễn Văn An <an.nguyen@example.vn>');
    expect(mail.headers.cc).toBeUndefined();
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.raw).not.toContain('evil.test');
    expect(mail.headers.subject).toBe('Liên hệ từ học viên Nguyễn Văn An (an.nguyen@example.vn): Gia hạn tài khoản');
    expect(mail.headers['content-type']).toMatch(/^text\/plain/);
    expect(mail.text).toContain('Nội dung:\nTài khoản của em đã hết hạn.\nEm muốn gia hạn thêm 30 ngày.');
    expect(mail.text).toContain(`Tài khoản: ${learner.username} (mã ${learner.id})`);

    // The audit: the request as typed (by whom), then its outcome, naming the message that went out.
    await until('the send is recorded', async () => (await eventsOf(t, id)).length === 2);
    const events = await eventsOf(t, id);
    expect(events.map((event) => event.type)).toEqual(['ContactRequested', 'ContactEmailSent']);
    expect(events[0].data).toEqual({ requestId: id, userId: learner.id, username: learner.username, ...form, requestedAt: expect.any(String) });
    expect(events[0].metadata).toMatchObject({ actorId: learner.id });
    expect(events[1].data).toEqual({ requestId: id, messageId: mail.headers['message-id'], sentAt: expect.any(String) });
    await until('the list shows it sent', async () => (await listed(t, id))?.status === 'sent');
    expect(await listed(t, id)).toMatchObject({ email: form.email, name: form.name, subject: form.subject, message: form.message, attempts: 0, lastError: null, sentAt: expect.any(String) });
  });

  it('keeps a name or subject on one header line, and refuses an address that names more than one', async () => {
    const learner = await t.createUser();
    const agent = await t.signIn(learner.username, learner.password);
    const before = await countRequests(t);
    for (const email of ['an@example.vn\r\nBcc: khac@evil.test', 'an@example.vn, khac@evil.test', 'An <an@example.vn>', '"an\r\nbcc"@example.vn']) {
      const refused = await agent.post(CONTACT_ROUTES.send).send({ ...form, email }).expect(400);
      expect(refused.body.message).toBe('Email không hợp lệ!');
    }
    expect(await countRequests(t)).toBe(before);

    const id: string = (await agent.post(CONTACT_ROUTES.send).send({ ...form, name: 'An\r\nBcc: khac@evil.test', subject: 'Chào\nTo: khac@evil.test' }).expect(201)).body.data.id;
    await until('the e-mail arrived', () => mailOf(inbox, id).length === 1);
    const [mail] = mailOf(inbox, id);
    expect(mail.envelope.to).toEqual([INBOX]);
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.headers.to).toBe(INBOX);
    expect(mail.headers.subject).toBe('Liên hệ từ học viên An Bcc: khac@evil.test (an.nguyen@example.vn): Chào To: khac@evil.test');
  });

  it("names the sender by the account's name when the form has none", async () => {
    const learner = await t.createUser();
    const admin = await t.signInAdmin();
    await admin.put(`/api/user/${learner.id}`).send({ name: 'Trần   Thị  Bình', username: learner.username, info: { startDate: new Date().toISOString().slice(0, 10), durationDays: 30 } }).expect(200);
    const agent = await t.signIn(learner.username, learner.password);
    const id: string = (await agent.post(CONTACT_ROUTES.send).send({ email: 'binh@example.vn', message: 'Chào trường' }).expect(201)).body.data.id;
    await until('the e-mail arrived', () => mailOf(inbox, id).length === 1);
    expect((await eventsOf(t, id))[0].data).toMatchObject({ name: 'Trần Thị Bình', subject: null });
    expect(mailOf(inbox, id)[0].headers.subject).toBe('Liên hệ từ học viên Trần Thị Bình (binh@example.vn)');
  });

  it('refuses what is missing or too long with a Vietnamese message, storing nothing', async () => {
    const learner = await t.createUser();
    const agent = await t.signIn(learner.username, learner.password);
    const before = await countRequests(t);
    const cases: Array<[object, string]> = [
      [{ message: 'Chào' }, CONTACT_MESSAGES.emailRequired],
      [{ email: '   ', message: 'Chào' }, CONTACT_MESSAGES.emailRequired],
      [{ email: 42, message: 'Chào' }, CONTACT_MESSAGES.emailRequired],
      [{ email: 'khong-phai-email', message: 'Chào' }, CONTACT_MESSAGES.emailInvalid],
      [{ email: `${'a'.repeat(250)}@example.vn`, message: 'Chào' }, CONTACT_MESSAGES.emailTooLong],
      [{ email: form.email }, CONTACT_MESSAGES.messageRequired],
      [{ email: form.email, message: ' \n\t ' }, CONTACT_MESSAGES.messageRequired],
      [{ email: form.email, message: 'x'.repeat(5001) }, 'Nội dung không được dài quá 5.000 ký tự.'],
      [{ email: form.email, message: 'Chào', name: 'n'.repeat(101) }, CONTACT_MESSAGES.nameTooLong],
      [{ email: form.email, message: 'Chào', subject: 's'.repeat(201) }, CONTACT_MESSAGES.subjectTooLong],
      [{ email: form.email, message: 'Chào', subject: ['a'] }, CONTACT_MESSAGES.subjectInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await agent.post(CONTACT_ROUTES.send).send(body);
      expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status: 400, message });
    }
    expect((await agent.post(CONTACT_ROUTES.send).send([form])).status).toBe(400);
    expect(await countRequests(t)).toBe(before);
    // 5,000 characters (after trimming) is the most a message takes.
    await agent.post(CONTACT_ROUTES.send).send({ email: ` ${form.email} `, message: ` ${'x'.repeat(5000)} ` }).expect(201);
    expect(await countRequests(t)).toBe(before + 1);
  });

  it('takes 5 e-mails per user and hour: the 6th is refused (429) and not stored, another user still writes', async () => {
    const learner = await t.createUser();
    const agent = await t.signIn(learner.username, learner.password);
    for (let i = 1; i <= 5; i++) await agent.post(CONTACT_ROUTES.send).send({ ...form, subject: `Lần ${i}` }).expect(201);
    const before = await countRequests(t);
    const refused = await agent.post(CONTACT_ROUTES.send).send({ ...form, subject: 'Lần 6' }).expect(429);
    expect(refused.body.message).toBe('Bạn chỉ có thể gửi tối đa 5 email liên hệ mỗi giờ. Vui lòng thử lại sau 60 phút.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await countRequests(t)).toBe(before);
    const own = (await loggedEvents(t.app)).filter((event) => event.type === 'ContactRequested' && event.data.userId === learner.id);
    expect(own.map((event) => event.data.subject)).toEqual(['Lần 1', 'Lần 2', 'Lần 3', 'Lần 4', 'Lần 5']);

    const other = await t.createUser();
    await (await t.signIn(other.username, other.password)).post(CONTACT_ROUTES.send).send(form).expect(201);
  });

  it('lists requests newest first, a page at a time, for admins', async () => {
    const admin = await t.signInAdmin();
    const read = async () => (await admin.get(CONTACT_ROUTES.requests).expect(200)).body as ContactRequestListResponse;
    // The requests of the tests above (the list's read model follows the log, a moment behind the answers).
    await until('every request is listed', async () => (await read()).total === 10);
    const all = await read();
    expect(all).toMatchObject({ success: true, page: 1, pageSize: 20, smtpConfigured: true });
    const times = all.data.map((row) => row.requestedAt);
    expect(times).toEqual([...times].sort().reverse());
    const second = (await admin.get(`${CONTACT_ROUTES.requests}?page=2&pageSize=3`).expect(200)).body as ContactRequestListResponse;
    expect(second.data.map((row) => row.id)).toEqual(all.data.slice(3, 6).map((row) => row.id));
    expect((await admin.get(`${CONTACT_ROUTES.requests}?pageSize=101`).expect(400)).body.message).toBe(CONTACT_MESSAGES.pageSize);
    expect((await admin.get(`${CONTACT_ROUTES.requests}?page=0`).expect(400)).body.message).toBe(CONTACT_MESSAGES.page);
  });

  it('sends a stored request that never got its job (an enqueue lost while Redis was away) at the next sweep', async () => {
    const learner = await t.createUser();
    const id = randomUUID();
    const now = new Date().toISOString();
    // Stored as the writer stores it, without the enqueue that follows.
    const data = { requestId: id, userId: learner.id, username: learner.username, email: form.email, name: null, subject: null, message: 'Gửi lại sau', requestedAt: now };
    const metadata = { actorId: learner.id, actorEmail: null, correlationId: id, causationId: id, occurredAt: now };
    await t.app.get(CommandPath).execute(new DeciderCommand(contactRequestDecider, contactRequestStreamId(id), { type: 'RequestContact', data }, metadata), [CONTACT_REQUEST_PROJECTION]);
    expect((await listed(t, id))?.status).toBe('waiting');
    await t.app.get(ContactOutbox).sweep();
    await until('the swept e-mail arrived', () => mailOf(inbox, id).length === 1);
    await until('the list shows it sent', async () => (await listed(t, id))?.status === 'sent');
    // A second sweep finds nothing left to send.
    await t.app.get(ContactOutbox).sweep();
    expect(mailOf(inbox, id)).toHaveLength(1);
  });
});

describe('e-mail contact while SMTP is down', () => {
  let inbox: SmtpInbox;
  let t: TestApp;

  beforeAll(async () => {
    inbox = await startSmtpInbox({ listening: false });
    // The retry comes 4 s after a failure: long enough for the list to be read between the two attempts on a loaded
    // machine (with 1 s, the second attempt once came first and the list said 2).
    t = await startTestApp(mailEnv(inbox, { CONTACT_RETRY_DELAY_MS: '4000' }));
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.stop();
  });

  it('stores the request, records the failed attempt with its reason, and sends it once when SMTP is back', async () => {
    const learner = await t.createUser();
    const agent = await t.signIn(learner.username, learner.password);
    const id: string = (await agent.post(CONTACT_ROUTES.send).send(form).expect(201)).body.data.id;

    await until('a failed attempt is recorded', async () => (await eventsOf(t, id)).some((event) => event.type === 'ContactEmailFailed'));
    const failed = (await eventsOf(t, id)).find((event) => event.type === 'ContactEmailFailed')!;
    expect(failed.data).toEqual({ requestId: id, reason: expect.stringMatching(/^Không kết nối được máy chủ SMTP: .*ECONNREFUSED/), attempt: 1, final: false });
    await until('the list shows it retrying', async () => (await listed(t, id))?.status === 'retrying');
    expect(await listed(t, id)).toMatchObject({ attempts: 1, lastError: failed.data.reason, sentAt: null });

    await inbox.start();
    await until('the retry sent it', async () => (await eventsOf(t, id)).some((event) => event.type === 'ContactEmailSent'), 20_000);
    const types = (await eventsOf(t, id)).map((event) => event.type);
    expect(types[0]).toBe('ContactRequested');
    expect(types.filter((type) => type === 'ContactEmailSent')).toHaveLength(1);
    expect(types.at(-1)).toBe('ContactEmailSent');
    expect(mailOf(inbox, id)).toHaveLength(1);
    expect(mailOf(inbox, id)[0].envelope.to).toEqual([INBOX]);
    await until('the list shows it sent', async () => (await listed(t, id))?.status === 'sent');
  });

  it('rebuilds contact_request from zero into what the live projection holds', async () => {
    const connection = t.app.get(MikroORM).em.fork().getConnection();
    const rows = () => connection.execute(`SELECT * FROM contact_request AS row ORDER BY id`);
    const live = await rows();
    expect(live).toEqual([expect.objectContaining({ status: 'sent', attempts: expect.any(Number), last_error: expect.stringContaining('ECONNREFUSED') })]);
    await t.app.get(ProjectionsService).rebuild(CONTACT_REQUEST_PROJECTION);
    expect(await rows()).toEqual(live);
  });
});

describe('e-mail contact without SMTP', () => {
  let inbox: SmtpInbox;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let bare: TestApp | null = null;
  let configured: TestApp | null = null;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await bare?.close();
    await configured?.close();
    await inbox?.stop();
    await db?.drop();
  });

  it('keeps the request waiting in the admin list, and sends it once the API starts with SMTP', async () => {
    bare = await startTestApp({ DATABASE_URL: db.url });
    const learner = await bare.createUser();
    const agent = await bare.signIn(learner.username, learner.password);
    const id: string = (await agent.post(CONTACT_ROUTES.send).send(form).expect(201)).body.data.id;

    const list = (await (await bare.signInAdmin()).get(CONTACT_ROUTES.requests).expect(200)).body as ContactRequestListResponse;
    expect(list.smtpConfigured).toBe(false);
    expect(list.data).toEqual([expect.objectContaining({ id, status: 'waiting', attempts: 0, lastError: null, sentAt: null, email: form.email })]);
    expect((await eventsOf(bare, id)).map((event) => event.type)).toEqual(['ContactRequested']);
    await bare.app.close();
    bare = null;

    // The same database, now with SMTP: the boot sweep sends what waited.
    configured = await startTestApp({ DATABASE_URL: db.url, ...mailEnv(inbox) });
    await until('the waiting e-mail was sent', () => mailOf(inbox, id).length === 1, 20_000);
    await until('the send is recorded', async () => (await eventsOf(configured!, id)).map((event) => event.type).join() === 'ContactRequested,ContactEmailSent');
    await until('the list shows it sent', async () => (await listed(configured!, id))?.status === 'sent');
    expect(mailOf(inbox, id)[0].text).toContain(form.message);
  });
});
