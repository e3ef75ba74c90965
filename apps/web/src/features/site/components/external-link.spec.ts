import { describe, expect, it } from '@jest/globals';
import { isExternalLink } from './external-link';

const ORIGIN = 'https://k9.example.vn';

describe('links in an admin’s markdown', () => {
  it('opens pages of other sites in a new tab', () => {
    expect(isExternalLink('https://zalo.me/0901234567', ORIGIN)).toBe(true);
    expect(isExternalLink('http://k9.example.vn/home', ORIGIN)).toBe(true); // another origin: http, not https
    expect(isExternalLink('//cdn.example.com/guide.pdf', ORIGIN)).toBe(true);
  });

  it('keeps the site’s own pages, anchors and non-web links in the same tab', () => {
    expect(isExternalLink('/home', ORIGIN)).toBe(false);
    expect(isExternalLink('https://k9.example.vn/home-page#faq', ORIGIN)).toBe(false);
    expect(isExternalLink('#faq', ORIGIN)).toBe(false);
    expect(isExternalLink('mailto:hotro@k9.vn', ORIGIN)).toBe(false);
    expect(isExternalLink('tel:0901234567', ORIGIN)).toBe(false);
    expect(isExternalLink('', ORIGIN)).toBe(false);
  });
});
