import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../shared/decider.js';
import { ownEntries, personalView } from './personal-settings.js';
import { SITE_SETTINGS } from '../site.settings.js';
import { SettingCatalogue } from './setting-catalogue.js';
import { OWN_AFTER, OWN_INSTEAD, type SettingCaller } from './setting-types.js';

const visitor: SettingCaller = null;
const learner: SettingCaller = { id: 'u1', isAdmin: false };
const admin: SettingCaller = { id: 'a1', isAdmin: true };

/** The site's own types, and the kinds of rows other contexts declare (the product's whole table: setting-catalogue.spec in the API). */
const catalogue = new SettingCatalogue([
  ...SITE_SETTINGS,
  { type: 'SIGNED_IN_LIST', policy: { read: 'signed-in', write: 'admin' } },
  { type: 'ADMIN_PROMPT', policy: { read: 'admin', write: 'admin' } },
  { type: 'CONFIGURED_ONLY', policy: { read: 'admin', write: 'admin', othersLearn: 'whether-configured' } },
  { type: 'OWN_LIST', policy: { read: 'signed-in', write: 'admin', personal: OWN_AFTER } },
]);
const { sharedReadOf, mayWrite, defaultScope } = {
  sharedReadOf: catalogue.sharedReadOf.bind(catalogue),
  mayWrite: catalogue.mayWrite.bind(catalogue),
  defaultScope: catalogue.defaultScope.bind(catalogue),
};

describe('setting policies (issue 9 item 4)', () => {
  it('lists the public and the personal types from their declarations', () => {
    expect(catalogue.publicTypes.sort()).toEqual(['GUIDELINE_SETTING', 'ZALO_INFO', 'header_background', 'homepage_content', 'homepage_images']);
    expect(catalogue.personalTypes.sort()).toEqual(['OWN_LIST', 'header_background']);
  });

  it('refuses a type declared twice, and an entry event declared twice', () => {
    expect(() => new SettingCatalogue([...SITE_SETTINGS, SITE_SETTINGS[0]])).toThrow('Setting type homepage_content is declared twice');
    const entries = { eventTypes: ['EntryAdded'], changes: () => [], apply: (list: readonly unknown[]) => [...list] };
    expect(() => new SettingCatalogue([{ type: 'A', policy: { read: 'admin', write: 'admin' }, entries }, { type: 'B', policy: { read: 'admin', write: 'admin' }, entries }])).toThrow(
      'Setting entry event EntryAdded is declared twice',
    );
  });

  it('keeps admin-only values from learners', () => {
    expect([sharedReadOf('ADMIN_PROMPT', learner), sharedReadOf('ADMIN_PROMPT', admin)]).toEqual(['refused', 'full']);
  });

  it('tells a learner only whether a value is configured', () => {
    expect(sharedReadOf('CONFIGURED_ONLY', learner)).toBe('whether-configured');
    expect(sharedReadOf('CONFIGURED_ONLY', visitor)).toBe('refused');
    expect(sharedReadOf('CONFIGURED_ONLY', admin)).toBe('full');
    expect(mayWrite('CONFIGURED_ONLY', 'shared', learner)).toBe(false);
    expect(mayWrite('CONFIGURED_ONLY', 'personal', learner)).toBe(false);
    expect(mayWrite('CONFIGURED_ONLY', 'shared', admin)).toBe(true);
  });

  it('lets admins write shared values and every user their own, for layered types only', () => {
    expect(mayWrite('header_background', 'shared', learner)).toBe(false);
    expect(mayWrite('header_background', 'personal', learner)).toBe(true);
    expect(mayWrite('header_background', 'personal', visitor)).toBe(false);
    expect(mayWrite('OWN_LIST', 'personal', admin)).toBe(true);
    expect(mayWrite('SIGNED_IN_LIST', 'personal', admin)).toBe(false);
    expect(sharedReadOf('SIGNED_IN_LIST', learner)).toBe('full');
    expect(sharedReadOf('SIGNED_IN_LIST', visitor)).toBe('refused');
  });

  it("works on an admin's default and a learner's own value when no scope is named", () => {
    expect(defaultScope('header_background', admin)).toBe('shared');
    expect(defaultScope('header_background', learner)).toBe('personal');
    expect(defaultScope('OWN_LIST', learner)).toBe('personal');
    expect(defaultScope('SIGNED_IN_LIST', learner)).toBe('shared');
  });
});

describe('personal values over shared ones', () => {
  const header = OWN_INSTEAD;
  const templates = OWN_AFTER;

  it("shows the user's own header image, else the default, and says which", () => {
    expect(personalView(header, { imageUrl: '/mac-dinh.png' }, null, 'a@b.vn')).toEqual({ setting: { imageUrl: '/mac-dinh.png' }, source: 'default' });
    expect(personalView(header, { imageUrl: '/mac-dinh.png' }, { imageUrl: null }, 'a@b.vn')).toEqual({ setting: { imageUrl: null }, source: 'own' });
    expect(personalView(header, null, null, 'a@b.vn')).toEqual({ setting: null, source: 'default' });
  });

  it('shows the shared templates except those marked for somebody else, then the own ones', () => {
    const shared = [{ key: 'chung' }, { key: 'cua-b', userEmail: 'b@b.vn' }, { key: 'cua-a-cu', userEmail: 'A@b.vn' }];
    expect(personalView(templates, shared, [{ key: 'rieng' }], 'a@b.vn').setting).toEqual([
      { key: 'chung' },
      { key: 'cua-a-cu', userEmail: 'A@b.vn' },
      { key: 'rieng', userEmail: 'a@b.vn' },
    ]);
  });

  it("keeps only the user's own templates from a saved list, and refuses somebody else's", () => {
    const shared = [{ key: 'chung', label: 'Chung' }];
    const read = personalView(templates, shared, [{ key: 'rieng', label: 'Cũ' }], 'a@b.vn').setting as unknown[];
    const sent = [...read.slice(0, 1), { key: 'rieng', label: 'Mới', userEmail: 'a@b.vn' }, { key: 'moi', label: 'Thêm' }];
    expect(ownEntries(sent, shared, 'a@b.vn')).toEqual([
      { key: 'rieng', label: 'Mới', userEmail: 'a@b.vn' },
      { key: 'moi', label: 'Thêm', userEmail: 'a@b.vn' },
    ]);
    const forged = () => ownEntries([{ key: 'x', userEmail: 'b@b.vn' }], shared, 'a@b.vn');
    expect(forged).toThrow(DomainError);
    expect(forged).toThrow('Bạn chỉ có thể lưu mẫu của chính mình.');
    expect(() => ownEntries({ key: 'x' }, shared, 'a@b.vn')).toThrow('Nội dung cài đặt này phải là một danh sách JSON.');
  });
});
