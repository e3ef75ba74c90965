import { describe, expect, it } from '@jest/globals';
import { relativeTime } from './relative-time';
import { isPlayableVideo, safeUrl } from './safe-url';

describe('safeUrl', () => {
  it('keeps web addresses and paths of this site', () => {
    expect(safeUrl(' https://cdn.example.vn/a.png ')).toBe('https://cdn.example.vn/a.png');
    expect(safeUrl('/files/2026/01/anh.png')).toBe('/files/2026/01/anh.png');
  });
  it('drops scripts, data, protocol-relative addresses and blanks', () => {
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<b>', '//evil.example', '/\\evil.example', 'https:///x', 'http://a b', '', null, undefined]) {
      expect(safeUrl(bad)).toBeNull();
    }
  });
  it('plays uploaded and direct video files, links the rest', () => {
    expect(isPlayableVideo('/files/2026/01/clip')).toBe(true);
    expect(isPlayableVideo('https://x.vn/v.mp4?t=1')).toBe(true);
    expect(isPlayableVideo('https://www.youtube.com/watch?v=1')).toBe(false);
  });
});

describe('relativeTime (spec 2 §9.5)', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('says days, hours, minutes ago, else Vừa xong', () => {
    expect(relativeTime('2026-03-08T11:00:00Z', now)).toBe('2 ngày trước');
    expect(relativeTime('2026-03-10T09:30:00Z', now)).toBe('2 giờ trước');
    expect(relativeTime('2026-03-10T11:55:00Z', now)).toBe('5 phút trước');
    expect(relativeTime('2026-03-10T11:59:30Z', now)).toBe('Vừa xong');
    expect(relativeTime('2026-03-10T12:05:00Z', now)).toBe('Vừa xong');
    expect(relativeTime('không phải ngày', now)).toBe('');
  });
});
