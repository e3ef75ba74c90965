import { describe, expect, it } from '@jest/globals';
import { HOMEPAGE_SLOTS } from '@k9/contracts/site/homepage-content';
import { DEFAULT_HOMEPAGE_CONTENT } from '../homepage/default-content';
import { featuresToText, normaliseFeatures } from './features-text';
import { contentFrom, layoutOf, toContent, toFormValues } from './homepage-form';

describe('the homepage editor form (spec 1 §2.9)', () => {
  it('shows the built-in content when nothing is stored', () => {
    expect(contentFrom(null)).toEqual(DEFAULT_HOMEPAGE_CONTENT);
  });

  it('fills what a stored content lacks from the defaults and pads every list to its fixed slots', () => {
    const content = contentFrom({ hero: { tagline: 'Mới', ctaText: 42 }, problem: { cards: [{ title: 'Một' }] }, faq: 'hỏng' });
    expect(content.hero).toEqual({ ...DEFAULT_HOMEPAGE_CONTENT.hero, tagline: 'Mới' });
    expect(content.problem.cards).toHaveLength(HOMEPAGE_SLOTS.problemCards);
    expect(content.problem.cards[0]).toEqual({ icon: '', title: 'Một', image: '', description: '' });
    expect(content.problem.cards[1]).toEqual({ icon: '', title: '', image: '', description: '' });
    expect(content.faq).toEqual(DEFAULT_HOMEPAGE_CONTENT.faq);
  });

  it('keeps lists longer than their slots, and lays the editor out for them', () => {
    const modules = DEFAULT_HOMEPAGE_CONTENT.programs.modules;
    expect(modules.length).toBeGreaterThan(HOMEPAGE_SLOTS.modules);
    expect(layoutOf(contentFrom({ programs: { modules } })).modules).toBe(modules.length);
  });

  it('edits the pricing features as one per line and saves them trimmed, without blank lines', () => {
    const values = toFormValues(DEFAULT_HOMEPAGE_CONTENT);
    expect(values.finalCta.pricing.features).toBe(featuresToText(DEFAULT_HOMEPAGE_CONTENT.finalCta.pricing.features));
    values.finalCta.pricing.features = '  Truy cập 1 năm  \n\n   \r\nBài kiểm tra có chấm điểm\n\t Trợ lý AI \n';
    expect(toContent(values).finalCta.pricing.features).toEqual(['Truy cập 1 năm', 'Bài kiểm tra có chấm điểm', 'Trợ lý AI']);
    expect(normaliseFeatures('')).toEqual([]);
  });

  it('round-trips the stored content through the form unchanged', () => {
    expect(toContent(toFormValues(DEFAULT_HOMEPAGE_CONTENT))).toEqual(DEFAULT_HOMEPAGE_CONTENT);
  });
});
