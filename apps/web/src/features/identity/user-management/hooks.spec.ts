import { describe, expect, it } from '@jest/globals';
import { searchKey } from './hooks';

describe('the user search', () => {
  it('finds Vietnamese names without their diacritics, whatever the case', () => {
    expect(searchKey('Nguyễn Đức Anh')).toBe('nguyen duc anh');
    expect(searchKey('TRẦN THỊ BÍCH')).toBe('tran thi bich');
  });
});
