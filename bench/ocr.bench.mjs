// OCR and PDF text (issue 33 §4), on this machine's cores, with the server's own reader (apps/api/dist):
// - ocr_10_pages_s: a 10-page scanned Vietnamese PDF (text rendered to pictures by Chromium, wrapped as a PDF: no text
//   layer) to text: pdftoppm -r 300 -gray to PGM, tesseract -l vie with OMP_THREAD_LIMIT=1, two pages at once;
// - ocr_char_accuracy: one such page with Vietnamese diacritics read back, against its source text: 1 - the character
//   edit distance / the source's length (spaces folded, NFC);
// - text_pdf_100_pages_s: a 100-page text PDF (a real text layer) to text with pdfjs in its sandboxed worker.
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with fonts-dejavu-core, tesseract-ocr-vie and poppler-utils.
import { chromium } from 'playwright-core';
import { DocumentReader } from '../apps/api/dist/modules/market/document-summaries/pdf/document-reader.js';
import { ocrInstalled } from '../apps/api/dist/modules/market/document-summaries/pdf/page-ocr.js';
import { loadConfig } from '../apps/api/dist/config/app-config.js';
import { benchAppEnv, print } from './harness.mjs';

const SOURCE = [
  'Báo cáo ngành ngân hàng quý ba năm hai nghìn hai mươi lăm.',
  'Tăng trưởng tín dụng đạt mười hai phần trăm so với cùng kỳ năm trước.',
  'Nợ xấu được kiểm soát dưới mức hai phần trăm tổng dư nợ toàn hệ thống.',
  'Triển vọng kinh tế vĩ mô: lạm phát ổn định, tỷ giá ít biến động.',
  'Ngân hàng Nhà nước duy trì lãi suất điều hành ở mức thấp để hỗ trợ.',
  'Doanh nghiệp xuất khẩu thủy sản hưởng lợi từ những đơn hàng mới.',
  'Giá cà phê và hồ tiêu tăng mạnh trong những tháng cuối năm nay.',
  'Rủi ro chính đến từ biến động nhu cầu của thị trường Mỹ và châu Âu.',
  'Khuyến nghị: tích cực với cổ phiếu ngân hàng quốc doanh đầu ngành.',
  'Đức Phúc, Ỷ Lan, Nguyễn Thị Hường, Đặng Quốc Việt, Phạm Thuỳ Dương.',
];
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const CSS = `@page { size: A4; margin: 0 } body { margin: 0; font-family: 'DejaVu Sans', sans-serif } .page { width: 210mm; height: 297mm; box-sizing: border-box; padding: 20mm; page-break-after: always; overflow: hidden } .page:last-child { page-break-after: auto } p { font-size: 13pt; line-height: 1.5 } img { display: block; width: 210mm; height: 297mm }`;

async function makeDocuments() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1240, height: 1754 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const print = async (body) => {
      await page.setContent(`<!doctype html><html lang="vi"><head><meta charset="utf-8"><style>${CSS}</style></head><body>${body}</body></html>`);
      return Buffer.from(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    };
    const lines = (shift) => SOURCE.map((_, index) => SOURCE[(index + shift) % SOURCE.length]);
    await page.setContent(
      `<!doctype html><html lang="vi"><head><meta charset="utf-8"><style>body { margin: 0; background: #fff; font-family: 'DejaVu Sans', sans-serif } div { padding: 110px 120px } p { font-size: 30px; line-height: 1.5; margin: 0 0 20px }</style></head><body><div>${SOURCE.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div></body></html>`,
    );
    const picture = `data:image/jpeg;base64,${(await page.screenshot({ type: 'jpeg', quality: 92 })).toString('base64')}`;
    const scanned = await print(Array.from({ length: 10 }, () => `<div class="page" style="padding: 0"><img src="${picture}"></div>`).join(''));
    const onePage = await print(`<div class="page" style="padding: 0"><img src="${picture}"></div>`);
    const text = await print(Array.from({ length: 100 }, (_, n) => `<div class="page"><p>Trang ${n + 1}</p>${lines(n).map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>`).join(''));
    return { scanned, onePage, text };
  } finally {
    await browser.close();
  }
}

/** Levenshtein distance over code points. */
function distance(a, b) {
  const x = Array.from(a);
  const y = Array.from(b);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= y.length; j += 1) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[y.length];
}
const fold = (text) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

export async function benchOcr() {
  const config = loadConfig(benchAppEnv('ocr', {}));
  const reader = new DocumentReader(config);
  const documents = await makeDocuments();
  if (!(await ocrInstalled(config))) console.log('# tesseract (with vie) or pdftoppm not installed: the OCR figures are skipped');
  else {
    let started = performance.now();
    const scanned = await reader.read(documents.scanned);
    const seconds = (performance.now() - started) / 1000;
    print('ocr_10_pages_s', seconds.toFixed(1), 's', `10 scanned A4 pages, ${scanned.ocrPages.length} read by OCR; target <= 20`);
    started = performance.now();
    const one = await reader.read(documents.onePage);
    const source = fold(SOURCE.join('\n'));
    const accuracy = 1 - distance(fold(one.text), source) / Array.from(source).length;
    print('ocr_char_accuracy', accuracy.toFixed(4), '', `${Array.from(source).length} source characters with diacritics; target >= 0.97`);
  }
  const started = performance.now();
  const text = await reader.read(documents.text, { maxPages: 100 });
  print('text_pdf_100_pages_s', ((performance.now() - started) / 1000).toFixed(2), 's', `${text.pages.length} pages, ${text.text.length} characters of text layer; target <= 5`);
}
