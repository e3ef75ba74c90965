import { describe, expect, it } from '@jest/globals';
import { addressQuery, initialProgram, itemLink, readAddress, shareLink } from './home-address';

const read = (query: string, programs: readonly string[] | null = ['cfa', 'mba']) => readAddress(new URLSearchParams(query), programs);

describe('the learner home address (spec 2 §2.1)', () => {
  it('reads tab, item and program, dropping empty and all values', () => {
    expect(read('tab=stream&item=42&program=cfa')).toEqual({ address: { tab: 'stream', item: 42, program: 'cfa' }, problems: [] });
    expect(read('tab=&item=&program=all')).toEqual({ address: { tab: 'caseTraining', item: null, program: null }, problems: [] });
    expect(read('')).toEqual({ address: { tab: 'caseTraining', item: null, program: null }, problems: [] });
  });

  it('falls back on an unknown tab, a malformed item and an unknown program, and says so', () => {
    expect(read('tab=hack&item=abc&program=nope')).toEqual({
      address: { tab: 'caseTraining', item: null, program: null },
      problems: ['unknownTab', 'badItem', 'unknownProgram'],
    });
    expect(read('item=-3').problems).toEqual(['badItem']);
    expect(read('item=1e5').problems).toEqual(['badItem']);
    expect(read('item=99999999999999999999').problems).toEqual(['badItem']);
  });

  it('keeps a program while the program list is still loading', () => {
    expect(read('program=later', null).address.program).toBe('later');
  });

  it('writes the query and the share link with all three parts', () => {
    expect(addressQuery({ tab: 'stream', item: null, program: null })).toBe('tab=stream');
    expect(shareLink('https://k9.vn', { tab: 'longForm', item: 7, program: 'Tài chính' })).toBe(
      'https://k9.vn/home?tab=longForm&program=T%C3%A0i+ch%C3%ADnh&item=7',
    );
    expect(itemLink('https://k9.vn', 12)).toBe('https://k9.vn/home?tab=stream&item=12');
  });

  it('uses a saved program on load only while it is still a program (spec 2 §4.6)', () => {
    expect(initialProgram(null, 'cfa', ['cfa'])).toBe('cfa');
    expect(initialProgram(null, 'gone', ['cfa'])).toBeNull();
    expect(initialProgram('mba', 'cfa', ['cfa', 'mba'])).toBe('mba');
  });
});
