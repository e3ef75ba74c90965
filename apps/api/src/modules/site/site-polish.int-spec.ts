import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '@k9/domain';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { SETTING_PROJECTION } from './projections/site-setting/site-setting.projection.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

describe('site polish (issue 10 items 3 and 4)', () => {
  let t: TestApp;
  let admin: Agent;
  const head = () => t.app.get<EventStore>(EVENT_STORE).committedHead();
  const rows = () =>
    t.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute(`SELECT stream_id, setting_id, type, owner_id, setting, version, updated_by, last_position FROM site_setting ORDER BY stream_id`);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signInAdmin();
  });
  afterAll(() => t.close());

  describe('homepage content the homepage cannot do without', () => {
    it('refuses required fields sent blank with a Vietnamese 422 naming them, and stores nothing', async () => {
      const before = await head();
      const blank = await admin.post('/api/setting').send({ type: 'homepage_content', setting: { hero: { brandLine: 'K9', tagline: '   ', ctaText: 'Xem' }, faq: { title: '' } } });
      expect(blank.status).toBe(422);
      expect(blank.body).toMatchObject({ code: 'HOMEPAGE_FIELDS_REQUIRED', message: 'Trang chủ không thể thiếu các nội dung sau, vui lòng nhập: Phần mở đầu › Khẩu hiệu, Câu hỏi thường gặp › Tiêu đề.' });
      expect(await head()).toBe(before);
      expect((await t.http().get('/api/public/setting/homepage_content').expect(200)).body.setting).toBeNull();
    });

    it('accepts content that leaves fields out, and refuses an update that blanks one', async () => {
      const created = await admin.post('/api/setting').send({ type: 'homepage_content', setting: { hero: { tagline: 'Học từ tình huống thật' } } }).expect(201);
      const before = await head();
      const blanked = await admin.put('/api/setting').send({ id: created.body.id, type: 'homepage_content', setting: { hero: { tagline: 'Mới' }, finalCta: { pricing: { price: ' ' } } } });
      expect(blanked.status).toBe(422);
      expect(blanked.body.message).toBe('Trang chủ không thể thiếu các nội dung sau, vui lòng nhập: Học phí › Giá.');
      expect(await head()).toBe(before);
      expect((await t.http().get('/api/public/setting/homepage_content')).body.setting).toEqual({ hero: { tagline: 'Học từ tình huống thật' } });
    });
  });

  describe("a user's own header background over the admins' default (spec 2 §4.9)", () => {
    it('shows the default until the user saves their own; "back to default" drops it and the default shows again', async () => {
      const learner = await t.createUser();
      const agent = await t.signIn(learner.username, learner.password);
      await admin.post('/api/setting').send({ type: 'header_background', scope: 'shared', setting: { imageUrl: '/files/mac-dinh.png' } }).expect(201);

      const first = await agent.get('/api/setting/header_background').expect(200);
      expect(first.body).toMatchObject({ id: null, version: 0, scope: 'personal', source: 'default', setting: { imageUrl: '/files/mac-dinh.png' } });
      const own = await agent.post('/api/setting').send({ type: 'header_background', setting: { imageUrl: '/files/cua-toi.png' } }).expect(201);
      expect(own.body).toMatchObject({ source: 'own', setting: { imageUrl: '/files/cua-toi.png' }, version: 1 });

      const cleared = await agent.delete('/api/setting/header_background').expect(200);
      expect(cleared.body).toMatchObject({ id: null, version: 0, scope: 'personal', source: 'default', setting: { imageUrl: '/files/mac-dinh.png' } });
      const history = (await admin.get(`/api/audit/stream/setting-header_background-${learner.id}`).expect(200)).body.data;
      expect(history[0]).toMatchObject({ type: 'SettingCleared', actorId: learner.id, data: { settingId: own.body.id, type: 'header_background', ownerId: learner.id } });
      // The default is the admins' to change, and the learner follows it.
      await admin.put('/api/setting').send({ id: (await admin.get('/api/setting/header_background')).body.id, type: 'header_background', setting: { imageUrl: '/files/moi.png' } }).expect(200);
      expect((await agent.get('/api/setting/header_background')).body).toMatchObject({ source: 'default', setting: { imageUrl: '/files/moi.png' } });

      // Nothing to drop: nothing is written. A new own value starts again with POST.
      const before = await head();
      await agent.delete('/api/setting/header_background').expect(200);
      expect(await head()).toBe(before);
      const again = await agent.post('/api/setting').send({ type: 'header_background', setting: { imageUrl: null } }).expect(201);
      expect(again.body).toMatchObject({ source: 'own', setting: { imageUrl: null } });
    });

    it('refuses to clear a type without own values or the shared value, in Vietnamese, writing nothing', async () => {
      const before = await head();
      const shared = await admin.delete('/api/setting/homepage_content');
      expect(shared.status).toBe(400);
      expect(shared.body.message).toBe('Loại cài đặt này không có giá trị riêng cho từng người dùng.');
      const unknown = await admin.delete('/api/setting/KHONG_CO');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Loại cài đặt không tồn tại.');
      expect(await head()).toBe(before);
    });

    it('a rebuild of the settings read model gives the same rows as the live one', async () => {
      const live = await rows();
      expect(live.length).toBeGreaterThan(0);
      await t.app.get(ProjectionsService).rebuild(SETTING_PROJECTION);
      expect(await rows()).toEqual(live);
    });
  });
});
