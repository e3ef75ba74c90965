import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@k9/domain';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

/** The content settings records (spec 3 §3, §5, §9) through the site's one settings path. */
describe('content settings', () => {
  let t: TestApp;
  let admin: Agent;
  const head = () => t.app.get<EventStore>(EVENT_STORE).committedHead();
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signInAdmin();
  });
  afterAll(() => t.close());

  it('checks category, level, series and program names: 2-50 trimmed, unique, with the spec messages', async () => {
    const before = await head();
    const refused: Array<[string, unknown, string]> = [
      ['TAG1_OPTIONS', [{ value: 'a', label: 'A' }], 'Tên category phải có ít nhất 2 ký tự!'],
      ['TAG2_OPTIONS', [{ value: 'x', label: 'x'.repeat(51) }], 'Tên level không được quá 50 ký tự!'],
      ['TAG3_OPTIONS', [{ label: 'Khởi nghiệp' }, { label: ' khởi nghiệp ' }], 'Tên series đã tồn tại!'],
      ['TAG4_OPTIONS', [{ label: '   ' }], 'Vui lòng nhập tên program!'],
      ['TAG4_OPTIONS', { label: 'Không phải mảng' }, 'Danh sách program phải là một mảng JSON gồm value và label!'],
      ['TAG4_OPTIONS', [{ label: 'Chương trình', imageUrl: 'javascript:alert(1)' }], 'Ảnh chương trình phải là một đường dẫn hợp lệ!'],
    ];
    for (const [type, setting, message] of refused) {
      const answer = await admin.post('/api/setting').send({ type, setting });
      expect({ type, status: answer.status, message: answer.body.message }).toEqual({ type, status: 422, message });
    }
    expect(await head()).toBe(before);
    const saved = await admin.post('/api/setting').send({ type: 'TAG4_OPTIONS', setting: [{ value: 'D101', label: '  Tư duy kinh doanh ', description: 'Nền tảng', imageUrl: '/files/a.png' }] }).expect(201);
    expect(saved.body.setting).toEqual([{ value: 'D101', label: 'Tư duy kinh doanh', description: 'Nền tảng', imageUrl: '/files/a.png' }]);
    expect((await admin.get('/api/k9/tag-options')).body.TAG4_OPTIONS).toEqual(saved.body.setting);
  });

  it('keeps BACKGROUND_AUDIO volume within 0-1 in steps of 0.01 (default 0.5) and REPORT_OVERVIEW text required', async () => {
    const bad = await admin.post('/api/setting').send({ type: 'BACKGROUND_AUDIO', setting: { enabled: true, volume: 1.2 } });
    expect([bad.status, bad.body.message]).toEqual([422, 'Âm lượng phải từ 0 đến 1 (bước 0,01)!']);
    const audio = await admin.post('/api/setting').send({ type: 'BACKGROUND_AUDIO', setting: { enabled: true, audioUrl: '/files/2026/01/nhac.mp3' } }).expect(201);
    expect(audio.body.setting).toEqual({ enabled: true, audioUrl: '/files/2026/01/nhac.mp3', volume: 0.5 });
    const empty = await admin.post('/api/setting').send({ type: 'REPORT_OVERVIEW', setting: { overview: '  ' } });
    expect([empty.status, empty.body.message]).toEqual([422, 'Vui lòng nhập tổng quan!']);
    const table = await admin.post('/api/setting').send({ type: 'REPORT_OVERVIEW', setting: { overview: 'Tổng quan', tables: [{ id: 't1', name: '', type: 'yearly', data: {} }] } });
    expect([table.status, table.body.message]).toEqual([422, 'Vui lòng nhập tên bảng!']);
    await admin.post('/api/setting').send({ type: 'REPORT_OVERVIEW', setting: { overview: 'Tổng quan', tables: [{ id: 't1', name: 'Tăng trưởng', type: 'quarterly', data: { Q1: '5%' } }] } }).expect(201);
  });
});
