import type { HomepageContent } from '@k9/contracts';
import { HOMEPAGE_SLOTS } from '@k9/contracts/site/homepage-content';
import { DEFAULT_HOMEPAGE_CONTENT } from '../homepage/default-content';
import { featuresToText, normaliseFeatures } from './features-text';

type Pricing = HomepageContent['finalCta']['pricing'];

/** The content as the form holds it: the same shape, except that the pricing features are one text. */
export type HomepageFormValues = Omit<HomepageContent, 'finalCta'> & {
  finalCta: Omit<HomepageContent['finalCta'], 'pricing'> & { pricing: Omit<Pricing, 'features'> & { features: string } };
};

/** How many items each list of the editor shows: the fixed slots, or more when the content has more. */
export type HomepageLayout = {
  problemCards: number;
  solutionItems: number;
  steps: number;
  modules: number;
  stats: number;
  resources: number;
  faqItems: number;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A template's shape with every text emptied: what a new list item starts as. */
function blank<T>(template: T): T {
  if (Array.isArray(template)) return [] as T;
  if (isRecord(template)) return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, blank(value)])) as T;
  return (typeof template === 'string' ? '' : template) as T;
}

/** `value` in the shape of `template`: missing or mistyped fields take the template's; lists keep their own length. */
function conform<T>(value: unknown, template: T): T {
  if (Array.isArray(template)) {
    if (!Array.isArray(value)) return template;
    const item: unknown = template[0];
    return (item === undefined ? value : value.map((entry) => conform(entry, blank(item)))) as T;
  }
  if (isRecord(template)) {
    if (!isRecord(value)) return template;
    const result: Record<string, unknown> = { ...value };
    for (const [key, field] of Object.entries(template)) result[key] = conform(value[key], field);
    return result as T;
  }
  return (typeof value === typeof template ? value : template) as T;
}

const pad = <T>(list: T[], slots: number, template: T): T[] =>
  list.length >= slots ? list : [...list, ...Array.from({ length: slots - list.length }, () => blank(template))];

/** A stored `homepage_content` (or nothing) as the editor shows it: defaults for what is missing, every fixed slot present. */
export function contentFrom(stored: unknown): HomepageContent {
  const content = conform(stored ?? DEFAULT_HOMEPAGE_CONTENT, DEFAULT_HOMEPAGE_CONTENT);
  const d = DEFAULT_HOMEPAGE_CONTENT;
  const s = HOMEPAGE_SLOTS;
  return {
    ...content,
    problem: { ...content.problem, cards: pad(content.problem.cards, s.problemCards, d.problem.cards[0]) },
    solution: { ...content.solution, items: pad(content.solution.items, s.solutionItems, d.solution.items[0]) },
    howItWorks: { ...content.howItWorks, steps: pad(content.howItWorks.steps, s.steps, d.howItWorks.steps[0]) },
    programs: { ...content.programs, modules: pad(content.programs.modules, s.modules, d.programs.modules[0]) },
    statsOverview: {
      ...content.statsOverview,
      stats: pad(content.statsOverview.stats, s.stats, d.statsOverview.stats[0]),
      resourceLibrary: {
        ...content.statsOverview.resourceLibrary,
        resources: pad(content.statsOverview.resourceLibrary.resources, s.resources, d.statsOverview.resourceLibrary.resources[0]),
      },
    },
    faq: { ...content.faq, items: pad(content.faq.items, s.faqItems, d.faq.items[0]) },
  };
}

export const layoutOf = (content: HomepageContent): HomepageLayout => ({
  problemCards: content.problem.cards.length,
  solutionItems: content.solution.items.length,
  steps: content.howItWorks.steps.length,
  modules: content.programs.modules.length,
  stats: content.statsOverview.stats.length,
  resources: content.statsOverview.resourceLibrary.resources.length,
  faqItems: content.faq.items.length,
});

export const toFormValues = (content: HomepageContent): HomepageFormValues => ({
  ...content,
  finalCta: { ...content.finalCta, pricing: { ...content.finalCta.pricing, features: featuresToText(content.finalCta.pricing.features) } },
});

/** What Save All Changes stores: the form's values, features one per line, trimmed, without blank lines. */
export function toContent(values: HomepageFormValues): HomepageContent {
  const content = conform<HomepageFormValues>(values, toFormValues(contentFrom(null)));
  const { pricing } = content.finalCta;
  return { ...content, finalCta: { ...content.finalCta, pricing: { ...pricing, features: normaliseFeatures(pricing.features) } } };
}
