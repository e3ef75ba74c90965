import { describe, expect, it } from '@jest/globals';
import { DEFAULT_HOMEPAGE_CONTENT } from './default-content';
import { buildHomepageView, isImageUrl, resolveHomepage } from './merge-content';

const MODULE_CODES = ['D101', 'D201', 'D251', 'D501', 'D551', 'D601', 'D801', 'D901'];

describe('the homepage over its built-in content (spec 1 §4, §8, §9)', () => {
  it('merges stored content over the defaults section by section and images by index', () => {
    const view = buildHomepageView(
      DEFAULT_HOMEPAGE_CONTENT,
      { hero: { tagline: 'Câu mới' }, faq: 'hỏng', programs: { modules: [{ title: 'D101 · Mới', description: 'Mô tả' }] } },
      { programs: { modules: ['', ' /uploads/d.png '] }, problem: { cards: ['/uploads/p.png'] }, socialProof: { testimonials: ['/t1.png', ''] } },
    );
    expect(view.content.hero).toEqual({ ...DEFAULT_HOMEPAGE_CONTENT.hero, tagline: 'Câu mới' });
    expect(view.content.faq).toEqual(DEFAULT_HOMEPAGE_CONTENT.faq);
    expect(view.content.programs.modules).toEqual([{ title: 'D101 · Mới', image: 'D101', description: 'Mô tả' }]);
    expect(view.content.problem.cards.map((card) => card.image)).toEqual(['/uploads/p.png', ...DEFAULT_HOMEPAGE_CONTENT.problem.cards.slice(1).map((card) => card.image)]);
    expect(view.testimonialImages).toEqual(['/t1.png']);
    expect(DEFAULT_HOMEPAGE_CONTENT.programs.modules.map((module) => module.title.slice(0, 4))).toEqual(MODULE_CODES);
  });

  it('uses the defaults when loading fails, and the retry screen only without any content', () => {
    const ok = { isLoading: false, isError: false, setting: null };
    const failed = { isLoading: false, isError: true, setting: undefined };
    expect(resolveHomepage(DEFAULT_HOMEPAGE_CONTENT, { ...ok, isLoading: true }, ok)).toEqual({ kind: 'loading' });
    const fallback = resolveHomepage(DEFAULT_HOMEPAGE_CONTENT, failed, failed);
    expect(fallback.kind === 'ready' && fallback.view.content).toEqual(DEFAULT_HOMEPAGE_CONTENT);
    expect(resolveHomepage(null, failed, ok)).toEqual({ kind: 'error' });
    expect(resolveHomepage(null, ok, ok)).toEqual({ kind: 'error' });
  });

  it('tells an image address from a slot fallback text', () => {
    expect(['/files/2026/01/a.png', 'https://cdn.example/a.png', 'data:image/png;base64,AA'].map(isImageUrl)).toEqual([true, true, true]);
    expect(['D101', '//evil.example/a.png', 'javascript:alert(1)', ''].map(isImageUrl)).toEqual([false, false, false, false]);
  });
});

describe('blank fields (issue 10 item 3)', () => {
  it('shows the built-in text for any field stored blank, field by field', () => {
    const view = buildHomepageView(
      DEFAULT_HOMEPAGE_CONTENT,
      {
        hero: { brandLine: 'K9', tagline: '  ', description: 'Mô tả mới', ctaText: '' },
        faq: { title: '', items: [{ question: 'Hỏi?', answer: '' }] },
        programs: { modules: [...DEFAULT_HOMEPAGE_CONTENT.programs.modules, { title: 'D999 · Thêm', image: '', description: '' }] },
      },
      null,
    );
    expect(view.content.hero).toEqual({ ...DEFAULT_HOMEPAGE_CONTENT.hero, description: 'Mô tả mới' });
    expect(view.content.faq.title).toBe(DEFAULT_HOMEPAGE_CONTENT.faq.title);
    expect(view.content.faq.items).toEqual([{ question: 'Hỏi?', answer: DEFAULT_HOMEPAGE_CONTENT.faq.items[0].answer }]);
    // A module beyond the built-in ones has no built-in text: its blanks stay blank.
    expect(view.content.programs.modules.at(-1)).toEqual({ title: 'D999 · Thêm', image: '', description: '' });
  });
});
