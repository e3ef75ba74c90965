import type { SettingRecord } from '@k9/contracts';
import { describe, expect, it } from '@jest/globals';
import { baseOf, newerVersion, onStored, rebased, sameJson } from './setting-editor';

const stored = (version: number, setting: unknown = { phone: '0901' }, type = 'ZALO_INFO'): SettingRecord => ({
  id: version ? `setting-${type}` : null,
  type,
  setting: version ? setting : null,
  version,
  updatedAt: null,
  updatedBy: null,
});
const clean = () => false;
const edited = () => true;

describe('a setting editor', () => {
  describe('when nothing is loaded', () => {
    it('loads the first stored version, edited or not', () => {
      expect(onStored(null, stored(3), edited)).toBe('load');
    });
  });

  describe('when a version is loaded', () => {
    const base = baseOf(stored(3), '{"phone":"0901"}');

    it('takes a newer version at once while the admin has not changed anything', () => {
      expect(onStored(base, stored(4), clean)).toBe('load');
      expect(newerVersion(base, stored(4))).toBe(4);
    });

    it("keeps the admin's edits when a newer version arrives, and says there is one", () => {
      expect(onStored(base, stored(4), edited)).toBe('keep');
      expect(newerVersion(base, stored(4))).toBe(4);
    });

    it('ignores the same or an older version (a refetch, our own save echoed back)', () => {
      expect(onStored(base, stored(3), clean)).toBe('keep');
      expect(onStored(base, stored(2), clean)).toBe('keep');
      expect(newerVersion(base, stored(3))).toBeNull();
    });

    it('loads another type afresh (the drawer switched type)', () => {
      expect(onStored(base, stored(1, {}, 'TAG1_OPTIONS'), edited)).toBe('load');
      expect(newerVersion(base, stored(9, {}, 'TAG1_OPTIONS'))).toBeNull();
    });

    it('saves over the newest version with the edits kept', () => {
      expect(rebased(base, stored(5))).toEqual({ type: 'ZALO_INFO', id: 'setting-ZALO_INFO', version: 5, value: '{"phone":"0901"}' });
    });
  });

  describe('when the setting was never saved', () => {
    it('starts from version 0 without an id, so the save is a POST', () => {
      expect(baseOf(stored(0), '')).toEqual({ type: 'ZALO_INFO', id: null, version: 0, value: '' });
    });
  });

  it('compares JSON values whatever the order of their keys', () => {
    expect(sameJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: null }, { a: {} })).toBe(false);
  });
});
