/**
 * The homepage settings (spec 1 §3, spec 3 §3): `homepage_content` holds the texts, `homepage_images` the image
 * addresses by section and index. Types only: the web imports them with `import type`.
 */
export type HomepageContent = {
  hero: { brandLine: string; brandSubtitle: string; tagline: string; description: string; ctaText: string };
  problem: { title: string; subtitle: string; cards: Array<{ icon: string; title: string; image: string; description: string }> };
  solution: { title: string; items: Array<{ icon: string; title: string; image: string; description: string }> };
  howItWorks: { title: string; steps: Array<{ number: string; title: string; image: string; description: string }> };
  statsOverview: {
    title: string;
    stats: Array<{ number: string; description: string; detail: string }>;
    resourceLibrary: { title: string; subtitle: string; resources: Array<{ title: string; description: string }> };
  };
  programs: { title: string; subtitle: string; modules: Array<{ title: string; image: string; description: string }> };
  socialProof: { title: string; image: string };
  faq: { title: string; items: Array<{ question: string; answer: string }> };
  finalCta: {
    title: string;
    subtitle: string;
    pricing: { title: string; price: string; period: string; specialOffer: string; features: string[]; ctaText: string; disclaimer: string };
  };
};

/** Image addresses by index; '' or missing = no image (the slot shows its fallback). */
export type HomepageImages = {
  problem?: { cards?: string[] };
  solution?: { items?: string[] };
  howItWorks?: { steps?: string[] };
  programs?: { modules?: string[] };
  socialProof?: { testimonials?: string[] };
  statsOverview?: { resourceLibrary?: { resources?: string[] } };
};

/** Fixed editor slots (spec 1 §9, spec 3 §9). */
export const HOMEPAGE_SLOTS = { problemCards: 3, solutionItems: 3, steps: 4, modules: 7, stats: 4, resources: 4, faqItems: 5 } as const;
