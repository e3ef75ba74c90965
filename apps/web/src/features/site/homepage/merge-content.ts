import type { HomepageContent, HomepageImages } from '@k9/contracts';

/** What the homepage renders: the content with image addresses laid over its image fields, plus the image-only slots. */
export type HomepageView = {
  content: HomepageContent;
  testimonialImages: string[];
  resourceImages: Array<string | undefined>;
};

export type HomepageState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; view: HomepageView };

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * `over` laid on `base`: objects field by field (unknown fields dropped), arrays item by item with the stored
 * length winning (extra items take the first item's shape), anything else replaced only by a value of the same kind.
 * A text left blank shows the built-in text of the same place (`fillBlanks`); an item beyond the built-in ones has no
 * text of its own to fall back to, so its blanks stay blank.
 */
function mergeOver<T>(base: T, over: unknown, fillBlanks = true): T {
  if (over === undefined || over === null) return base;
  if (Array.isArray(base)) {
    if (!Array.isArray(over)) return base;
    return over.map((item, index) => (index < base.length ? mergeOver(base[index], item, fillBlanks) : mergeOver(base[0], item, false))) as T;
  }
  if (isPlain(base)) {
    if (!isPlain(over)) return base;
    const merged: Plain = {};
    for (const key of Object.keys(base)) merged[key] = mergeOver(base[key], over[key], fillBlanks);
    return merged as T;
  }
  if (typeof over !== typeof base) return base;
  if (fillBlanks && typeof over === 'string' && over.trim() === '') return base;
  return over as T;
}

/** An image field holds either an address or the slot's fallback text. */
export const isImageUrl = (value: string): boolean => /^(https?:\/\/|\/(?!\/)|data:image\/)/i.test(value.trim());

const urlAt = (urls: unknown, index: number): string | undefined => {
  const url = Array.isArray(urls) ? urls[index] : undefined;
  return typeof url === 'string' && url.trim() ? url.trim() : undefined;
};

const withImages = <T extends { image: string }>(items: T[], urls: unknown): T[] =>
  items.map((item, index) => {
    const url = urlAt(urls, index);
    return url ? { ...item, image: url } : item;
  });

/** Stored content over the defaults section by section; stored images by index over the image fields. */
export function buildHomepageView(defaults: HomepageContent, stored: unknown, images: HomepageImages | null | undefined): HomepageView {
  const content = mergeOver(defaults, stored);
  const slots = isPlain(images) ? images : {};
  const testimonials = slots.socialProof?.testimonials;
  return {
    content: {
      ...content,
      problem: { ...content.problem, cards: withImages(content.problem.cards, slots.problem?.cards) },
      solution: { ...content.solution, items: withImages(content.solution.items, slots.solution?.items) },
      howItWorks: { ...content.howItWorks, steps: withImages(content.howItWorks.steps, slots.howItWorks?.steps) },
      programs: { ...content.programs, modules: withImages(content.programs.modules, slots.programs?.modules) },
    },
    testimonialImages: Array.isArray(testimonials) ? testimonials.map((_, index) => urlAt(testimonials, index)).filter((url) => url !== undefined) : [],
    resourceImages: content.statsOverview.resourceLibrary.resources.map((_, index) => urlAt(slots.statsOverview?.resourceLibrary?.resources, index)),
  };
}

type Loaded = { isLoading: boolean; isError: boolean; setting: unknown };

/**
 * Spec 1 §4 and §8: a spinner while the content loads; the stored content over the built-in defaults; the
 * defaults alone when nothing is stored or loading fails; the retry screen only when there is no content at all.
 */
export function resolveHomepage(defaults: HomepageContent | null, content: Loaded, images: Loaded): HomepageState {
  if (content.isLoading || images.isLoading) return { kind: 'loading' };
  const stored = content.isError ? null : content.setting;
  if (!defaults) return isPlain(stored) ? { kind: 'ready', view: buildHomepageView(stored as HomepageContent, null, images.setting as HomepageImages) } : { kind: 'error' };
  return { kind: 'ready', view: buildHomepageView(defaults, stored, images.isError ? null : (images.setting as HomepageImages)) };
}
