import type { HomepageImages } from '@k9/contracts';

/** The image lists of `homepage_images` (spec 1 §3, spec 3 §3), each addressed by index. */
export type ImageSection = 'problem' | 'solution' | 'howItWorks' | 'programs' | 'resources' | 'testimonials';
export type ImageSlot = { section: ImageSection; index: number };

export const slotKey = ({ section, index }: ImageSlot): string => `${section}.${index}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export const imagesFrom = (stored: unknown): HomepageImages => (isRecord(stored) ? (stored as HomepageImages) : {});

export function imageList(images: HomepageImages, section: ImageSection): string[] {
  switch (section) {
    case 'problem':
      return images.problem?.cards ?? [];
    case 'solution':
      return images.solution?.items ?? [];
    case 'howItWorks':
      return images.howItWorks?.steps ?? [];
    case 'programs':
      return images.programs?.modules ?? [];
    case 'resources':
      return images.statsOverview?.resourceLibrary?.resources ?? [];
    case 'testimonials':
      return images.socialProof?.testimonials ?? [];
    default: {
      const unknown: never = section;
      return unknown;
    }
  }
}

function withList(images: HomepageImages, section: ImageSection, list: string[]): HomepageImages {
  switch (section) {
    case 'problem':
      return { ...images, problem: { ...images.problem, cards: list } };
    case 'solution':
      return { ...images, solution: { ...images.solution, items: list } };
    case 'howItWorks':
      return { ...images, howItWorks: { ...images.howItWorks, steps: list } };
    case 'programs':
      return { ...images, programs: { ...images.programs, modules: list } };
    case 'resources': {
      const stats = images.statsOverview;
      return { ...images, statsOverview: { ...stats, resourceLibrary: { ...stats?.resourceLibrary, resources: list } } };
    }
    case 'testimonials':
      return { ...images, socialProof: { ...images.socialProof, testimonials: list } };
    default: {
      const unknown: never = section;
      return unknown;
    }
  }
}

export const imageAt = (images: HomepageImages, slot: ImageSlot): string => imageList(images, slot.section)[slot.index] ?? '';

/** Sets one slot's address; the slots before it that never had one become ''. */
export function withImage(images: HomepageImages, slot: ImageSlot, url: string): HomepageImages {
  const list = [...imageList(images, slot.section)];
  while (list.length < slot.index) list.push('');
  list[slot.index] = url;
  return withList(images, slot.section, list);
}

/** Empties a fixed slot; a testimonial is taken out of its list (they have no fixed number). */
export function withoutImage(images: HomepageImages, slot: ImageSlot): HomepageImages {
  if (slot.section === 'testimonials') {
    return withList(images, slot.section, imageList(images, slot.section).filter((_url, index) => index !== slot.index));
  }
  return imageAt(images, slot) ? withImage(images, slot, '') : images;
}
