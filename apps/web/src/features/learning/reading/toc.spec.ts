import { describe, expect, it } from '@jest/globals';
import { tocOf } from './toc';

describe('table of contents (spec 2 §2.4)', () => {
  it('lists headings of levels 1 to 6 as plain text, in order, skipping code blocks', () => {
    const markdown = [
      '# Tổng quan',
      'Đoạn văn.',
      '## **Bối cảnh** thị trường',
      '```',
      '# không phải tiêu đề',
      '```',
      '###### Ghi chú [nguồn](https://x.vn)',
      'Tiêu đề kiểu gạch',
      '---',
    ].join('\n');
    expect(tocOf(markdown)).toEqual([
      { level: 1, text: 'Tổng quan' },
      { level: 2, text: 'Bối cảnh thị trường' },
      { level: 6, text: 'Ghi chú nguồn' },
      { level: 2, text: 'Tiêu đề kiểu gạch' },
    ]);
  });

  it('gives nothing for a detail without headings', () => {
    expect(tocOf('Chỉ một đoạn văn.')).toEqual([]);
    expect(tocOf('')).toEqual([]);
  });
});
