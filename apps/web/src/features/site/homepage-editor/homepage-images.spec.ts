import { describe, expect, it } from '@jest/globals';
import { imageAt, imagesFrom, withImage, withoutImage } from './homepage-images';

describe('the homepage image slots (spec 1 §3, spec 3 §3)', () => {
  it('sets a slot by index, leaving the slots before it empty', () => {
    const images = withImage({}, { section: 'programs', index: 1 }, '/files/2026/01/d201.png');
    expect(images).toEqual({ programs: { modules: ['', '/files/2026/01/d201.png'] } });
    expect(imageAt(images, { section: 'programs', index: 1 })).toBe('/files/2026/01/d201.png');
    expect(imageAt(images, { section: 'programs', index: 5 })).toBe('');
  });

  it('keeps the other sections when a nested one changes', () => {
    const images = withImage({ problem: { cards: ['/p.png'] } }, { section: 'resources', index: 0 }, '/r.png');
    expect(images).toEqual({ problem: { cards: ['/p.png'] }, statsOverview: { resourceLibrary: { resources: ['/r.png'] } } });
  });

  it('empties a fixed slot but takes a testimonial out of its list', () => {
    expect(withoutImage({ solution: { items: ['/a.png', '/b.png'] } }, { section: 'solution', index: 0 })).toEqual({ solution: { items: ['', '/b.png'] } });
    expect(withoutImage({ socialProof: { testimonials: ['/a.png', '/b.png'] } }, { section: 'testimonials', index: 0 })).toEqual({
      socialProof: { testimonials: ['/b.png'] },
    });
  });

  it('reads anything that is not an object as no images', () => {
    expect([null, 'x', ['/a.png']].map(imagesFrom)).toEqual([{}, {}, {}]);
  });
});
