import type { GuidelineSetting } from '@k9/contracts';

export const GUIDELINE_TYPE = 'GUIDELINE_SETTING';

/** GUIDELINE_SETTING as stored (whatever an admin saved) in the shape the welcome popup reads (spec 1 §1). */
export const guidelineOf = (setting: unknown): GuidelineSetting => {
  const stored = setting && typeof setting === 'object' ? (setting as Partial<Record<keyof GuidelineSetting, unknown>>) : {};
  return {
    imageUrl: typeof stored.imageUrl === 'string' ? stored.imageUrl : '',
    markdownText: typeof stored.markdownText === 'string' ? stored.markdownText : '',
  };
};
