import { describe, expect, it } from '@jest/globals';
import { citationsOfAnnotations, citationsOfGrounding, WEB_CITATION_LIMITS, webCitationHost, webCitationsOf } from './web-citations.js';

describe('web citations', () => {
  it("reads OpenAI's url_citation annotations and leaves other annotations out", () => {
    const annotations = [
      { type: 'url_citation', url: 'https://cafef.vn/fpt.chn', title: 'FPT lãi kỷ lục', start_index: 0, end_index: 4 },
      { type: 'file_citation', file_id: 'file-1', filename: 'a.pdf', index: 2 },
      null,
      { type: 'url_citation', url: 'https://vnexpress.net/kinh-doanh', title: 'Kinh doanh' },
    ];
    expect(webCitationsOf(citationsOfAnnotations(annotations))).toEqual([
      { uri: 'https://cafef.vn/fpt.chn', title: 'FPT lãi kỷ lục' },
      { uri: 'https://vnexpress.net/kinh-doanh', title: 'Kinh doanh' },
    ]);
  });

  it("reads Gemini's groundingChunks[].web and skips chunks without web", () => {
    const metadata = { groundingChunks: [{ web: { uri: 'https://vietstock.vn/a', title: 'vietstock.vn' } }, { retrievedContext: { uri: 'x' } }, {}, { web: { uri: 'https://ssi.com.vn/b' } }] };
    expect(webCitationsOf(citationsOfGrounding(metadata as never))).toEqual([
      { uri: 'https://vietstock.vn/a', title: 'vietstock.vn' },
      { uri: 'https://ssi.com.vn/b', title: '' },
    ]);
    expect(citationsOfGrounding(undefined)).toEqual([]);
    expect(citationsOfGrounding({ groundingChunks: null })).toEqual([]);
  });

  it('keeps each address once, drops entries without one, and bounds count and lengths', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ uri: `https://a.vn/${i}`, title: 't'.repeat(500) }));
    const kept = webCitationsOf([{ uri: '' }, { title: 'không có địa chỉ' }, { uri: 42 }, many[0], many[0], ...many]);
    expect(kept).toHaveLength(WEB_CITATION_LIMITS.count);
    expect(kept[0]).toEqual({ uri: 'https://a.vn/0', title: 't'.repeat(WEB_CITATION_LIMITS.titleChars) });
    expect(kept[1].uri).toBe('https://a.vn/1');
    expect(webCitationsOf([{ uri: `https://a.vn/${'x'.repeat(5000)}` }])[0].uri).toHaveLength(WEB_CITATION_LIMITS.uriChars);
    expect(webCitationsOf(null)).toEqual([]);
  });

  it('keeps javascript: and data: citations as text: only http(s) addresses have a host to link', () => {
    expect(webCitationsOf([{ uri: 'javascript:alert(1)', title: 'Bẫy' }])).toEqual([{ uri: 'javascript:alert(1)', title: 'Bẫy' }]);
    expect(webCitationHost('https://cafef.vn/fpt.chn?x=1')).toBe('cafef.vn');
    expect(webCitationHost('http://127.0.0.1:8080/a')).toBe('127.0.0.1');
    expect(webCitationHost('javascript:alert(1)')).toBeNull();
    expect(webCitationHost('JAVASCRIPT:alert(1)')).toBeNull();
    expect(webCitationHost(' javascript:alert(1)')).toBeNull();
    expect(webCitationHost('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(webCitationHost('vbscript:msgbox')).toBeNull();
    expect(webCitationHost('/tuong-doi')).toBeNull();
    expect(webCitationHost('không phải địa chỉ')).toBeNull();
  });
});
