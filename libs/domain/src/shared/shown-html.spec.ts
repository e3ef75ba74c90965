import { describe, expect, it } from '@jest/globals';
import createDOMPurify from 'dompurify';
import { Marked } from 'marked';
import { jsdomWindow } from '../studio/questions/rules/answer-html.js';
import { shownAddress } from './shown-address.js';
import { SHOWN_MARKDOWN, shownHtml, type Purifier } from './shown-html.js';

const ORIGIN = 'https://k9.example.vn';
const markdown = new Marked(SHOWN_MARKDOWN);
const over = (origin: string | null) =>
  shownHtml(createDOMPurify(jsdomWindow() as Parameters<typeof createDOMPurify>[0]) as unknown as Purifier, (text) => markdown.parse(text, { async: false }), origin);
// As the browser applies it (its own origin known) and as the server does (only paths are this site's).
const browser = over(ORIGIN);
const server = over(null);

/** The three payloads of the probe (issue 23 item 9), as an imported record carried them. */
const PROBE = [
  'Bài học hôm nay.',
  '<style>body{display:none} .ant-layout{background:url(https://beacon.example/css.png)}</style>',
  '<form action="/api/email/send" method="post"><p>Phiên đã hết hạn, nhập lại mật khẩu:</p><input type="password" name="message"><button>Gửi</button></form>',
  '<img src="https://beacon.example/pixel.gif" alt="Ảnh minh hoạ">',
].join('\n\n');

const tagsOf = (html: string): string[] => [...html.matchAll(/<([a-z][a-z0-9]*)/gi)].map((match) => match[1].toLowerCase());

describe('the allow-list for markdown shown to anyone', () => {
  it("leaves the probe's record its text, and no style, form, field or outside address", () => {
    for (const html of [browser.markdown(PROBE), server.markdown(PROBE), browser.html(PROBE)]) {
      expect(html).toContain('Bài học hôm nay.');
      expect(html).toContain('Phiên đã hết hạn, nhập lại mật khẩu:');
      expect(tagsOf(html).filter((tag) => ['style', 'form', 'input', 'button', 'img'].includes(tag))).toEqual([]);
      expect(html).not.toMatch(/display:\s*none|url\(|action=|method=/);
      // The beacon is a link that says where it goes, not an image the page loads.
      expect(html).toContain('<a href="https://beacon.example/pixel.gif" target="_blank" rel="noopener noreferrer">Ảnh minh hoạ (beacon.example)</a>');
    }
  });

  it('keeps what a lesson is made of: headings, paragraphs, lists, tables, emphasis, code, quotes, rules, links, own images', () => {
    const markdown = [
      '# Chương 1',
      '## ROE là gì?',
      'ROE = **lợi nhuận** / *vốn chủ sở hữu*, ~~cũ~~ `mã`.  \ndòng mới',
      '- một\n- hai',
      '3. ba\n4. bốn',
      '| Quý | Tăng |\n| :-- | --: |\n| Q1 | 3% |',
      '> Trích dẫn',
      '---',
      '```\nconst x = 1;\n```',
      '[Bài tiếp](/home?tab=stream&item=12) và [hộp thư](mailto:hotro@k9.vn)',
      '![Biểu đồ](/files/2026/11/a.png)',
    ].join('\n\n');
    const html = browser.markdown(markdown);
    expect(new Set(tagsOf(html))).toEqual(new Set(['h1', 'h2', 'p', 'strong', 'em', 'del', 'code', 'br', 'ul', 'li', 'ol', 'table', 'thead', 'tr', 'th', 'tbody', 'td', 'blockquote', 'hr', 'pre', 'a', 'img']));
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<th align="right">Tăng</th>');
    expect(html).toContain('<a href="/home?tab=stream&amp;item=12">Bài tiếp</a>');
    expect(html).toContain('<a href="mailto:hotro@k9.vn">hộp thư</a>');
    expect(html).toContain('<img src="/files/2026/11/a.png" alt="Biểu đồ">');
  });

  it('drops every attribute but addresses, text alternatives and table spans: no style, class, id, data or handler', () => {
    const html = browser.html('<p style="position:fixed;inset:0" class="ant-modal-mask" id="root" data-x="1" aria-hidden="true" onclick="alert(1)">x</p><td colspan="2" rowspan="3" width="9">y</td>');
    expect(html).toBe('<p>x</p>y');
    expect(browser.html('<table><tbody><tr><td colspan="2" rowspan="3" width="9">y</td></tr></tbody></table>')).toBe('<table><tbody><tr><td colspan="2" rowspan="3">y</td></tr></tbody></table>');
  });

  it('shows no script, frame, svg, math, field or embedded object, and no check box of a task list', () => {
    const html = browser.markdown(
      '- [x] xong\n\n<script>alert(1)</script><iframe src="/home"></iframe><svg><circle r="4"/></svg><math><mi>x</mi></math><select><option>a</option></select><textarea>t</textarea><object data="/x"></object><embed src="/x"><video src="/files/a.mp4"></video><audio src="/files/a.mp3"></audio><template>t</template><link rel="stylesheet" href="/x.css"><meta http-equiv="refresh" content="0"><base href="https://evil.example/">',
    );
    expect(tagsOf(html)).toEqual(['ul', 'li']);
  });

  it('links: http(s), mailto and this site only; another site opens in a new tab and names its host', () => {
    expect(browser.html('<a href="https://news.example.com/bai-viet">Xem thêm</a>')).toBe('<a href="https://news.example.com/bai-viet" target="_blank" rel="noopener noreferrer">Xem thêm (news.example.com)</a>');
    // A link whose text is its address names the host already.
    expect(browser.html('<a href="https://news.example.com/a">https://news.example.com/a</a>')).toBe('<a href="https://news.example.com/a" target="_blank" rel="noopener noreferrer">https://news.example.com/a</a>');
    expect(browser.html('<a href="https://news.example.com/a">news.example.com</a>')).toBe('<a href="https://news.example.com/a" target="_blank" rel="noopener noreferrer">news.example.com</a>');
    // Text that only looks like a host elsewhere gets the real one.
    expect(browser.html('<a href="https://evil.example/">https://k9.example.vn/login</a>')).toBe('<a href="https://evil.example/" target="_blank" rel="noopener noreferrer">https://k9.example.vn/login (evil.example)</a>');
    // This site: as written, in the same tab; absolute or relative.
    expect(browser.html('<a href="https://k9.example.vn/home" target="_top">Trang chủ</a>')).toBe('<a href="https://k9.example.vn/home">Trang chủ</a>');
    expect(browser.html('<a href="#muc-2">Mục 2</a>')).toBe('<a href="#muc-2">Mục 2</a>');
    // Anything else keeps its text and loses its address; a backslash path is another host, as browsers read it.
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'blob:https://k9.example.vn/1', 'tel:0901234567', 'ftp://files.example/x', 'vbscript:x']) {
      expect(browser.html(`<a href="${href}">bấm</a>`)).toBe('<a>bấm</a>');
    }
    expect(browser.html('<a href="/\\evil.example/x">bấm</a>')).toBe('<a href="/\\evil.example/x" target="_blank" rel="noopener noreferrer">bấm (evil.example)</a>');
  });

  it("images: only this site's files load; another site's image is a link, anything else its description", () => {
    expect(browser.html('<img src="/files/2026/11/a.png" alt="A">')).toBe('<img src="/files/2026/11/a.png" alt="A">');
    expect(browser.html('<img src="https://k9.example.vn/files/2026/11/a.png" alt="A">')).toBe('<img src="https://k9.example.vn/files/2026/11/a.png" alt="A">');
    expect(browser.html('<img src="https://cdn.example/a.png">')).toBe('<a href="https://cdn.example/a.png" target="_blank" rel="noopener noreferrer">cdn.example</a>');
    expect(browser.html('<img src="//cdn.example/a.png" alt="Biểu đồ">')).toBe('<a href="//cdn.example/a.png" target="_blank" rel="noopener noreferrer">Biểu đồ (cdn.example)</a>');
    // Inside a link already: its description and host as the link's text (a link holds no link).
    expect(browser.html('<a href="/files/2026/11/r.pdf"><img src="https://cdn.example/a.png" alt="Báo cáo"></a>')).toBe('<a href="/files/2026/11/r.pdf">Báo cáo (cdn.example)</a>');
    // Other paths of this site (a GET with the reader's cookie) and inline data are not loaded either.
    expect(browser.html('<p><img src="/logout" alt="Thoát"><img src="data:image/png;base64,iVBORw0KGgo=" alt="Ảnh"><img src=x onerror=alert(1)></p>')).toBe('<p>ThoátẢnh</p>');
  });

  it('on the server only paths are this site: an absolute address of the site is a link there', () => {
    expect(server.html('<img src="/files/2026/11/a.png" alt="A">')).toBe('<img src="/files/2026/11/a.png" alt="A">');
    expect(server.html('<img src="https://k9.example.vn/files/a.png" alt="A">')).toBe('<a href="https://k9.example.vn/files/a.png" target="_blank" rel="noopener noreferrer">A (k9.example.vn)</a>');
  });

  it('gives the same html when sanitised again (the server stores it, the browser sanitises it once more)', () => {
    const once = server.markdown(`${PROBE}\n\n[Xem](https://news.example.com/a) ![B](https://cdn.example/b.png) ![C](/files/c.png)`);
    expect(server.html(once)).toBe(once);
    expect(browser.html(once)).toBe(once);
  });

  it('reads addresses as the page would resolve them', () => {
    expect(shownAddress('/files/a.png', ORIGIN)).toEqual({ kind: 'site', path: '/files/a.png' });
    expect(shownAddress('files/../api/x', ORIGIN)).toEqual({ kind: 'site', path: '/api/x' });
    expect(shownAddress('https://K9.example.vn:443/a', ORIGIN)).toEqual({ kind: 'site', path: '/a' });
    expect(shownAddress('http://k9.example.vn/a', ORIGIN)).toEqual({ kind: 'web', host: 'k9.example.vn' });
    expect(shownAddress('mailto:a@b.vn', ORIGIN)).toEqual({ kind: 'mail' });
    expect(shownAddress(' java\tscript:alert(1)', ORIGIN)).toBeNull();
    expect(shownAddress('https://[::1', ORIGIN)).toBeNull();
  });
});
