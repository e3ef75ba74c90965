import { describe, expect, it } from '@jest/globals';
import { fileKeysIn, unclaimedCutoff } from './file-references.js';
import { fitsQuota, quotaDayOf, remainingBytes, secondsUntilQuotaResets } from './upload-quota.js';

const KEY = '2025/03/0b6f1c9e-2d4a-4c7b-9a51-3f2e8d7c6b5a.png';
const OTHER = '2025/12/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f.mp3';

describe('upload quota per Vietnam calendar day', () => {
  it('starts the day at midnight in Vietnam (17:00 UTC the day before)', () => {
    const at = Date.parse('2025-03-10T16:59:59Z'); // 23:59:59 on 10 March in Vietnam
    expect(quotaDayOf(at)).toEqual({ start: Date.parse('2025-03-09T17:00:00Z'), end: Date.parse('2025-03-10T17:00:00Z') });
    expect(quotaDayOf(at + 1000).start).toBe(Date.parse('2025-03-10T17:00:00Z'));
    expect(secondsUntilQuotaResets(at)).toBe(1);
  });
  it('takes an upload only when all of it fits in what is left', () => {
    expect(remainingBytes({ limitBytes: 100, usedBytes: 130 })).toBe(0);
    expect(fitsQuota({ limitBytes: 100, usedBytes: 60 }, 40)).toBe(true);
    expect(fitsQuota({ limitBytes: 100, usedBytes: 60 }, 41)).toBe(false);
  });
});

describe('file references', () => {
  it('finds our file addresses anywhere in a saved value, relative or absolute, once each', () => {
    const value = {
      imageUrl: `/files/${KEY}`,
      cards: [{ image: `https://k9.example.vn/files/${KEY}?v=2` }, { html: `<audio src="/files/${OTHER}">` }],
      note: 'không có tệp',
    };
    expect(fileKeysIn(value)).toEqual([KEY, OTHER]);
  });
  it('ignores what is not one of our keys', () => {
    expect(fileKeysIn({ a: '/files/../../session-secret', b: '/files/2025/13/x.png', c: `/files/${KEY.toUpperCase()}`, d: 42, e: null })).toEqual([]);
  });
  it('removes unclaimed uploads a day after they were made', () => {
    expect(unclaimedCutoff(Date.parse('2025-03-11T08:00:00Z'))).toBe(Date.parse('2025-03-10T08:00:00Z'));
  });
});
