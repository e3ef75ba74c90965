import { describe, expect, it } from '@jest/globals';
import { zaloInfoOf, zaloLink } from './zalo-info';

describe('ZALO_INFO', () => {
  it('reads phone, image and text, whatever was stored', () => {
    expect(zaloInfoOf({ phone: ' 0901 234 567 ', image: '/files/qr.png', text: 'Nhắn tin cho chúng tôi' })).toEqual({ phone: '0901 234 567', image: '/files/qr.png', text: 'Nhắn tin cho chúng tôi' });
    expect(zaloInfoOf({ phone: 901234567, image: 'javascript:alert(1)' })).toEqual({ phone: '901234567', image: '', text: '' });
    expect(zaloInfoOf(null)).toEqual({ phone: '', image: '', text: '' });
  });

  it('links a Vietnamese number to its Zalo chat', () => {
    expect(zaloLink('0901 234 567')).toBe('https://zalo.me/0901234567');
    expect(zaloLink('+84 901 234 567')).toBe('https://zalo.me/0901234567');
    expect(zaloLink('12')).toBeNull();
  });
});
