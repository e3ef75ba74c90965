import { describe, expect, it } from '@jest/globals';
import { isOriginAllowed } from './origin-policy.js';

describe('isOriginAllowed', () => {
  const host = 'k9.example.vn';

  it("allows the site's own origin over http or https, default ports included", () => {
    expect(isOriginAllowed('https://k9.example.vn', host, [])).toBe(true);
    expect(isOriginAllowed('http://k9.example.vn', host, [])).toBe(true);
    expect(isOriginAllowed('https://K9.example.vn', host, [])).toBe(true);
    expect(isOriginAllowed('https://k9.example.vn', 'k9.example.vn:443', [])).toBe(true);
    expect(isOriginAllowed('http://127.0.0.1:5173', '127.0.0.1:5173', [])).toBe(true);
  });

  it('allows a configured origin', () => {
    expect(isOriginAllowed('https://admin.k9.vn', host, ['https://admin.k9.vn/'])).toBe(true);
  });

  it('refuses other sites, other ports, opaque and malformed origins', () => {
    expect(isOriginAllowed('https://evil.example.com', host, ['https://admin.k9.vn'])).toBe(false);
    expect(isOriginAllowed('https://k9.example.vn.evil.com', host, [])).toBe(false);
    expect(isOriginAllowed('http://127.0.0.1:6000', '127.0.0.1:5173', [])).toBe(false);
    expect(isOriginAllowed('null', host, [])).toBe(false);
    expect(isOriginAllowed('file://', host, [])).toBe(false);
    expect(isOriginAllowed('not an origin', host, [])).toBe(false);
    expect(isOriginAllowed('https://k9.example.vn', undefined, [])).toBe(false);
  });

  it('allows a client that sends no Origin (not a browser: it has to present the cookie itself)', () => {
    expect(isOriginAllowed(undefined, host, [])).toBe(true);
  });
});
