import { describe, expect, it } from '@jest/globals';
import { areaListQuery } from './list-query';
import { relativeTime } from './relative-time';
import { fileNameOf, isPlayableVideo, safeUrl } from './safe-url';

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
    expect(fileNameOf('/files/2026/B%C3%A1o%20c%C3%A1o.pdf')).toBe('Báo cáo.pdf');
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

describe('areaListQuery', () => {
  it('asks for the learner view of one page, with the program, search, category and time', () => {
    const query = new URLSearchParams(areaListQuery({ program: 'Program 1', search: '  khởi nghiệp ', category: 'Tips khởi nghiệp', time: 'today', page: 2, pageSize: 20 }));
    expect(Object.fromEntries(query)).toEqual({ view: 'learner', page: '2', pageSize: '20', search: 'khởi nghiệp', category: 'Tips khởi nghiệp', tag4: 'Program 1', time: 'today' });
  });
  it('leaves out all programs, an empty search, every category and every time', () => {
    expect(areaListQuery({ program: null, search: ' ', category: null, time: 'all', pageSize: 100 })).toBe('view=learner&page=1&pageSize=100');
  });
});
