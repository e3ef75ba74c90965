import { describe, expect, it } from '@jest/globals';
import { TAG_DEFAULTS } from '@k9/domain/content/rules/taxonomy';
import { addTag, removeTag, renameTag, tagListOf } from './taxonomy-lists';

describe('Categories-Levels-Series and program lists', () => {
  it("starts from the spec's defaults while nothing is saved", () => {
    expect(tagListOf('TAG2_OPTIONS', null)).toEqual(TAG_DEFAULTS.TAG2_OPTIONS);
    expect(tagListOf('TAG4_OPTIONS', undefined).map((item) => item.label)).toEqual(['Program 1', 'Program 2', 'Program 3', 'Program 4', 'Program 5']);
  });

  it("adds a trimmed name and refuses with the spec's messages", () => {
    const list = TAG_DEFAULTS.TAG1_OPTIONS;
    expect(addTag('TAG1_OPTIONS', list, '  Kinh tế  ').at(-1)).toEqual({ value: 'Kinh tế', label: 'Kinh tế' });
    expect(() => addTag('TAG1_OPTIONS', list, 'K')).toThrow('Tên category phải có ít nhất 2 ký tự!');
    expect(() => addTag('TAG2_OPTIONS', TAG_DEFAULTS.TAG2_OPTIONS, 'x'.repeat(51))).toThrow('Tên level không được quá 50 ký tự!');
    expect(() => addTag('TAG3_OPTIONS', TAG_DEFAULTS.TAG3_OPTIONS, 'startup')).toThrow('Tên series đã tồn tại!');
  });

  it('renames and removes; a program keeps its description and image', () => {
    const programs = addTag('TAG4_OPTIONS', TAG_DEFAULTS.TAG4_OPTIONS, 'D101', { description: 'Khởi nghiệp', imageUrl: '/files/a.png' });
    expect(programs.at(-1)).toEqual({ value: 'D101', label: 'D101', description: 'Khởi nghiệp', imageUrl: '/files/a.png' });
    const renamed = renameTag('TAG4_OPTIONS', programs, 5, 'D201');
    expect(renamed[5]).toMatchObject({ value: 'D201', label: 'D201', description: 'Khởi nghiệp' });
    expect(removeTag(renamed, 0).map((item) => item.label)).toEqual(['Program 2', 'Program 3', 'Program 4', 'Program 5', 'D201']);
  });
});
