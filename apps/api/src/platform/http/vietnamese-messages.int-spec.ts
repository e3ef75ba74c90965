import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getMetadataStorage } from 'class-validator';
import * as contracts from '@k9/contracts';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
type Answer = { status: number; body: { message?: unknown; errors?: unknown } };

/** Vietnamese, and none of class-validator's or Express's English ("must be", "should", "property", "Failed to decode"). */
const englishIn = (answer: Answer): string[] =>
  [answer.body?.message, ...(Array.isArray(answer.body?.errors) ? answer.body.errors : [])]
    .map(String)
    .filter((message) => !/[^\x00-\x7F]/.test(message) || /must be|should|property|nested|failed|expected/i.test(message));

/** Every property name any request DTO validates (nested ones included): a wrong value for each reaches each check. */
const dtoProperties = [
  ...new Set(
    (Object.values(contracts) as unknown[])
      .filter((value): value is new () => object => typeof value === 'function')
      .flatMap((dto) => getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).map((check) => check.propertyName)),
  ),
];
const everyProperty = (value: unknown) => Object.fromEntries(dtoProperties.map((name) => [name, value]));
const WRONG_VALUES: unknown[] = ['x', '', 5, -1, 1.5, true, null, [], [1], [{}], {}, { a: { b: 1 } }];
const WRONG_BODIES: unknown[] = [
  {},
  [],
  [{}],
  ...WRONG_VALUES.map(everyProperty),
  ...WRONG_VALUES.map((value) => ({ ...everyProperty('x'), info: everyProperty(value) })),
  ...WRONG_VALUES.map((value) => ({ ...everyProperty('x'), info: value })),
];

describe('validation messages', () => {
  let t: TestApp;
  let admin: Agent;
  let adminId: string;
  let routes: Array<{ method: 'post' | 'put' | 'delete' | 'patch'; path: string }>;
  beforeAll(async () => {
    // The walk signs in with wrong passwords many times: no slowing, so that it stays quick.
    t = await startTestApp({ LOGIN_SLOW_AFTER: '1000', LOGIN_LOCK_AFTER: '1000', LOGIN_IP_LOCK_AFTER: '100000' });
    admin = await t.signInAdmin();
    adminId = (await admin.get('/profile')).body.id;
    const document = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody)
        .map(([method]) => ({ method: method as 'post', path })),
    );
  });
  afterAll(() => t.close());

  /** Path parameters that exist (the admin's own account: nothing the walk sends may change another). */
  const concrete = (path: string) => path.replace(/\{[^}]+\}/g, () => (path.startsWith('/api/user-class') ? '1' : adminId));

  it('walks every route with a request body', () => {
    expect(routes.map((route) => `${route.method.toUpperCase()} ${route.path}`)).toEqual(
      expect.arrayContaining(['POST /login/username', 'POST /api/public/register-account', 'POST /api/user', 'PUT /api/user/{id}', 'PUT /api/user/{id}/admin', 'PUT /api/setting']),
    );
  });

  it('answers wrong types and nesting on every DTO-backed route in Vietnamese, never with a 500', async () => {
    await admin.post('/api/user-class').send({ name: 'Lớp Một' }).expect(201);
    const leaks: string[] = [];
    for (const { method, path } of routes) {
      for (const body of WRONG_BODIES) {
        const answer = (await admin[method](concrete(path)).send(body as object)) as Answer;
        const english = englishIn(answer);
        if (answer.status >= 500 || (answer.status >= 400 && english.length)) leaks.push(`${method} ${path} ${JSON.stringify(body).slice(0, 80)} -> ${answer.status} ${english.join(' | ')}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 150_000);

  it('answers a malformed %-escape in a path in Vietnamese, without echoing it', async () => {
    for (const call of [admin.get('/api/user-class/%E0%A4%A'), admin.put('/api/user-class/%E0%A4%A').send({ name: 'Lớp Hai' }), admin.get('/api/setting/%E0%A4%A')]) {
      const answer = await call;
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: { statusCode: 400, code: 'MALFORMED_URL', message: 'Đường dẫn yêu cầu không hợp lệ.' } });
    }
  });

  it('names the checks the probe found in Vietnamese', async () => {
    const form = { name: 'Học Viên', username: 'hocvienmoi', info: { startDate: '2026-03-01', durationDays: 10 } };
    const nested = await admin.post('/api/user').send({ ...form, info: 'x' });
    expect([nested.status, nested.body.message]).toEqual([400, 'Vui lòng chọn ngày bắt đầu!']);
    const asArray = await admin.post('/api/user').send({ ...form, info: [form.info] });
    expect([asArray.status, asArray.body.message]).toEqual([400, 'Vui lòng chọn ngày bắt đầu!']);
    const reset = await admin.post('/api/user').send({ ...form, resetPassword: 'x' });
    expect([reset.status, reset.body.message]).toEqual([400, 'Vui lòng chọn có hoặc không đặt lại mật khẩu.']);
    const terms = await t.http().post('/api/public/register-account').send({ name: 'Học Viên', phone: '0912345678', email: 'hv@gmail.com', info: 'x' });
    expect([terms.status, terms.body.message]).toEqual([400, 'Vui lòng đồng ý với Điều khoản & Dịch vụ!']);
    const notAnObject = await t.http().post('/login/username').send([{ username: 'a', password: 'b' }]);
    expect([notAnObject.status, notAnObject.body.message]).toEqual([400, 'Vui lòng nhập username!']);
  });

  it('refuses a version that is not a number with 400, not 412', async () => {
    const answer = await admin.put('/api/setting').send({ id: 'x', type: 'homepage_content', setting: {}, version: 'abc' });
    expect([answer.status, answer.body.code, answer.body.message]).toEqual([400, 'VALIDATION', 'Phiên bản cài đặt (version) phải là số nguyên không âm.']);
  });

  it('reads numbers in paths only as decimals: 0x1, 01, 1e0, +1 are no class id', async () => {
    const { id } = (await admin.post('/api/user-class').send({ name: 'Lớp Thập Phân' }).expect(201)).body.data;
    expect(id).toBeLessThan(10);
    for (const written of [`0x${id}`, `0${id}`, `${id}e0`, `+${id}`, ` ${id}`]) {
      const answer = await admin.put(`/api/user-class/${encodeURIComponent(written)}`).send({ name: 'Lớp Bị Đổi' });
      expect({ written, status: answer.status, message: answer.body.message }).toEqual({ written, status: 400, message: 'Tham số không hợp lệ: cần một số viết ở hệ thập phân.' });
    }
    for (const written of ['0', '-1', '99999999999', `${id}.5`]) {
      const answer = await admin.put(`/api/user-class/${written}`).send({ name: 'Lớp Bị Đổi' });
      expect({ written, status: answer.status, code: answer.body.code }).toEqual({ written, status: 404, code: 'USER_CLASS_NOT_FOUND' });
    }
    expect((await admin.get('/api/user-class')).body.result.find((row: { id: number }) => row.id === id).name).toBe('Lớp Thập Phân');
    await admin.put(`/api/user-class/${id}`).send({ name: 'Lớp Đổi Đúng' }).expect(200);
  });

  it('refuses a start date outside the years 2000 to 2100', async () => {
    const before = (await admin.get('/api/user')).body.result.length;
    for (const startDate of ['9999-12-31', '1999-12-31', '2101-01-01']) {
      const answer = await admin.post('/api/user').send({ name: 'Học Viên', username: `hv${startDate.slice(0, 4)}`, info: { startDate, durationDays: 10 } });
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([422, 'START_DATE_OUT_OF_RANGE', 'Ngày bắt đầu phải nằm trong khoảng từ năm 2000 đến năm 2100.']);
    }
    expect((await admin.get('/api/user')).body.result.length).toBe(before);
    await admin.post('/api/user').send({ name: 'Học Viên', username: 'hv2100', info: { startDate: '2100-12-31', durationDays: 10 } }).expect(201);
  });
});
