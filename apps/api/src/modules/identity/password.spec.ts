import { describe, expect, it } from '@jest/globals';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Mật-khẩu-123');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('Mật-khẩu-123');
    expect(await verifyPassword('Mật-khẩu-123', hash)).toBe(true);
    expect(await verifyPassword('mật-khẩu-123', hash)).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('abcdef')).not.toBe(await hashPassword('abcdef'));
  });
  it('refuses when there is no stored hash', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
  });
});
