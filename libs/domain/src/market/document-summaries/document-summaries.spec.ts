import { describe, expect, it } from '@jest/globals';
import { DOCUMENT_SUMMARY_LABELS as L, parseDocumentSummaryReply } from './document-summary-reply.js';
import { documentSummaryPrompt } from './document-summary-prompt.js';
import { isFetchableScheme, isHostAllowed, isRefusedAddress, looksLikePdf, parseAllowedHosts } from './fetch-rules.js';
import { letterCount, pageNeedsOcr } from './document-summary-limits.js';
import { documentSummaryCompletion, documentSummaryFailure } from './document-summary.messages.js';
import { validOcrSetting } from './document-summary-settings.js';

describe('OCR summary reply (spec 3 §9)', () => {
  it('reads the detailed section as summary2 and the short one as summary1, in either order and as models write labels', () => {
    expect(parseDocumentSummaryReply(`Chào bạn.\n${L.detailed}\n## Tổng quan\nDoanh thu tăng.\n${L.short}\nNgắn gọn.`)).toEqual({ summary1: 'Ngắn gọn.', summary2: '## Tổng quan\nDoanh thu tăng.' });
    expect(parseDocumentSummaryReply('**Tóm tắt ngắn:** Một câu.\r\n### [tóm tắt chi tiết]\nHai câu.')).toEqual({ summary1: 'Một câu.', summary2: 'Hai câu.' });
  });

  it('is null without both labels and text after each', () => {
    for (const reply of [null, undefined, '', 'Xin lỗi.', `${L.detailed}\nChỉ một phần.`, `${L.detailed}\n${L.short}\nNgắn.`]) expect(parseDocumentSummaryReply(reply)).toBeNull();
  });

  it('asks for both labelled sections, the instruction (or the default) and the text', () => {
    const prompt = documentSummaryPrompt('Nội dung báo cáo', '  Tập trung vào rủi ro  ', 'Báo cáo ngành thép');
    expect(prompt).toContain('Tập trung vào rủi ro');
    expect(prompt).toContain(L.detailed);
    expect(prompt).toContain(L.short);
    expect(prompt).toContain('30-40 câu');
    expect(prompt).toContain('7-10 câu');
    expect(prompt.endsWith('Nội dung báo cáo')).toBe(true);
    expect(documentSummaryPrompt('x', '', 't')).toContain('Tóm tắt tài liệu');
  });
});

describe('OCR messages', () => {
  it('words a row failure and the completion count', () => {
    expect(documentSummaryFailure('Tệp không phải PDF.')).toBe('Lỗi: Tệp không phải PDF.');
    expect(documentSummaryCompletion(2, 3)).toBe('Đã xử lý 2/3 tệp.');
  });
});

describe('pages that need OCR', () => {
  it('counts letters with diacritics, not digits or punctuation', () => {
    expect(letterCount('Đầu tư 2025: tăng!')).toBe(9);
    expect(pageNeedsOcr('1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30')).toBe(true);
    expect(pageNeedsOcr('Báo cáo ngành ngân hàng quý một năm hai nghìn')).toBe(false);
  });
});

describe('fetch rules (issue 33 §2)', () => {
  it('refuses private, loopback, link-local, IPv4-mapped and 0.0.0.0 addresses', () => {
    for (const address of ['127.0.0.1', '127.8.8.8', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '224.0.0.1', '::1', '[::1]', '::', 'fe80::1', 'fc00::1', 'fd12::3', '::ffff:127.0.0.1', '::ffff:8.8.8.8', '::ffff:7f00:1', '64:ff9b::7f00:1', '2002:7f00:1::', 'localhost', '1.2.3', '']) {
      expect([address, isRefusedAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '64:ff9b::808:808']) expect([address, isRefusedAddress(address)]).toEqual([address, false]);
  });

  it('reads the allow-list and matches hosts exactly or under a wildcard', () => {
    const hosts = parseAllowedHosts(' cafef.vn, *.vietstock.vn\nFILE.SSI.com.vn. bad/host ');
    expect(hosts).toEqual(['cafef.vn', '*.vietstock.vn', 'file.ssi.com.vn']);
    expect(isHostAllowed('CAFEF.vn', hosts)).toBe(true);
    expect(isHostAllowed('static.vietstock.vn', hosts)).toBe(true);
    expect(isHostAllowed('vietstock.vn.evil.com', hosts)).toBe(false);
    expect(isHostAllowed('evilcafef.vn', hosts)).toBe(false);
    expect(isFetchableScheme('https:')).toBe(true);
    for (const scheme of ['file:', 'gopher:', 'ftp:', 'data:']) expect(isFetchableScheme(scheme)).toBe(false);
  });

  it('knows a PDF by its bytes', () => {
    expect(looksLikePdf(Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(looksLikePdf(Buffer.from('<!doctype html><title>x.pdf</title>'))).toBe(false);
  });

  it('validates the admin setting', () => {
    expect(validOcrSetting({ allowedHosts: ['A.vn', 'x y'], instruction: 'Tóm tắt', learnersEnabled: false })).toEqual({ allowedHosts: ['a.vn'], instruction: 'Tóm tắt', learnersEnabled: false });
    expect(() => validOcrSetting({ learnersEnabled: 'không' })).toThrow('Cài đặt OCR không hợp lệ');
    expect(() => validOcrSetting({ instruction: 'x'.repeat(1001) })).toThrow('Cài đặt OCR không hợp lệ');
    expect(() => validOcrSetting([])).toThrow('Cài đặt OCR không hợp lệ');
  });
});
