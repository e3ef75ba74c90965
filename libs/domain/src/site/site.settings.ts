import { DomainError } from '../shared/decider.js';
import { blankRequiredHomepageFields, HOMEPAGE_MESSAGES } from './rules/homepage-content.js';
import type { SettingDeclaration } from './rules/setting-catalogue.js';
import { OWN_INSTEAD } from './rules/setting-types.js';
import type { SettingPayload } from './setting.events.js';

/** The homepage stores no blank required text: a field left out shows the built-in text, a blank one is refused. */
const homepageContent = (setting: SettingPayload): SettingPayload => {
  const blank = blankRequiredHomepageFields(setting);
  if (blank.length) throw new DomainError('HOMEPAGE_FIELDS_REQUIRED', HOMEPAGE_MESSAGES.requiredBlank(blank.map((field) => field.label)));
  return setting;
};

/** The public site's settings and the learner header's image: readable without signing in (spec 1 §3). */
export const SITE_SETTINGS: readonly SettingDeclaration[] = [
  { type: 'homepage_content', policy: { read: 'public', write: 'admin' }, validate: homepageContent },
  { type: 'homepage_images', policy: { read: 'public', write: 'admin' } },
  { type: 'GUIDELINE_SETTING', policy: { read: 'public', write: 'admin' } },
  { type: 'ZALO_INFO', policy: { read: 'public', write: 'admin' } },
  { type: 'header_background', policy: { read: 'public', write: 'admin', personal: OWN_INSTEAD } },
];
