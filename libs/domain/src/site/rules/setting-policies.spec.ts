import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../shared/decider.js';
import { ownEntries, personalView } from './personal-settings.js';
import {
  defaultScope,
  mayWrite,
  PERSONAL_SETTING_TYPES,
  PUBLIC_SETTING_TYPES,
  SETTING_POLICIES,
  SETTING_TYPES,
  sharedReadOf,
  type SettingCaller,
} from './setting-types.js';

const visitor: SettingCaller = null;
const learner: SettingCaller = { id: 'u1', isAdmin: false };
const admin: SettingCaller = { id: 'a1', isAdmin: true };

describe('setting policies (issue 9 item 4)', () => {
  it('gives every type a read and a write policy', () => {
    expect(SETTING_TYPES).toHaveLength(20);
    for (const type of SETTING_TYPES) expect(SETTING_POLICIES[type]).toEqual(expect.objectContaining({ read: expect.any(String), write: expect.any(String) }));
  });

  it('serves without a session exactly the public site settings', () => {
    expect([...PUBLIC_SETTING_TYPES].sort()).toEqual(['GUIDELINE_SETTING', 'TAG4_OPTIONS', 'ZALO_INFO', 'header_background', 'homepage_content', 'homepage_images']);
    expect([...PERSONAL_SETTING_TYPES].sort()).toEqual(['TEMPLATE_AI_SETTING', 'header_background']);
  });

  it('keeps prompts and AI configuration from learners', () => {
    for (const type of ['prompt_settings', 'QUIZ_GRADING_SETTING', 'ADVISOR_SETTING', 'AI_PIPELINE_SETTING', 'VOICE_GENERATION_CONFIG', 'IMAGE_GENERATION_CONFIG', 'DIAGRAM_GENERATION_CONFIG'] as const) {
      expect([type, sharedReadOf(type, learner), sharedReadOf(type, admin)]).toEqual([type, 'refused', 'full']);
    }
  });

  it('tells a learner only whether the case builder is configured', () => {
    expect(sharedReadOf('ai_settings_for_user', learner)).toBe('whether-configured');
    expect(sharedReadOf('ai_settings_for_user', visitor)).toBe('refused');
    expect(sharedReadOf('ai_settings_for_user', admin)).toBe('full');
    expect(mayWrite('ai_settings_for_user', 'shared', learner)).toBe(false);
    expect(mayWrite('ai_settings_for_user', 'personal', learner)).toBe(false);
    expect(mayWrite('ai_settings_for_user', 'shared', admin)).toBe(true);
  });

  it('lets admins write shared values and every user their own, for layered types only', () => {
    expect(mayWrite('header_background', 'shared', learner)).toBe(false);
    expect(mayWrite('header_background', 'personal', learner)).toBe(true);
    expect(mayWrite('header_background', 'personal', visitor)).toBe(false);
    expect(mayWrite('TEMPLATE_AI_SETTING', 'personal', admin)).toBe(true);
    expect(mayWrite('TAG1_OPTIONS', 'personal', admin)).toBe(false);
    expect(sharedReadOf('TAG1_OPTIONS', learner)).toBe('full');
    expect(sharedReadOf('TAG1_OPTIONS', visitor)).toBe('refused');
  });

  it("works on an admin's default and a learner's own value when no scope is named", () => {
    expect(defaultScope('header_background', admin)).toBe('shared');
    expect(defaultScope('header_background', learner)).toBe('personal');
    expect(defaultScope('TEMPLATE_AI_SETTING', learner)).toBe('personal');
    expect(defaultScope('TAG1_OPTIONS', learner)).toBe('shared');
  });
});

describe('personal values over shared ones', () => {
  const header = SETTING_POLICIES.header_background.personal;
  const templates = SETTING_POLICIES.TEMPLATE_AI_SETTING.personal;

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
