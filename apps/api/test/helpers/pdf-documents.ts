import { chromium, type Browser } from 'playwright-core';

/**
 * Test PDFs the tests make themselves (issue 33 §4), with the Chromium Debian installs (Vietnamese glyphs from
 * fonts-dejavu-core): a text PDF (a real text layer), a scanned one (the text rendered to a picture, the picture wrapped
 * as a PDF: no text layer at all), a mixed one, and the broken kinds (corrupt, 0 pages, an HTML page named .pdf).
 */
export type PdfMaker = {
  textPdf(pages: string[]): Promise<Buffer>;
  scannedPdf(pages: string[]): Promise<Buffer>;
  /** Page kinds in order: 'text' pages keep their text layer, 'scan' pages are pictures. */
  mixedPdf(pages: Array<{ kind: 'text' | 'scan'; text: string }>): Promise<Buffer>;
  close(): Promise<void>;
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const PAGE_CSS = `@page { size: A4; margin: 0 } body { margin: 0; font-family: 'DejaVu Sans', sans-serif } .page { width: 210mm; height: 297mm; box-sizing: border-box; padding: 20mm; page-break-after: always; overflow: hidden } .page:last-child { page-break-after: auto } p { font-size: 14pt; line-height: 1.5 } img { display: block; width: 210mm; height: 297mm }`;
// A4 at 150 dpi: the picture a scanner would make.
const SCAN = { width: 1240, height: 1754 };

export async function openPdfMaker(): Promise<PdfMaker> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({ viewport: SCAN, deviceScaleFactor: 1 });
  const textPage = (text: string) => `<div class="page">${text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>`;
  const print = async (body: string): Promise<Buffer> => {
    const page = await context.newPage();
    try {
      await page.setContent(`<!doctype html><html lang="vi"><head><meta charset="utf-8"><style>${PAGE_CSS}</style></head><body>${body}</body></html>`);
      return Buffer.from(await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: false, outline: false }));
    } finally {
      await page.close();
    }
  };
  /** The text as a scanner would see it: a grey-free JPEG of the page, at 150 dpi. */
  const picture = async (text: string): Promise<string> => {
    const page = await context.newPage();
    try {
      const lines = text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`).join('');
      await page.setContent(`<!doctype html><html lang="vi"><head><meta charset="utf-8"><style>body { margin: 0; background: #fff; font-family: 'DejaVu Sans', sans-serif } div { padding: 110px 120px } p { font-size: 30px; line-height: 1.5; margin: 0 0 20px }</style></head><body><div>${lines}</div></body></html>`);
      return `data:image/jpeg;base64,${(await page.screenshot({ type: 'jpeg', quality: 92, fullPage: false })).toString('base64')}`;
    } finally {
      await page.close();
    }
  };
  const scanPage = async (text: string) => `<div class="page" style="padding: 0"><img src="${await picture(text)}"></div>`;
  return {
    textPdf: (pages) => print(pages.map(textPage).join('')),
    scannedPdf: async (pages) => print((await Promise.all(pages.map(scanPage))).join('')),
    mixedPdf: async (pages) => print((await Promise.all(pages.map((page) => (page.kind === 'text' ? textPage(page.text) : scanPage(page.text))))).join('')),
    close: () => browser.close(),
  };
}

/** Starts as a PDF, then nothing a reader can use. */
export const corruptPdf = (): Buffer => Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R'), Buffer.alloc(2048, 0x5a), Buffer.from('\nstartxref\n999999\n%%EOF\n')]);

/** A well-formed PDF whose page tree has no page. */
export function zeroPagePdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** What a site answers for a missing report: an HTML page, served under a .pdf name. */
export const htmlAsPdf = (): Buffer => Buffer.from('<!doctype html><html><head><title>bao-cao.pdf</title></head><body><h1>Không tìm thấy trang</h1></body></html>');

/** Vietnamese with every kind of diacritic, as report pages say it. */
export const VIETNAMESE_PAGES = [
  'Báo cáo ngành ngân hàng quý ba năm hai nghìn hai mươi lăm.\nTăng trưởng tín dụng đạt mười hai phần trăm so với cùng kỳ.\nNợ xấu được kiểm soát dưới mức hai phần trăm tổng dư nợ.',
  'Triển vọng kinh tế vĩ mô: lạm phát ổn định, tỷ giá ít biến động.\nNgân hàng Nhà nước duy trì lãi suất điều hành ở mức thấp.\nKhuyến nghị: tích cực với cổ phiếu ngân hàng quốc doanh.',
  'Doanh nghiệp xuất khẩu thủy sản hưởng lợi từ đơn hàng mới.\nGiá cà phê và hồ tiêu tăng mạnh trong những tháng cuối năm.\nRủi ro chính đến từ biến động nhu cầu của thị trường Mỹ.',
];
