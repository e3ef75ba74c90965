import { describe, expect, it } from '@jest/globals';
import { publishedAnswerHtml, sanitizeAnswerHtml } from './answer-html.js';
import { runnableIn, XSS_CORPUS } from './answer-html.xss-corpus.testing.js';

const runnable = runnableIn;

describe('answer html', () => {
  it(`leaves nothing runnable of ${XSS_CORPUS.length} payloads, as markup or as markdown`, () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(30);
    for (const payload of XSS_CORPUS) {
      for (const html of [sanitizeAnswerHtml(payload), publishedAnswerHtml(payload, [{ url: 'https://anh.example/1.png', description: payload }])]) {
        expect({ payload, runnable: runnable(html) }).toEqual({ payload, runnable: [] });
        expect({ payload, script: /<script/i.test(html) }).toEqual({ payload, script: false });
      }
    }
  });

  it('keeps what an answer is made of: headings, lists, tables, links and images', () => {
    const html = '<h2>ROE</h2><ul><li><strong>Lợi nhuận</strong></li></ul><table><tbody><tr><td>1</td></tr></tbody></table><a href="/home?tab=stream">Xem</a><img src="/files/2026/11/a.png" alt="Biểu đồ">';
    expect(sanitizeAnswerHtml(html)).toBe(html);
  });

  it('makes a link to another site open in a new tab, leave no handle on the page and name its host; other links open nothing else', () => {
    expect(sanitizeAnswerHtml('<a href="https://ok.example" target="_top">ok</a>')).toBe('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok (ok.example)</a>');
    expect(sanitizeAnswerHtml('<a href="/home" target="_blank">ok</a><p target="_blank">x</p>')).toBe('<a href="/home">ok</a><p>x</p>');
  });

  it("publishes the answer as html, then each image with its description (spec 1 §4 Publish); another site's image as a link", () => {
    const html = publishedAnswerHtml('## ROE là gì?\n\nROE = **lợi nhuận** / vốn chủ sở hữu.', [
      { url: 'https://anh.example/roe.png', description: 'Biểu đồ ROE của "ngân hàng" <A>' },
      { url: 'javascript:alert(1)', description: 'bị bỏ' },
      { url: '/files/2026/11/b.png', description: '' },
    ]);
    expect(html).toBe(
      '<h2>ROE là gì?</h2>\n<p>ROE = <strong>lợi nhuận</strong> / vốn chủ sở hữu.</p>\n\n' +
        '<figure><a href="https://anh.example/roe.png" target="_blank" rel="noopener noreferrer">Biểu đồ ROE của "ngân hàng" &lt;A&gt; (anh.example)</a><figcaption>Biểu đồ ROE của "ngân hàng" &lt;A&gt;</figcaption></figure>\n' +
        '<figure><img src="/files/2026/11/b.png" alt=""></figure>',
    );
  });

  it('gives the same html for the same answer, and sanitising twice changes nothing', () => {
    const once = publishedAnswerHtml('Văn bản thường.\n\n<img src=x onerror=alert(1)>', []);
    expect(publishedAnswerHtml('Văn bản thường.\n\n<img src=x onerror=alert(1)>', [])).toBe(once);
    expect(sanitizeAnswerHtml(once)).toBe(once);
  });
});
