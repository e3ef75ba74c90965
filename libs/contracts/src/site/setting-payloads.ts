import type { HomepageContent, HomepageImages } from './homepage-content.js';

/**
 * What each setting type stores in `setting` (spec 1 §1, §3; spec 2 §4.9), for the types whose shape the product
 * reads. Types only: the web imports them with `import type`. A stored payload may be older or hand-written (the
 * generic settings editor saves any JSON), so readers still normalise what they load.
 */

/** GUIDELINE_SETTING: the welcome popup's image and markdown text. */
export type GuidelineSetting = { imageUrl: string; markdownText: string };

/** header_background: the learner header's image; null when removed. */
export type HeaderBackgroundSetting = { imageUrl: string | null };

export type SettingPayloads = {
  homepage_content: HomepageContent;
  homepage_images: HomepageImages;
  GUIDELINE_SETTING: GuidelineSetting;
  header_background: HeaderBackgroundSetting;
};

/** The payload of setting type `T`; `unknown` for the types not described yet. */
export type SettingPayload<T extends string> = T extends keyof SettingPayloads ? SettingPayloads[T] : unknown;
