import { expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';

/**
 * What an LLM (or a record it cites) could carry to attack a reader: scripts, event handlers, javascript: and data:
 * addresses, frames, forms, styles, SVG and MathML tricks, markdown links and images. Each payload that ran would set
 * `window.__xss` (or open a dialog); none may. At least 30, as issues 29 and 34 ask.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss = "script"</script>',
  '<script src="data:text/javascript,window.__xss=\'script-src\'"></script>',
  '<img src="x" onerror="window.__xss = \'img\'; alert(1)">',
  '<img src=x onerror=window.__xss=\'img-bare\'>',
  '<svg onload="window.__xss = \'svg\'"><circle r="5"></circle></svg>',
  '<svg><script>window.__xss = "svg-script"</script></svg>',
  '<svg><a xlink:href="javascript:window.__xss=\'svg-link\'"><text x="0" y="15">svg link</text></a></svg>',
  '<svg><animate onbegin="window.__xss=\'animate\'" attributeName="x" dur="1s"></animate></svg>',
  '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=\'iframe-src\'"></iframe>',
  '<a href="javascript:window.__xss = \'link\'" id="evil-link">Bấm vào đây</a>',
  '<a href="JaVaScRiPt:window.__xss=\'case\'">Liên kết chữ hoa</a>',
  '<a href="&#106;avascript:window.__xss=\'entity\'">Liên kết mã hóa</a>',
  '<a href="data:text/html,<script>window.__xss=\'data\'</script>">Liên kết data</a>',
  '[Liên kết markdown](javascript:window.__xss=\'md\')',
  '[Liên kết markdown 2](  javascript:window.__xss=\'md-space\'  )',
  '![Ảnh markdown](javascript:window.__xss=\'md-img\')',
  '<div onmouseover="window.__xss = \'hover\'" id="evil-hover">Di chuột</div>',
  '<details open ontoggle="window.__xss = \'toggle\'"><summary>Chi tiết</summary>x</details>',
  '<form action="javascript:window.__xss=\'form\'"><button id="evil-button">Gửi đi</button></form>',
  '<input autofocus onfocus="window.__xss=\'focus\'">',
  '<button formaction="javascript:window.__xss=\'formaction\'">Nút</button>',
  '<object data="javascript:window.__xss=\'object\'"></object><embed src="javascript:window.__xss=\'embed\'">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=\'noscript\'>">',
  '<style>@import "javascript:window.__xss=\'style\'"; body { display: none }</style>',
  '<div style="background:url(javascript:window.__xss=\'css\')">Nền</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=\'meta\'">',
  '<base href="javascript:window.__xss=\'base\'//">',
  '<body onload="window.__xss=\'body\'">',
  '<video><source onerror="window.__xss=\'video\'"></video>',
  '<audio src=x onerror="window.__xss=\'audio\'"></audio>',
  '<marquee onstart="window.__xss=\'marquee\'">Chữ chạy</marquee>',
  '"><script>window.__xss="attr-break"</script>',
  '<template><img src=x onerror="window.__xss=\'template\'"></template>',
];

/** Listens for dialogs (alert, confirm) the page opens; none may. */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/**
 * Proves the payloads shown inside `scope` are inert: no executable element or handler attribute survived, no
 * javascript:/data: address is clickable, and hovering and clicking what could carry one runs nothing.
 */
export async function expectInert(page: Page, scope: Locator): Promise<void> {
  expect(await scope.locator('script, iframe:not([sandbox=""]), object, embed, form, style, meta, base, template, input, button[formaction]').count()).toBe(0);
  expect(await scope.locator('[onerror], [onload], [onmouseover], [ontoggle], [onfocus], [onbegin], [onstart], [style*="javascript" i]').count()).toBe(0);
  expect(await scope.locator('a[href^="javascript:" i], a[href^="data:" i], [src^="javascript:" i], [href*="&#106;" i]').count()).toBe(0);
  if (await scope.locator('#evil-hover').count()) await scope.locator('#evil-hover').first().hover();
  for (const text of ['Bấm vào đây', 'Liên kết markdown', 'Liên kết chữ hoa', 'Liên kết mã hóa', 'Liên kết data']) {
    const link = scope.getByText(text, { exact: true }).first();
    if (await link.count()) await link.click({ modifiers: [] }).catch(() => undefined);
  }
  expect(await page.evaluate(() => (globalThis as { __xss?: string }).__xss ?? null)).toBeNull();
}
