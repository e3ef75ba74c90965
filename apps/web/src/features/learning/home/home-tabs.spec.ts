import { describe, expect, it } from '@jest/globals';
import { learnerTabsOf, type WebContext } from '../../../app/web-context';
import { CONTEXTS } from '../../../contexts';
import { BADGE_TYPES, FUNCTION_BAR_TABS, HOME_TABS, MAIN_TABS, OTHER_TABS, PROGRAM_TABS, READING_TYPES, UNDER_DEVELOPMENT_TABS } from './home-tabs';

const idsAndLabels = (tabs: readonly { id: string; label: string }[]) => tabs.map(({ id, label }) => [id, label]);

describe("the learner home's tabs, as the contexts declare them (spec 2 §1)", () => {
  it('are the tab bar of spec 2 §1 in its order, then the other areas', () => {
    expect(idsAndLabels(MAIN_TABS)).toEqual([
      ['caseTraining', 'Case Study'],
      ['stream', 'Lý thuyết'],
      ['longForm', 'Kho tài nguyên'],
      ['caseUser', 'Case Builder'],
      ['ai', 'Trợ lý học thuật AI'],
      ['home', 'Về K9'],
    ]);
    expect(idsAndLabels(OTHER_TABS)).toEqual([
      ['story', 'Câu chuyện'],
      ['library', 'Thư viện'],
      ['report', 'Báo cáo'],
      ['company', 'Doanh nghiệp'],
      ['thesis', 'Thesis'],
    ]);
  });

  it('say which carry the program picker, a function bar, a badge and a reading list, and which are not built yet', () => {
    expect(PROGRAM_TABS).toEqual(['caseTraining', 'stream', 'longForm', 'caseUser', 'ai', 'home']);
    expect(FUNCTION_BAR_TABS).toEqual(['caseTraining', 'stream', 'longForm']);
    expect(BADGE_TYPES).toEqual({ caseTraining: 'caseTraining', stream: 'news', longForm: 'longForm' });
    expect(READING_TYPES).toEqual(BADGE_TYPES);
    expect(UNDER_DEVELOPMENT_TABS).toEqual([]);
  });

  it("take a new feature's tab from its context file alone, in its place and order", () => {
    const throwaway: WebContext = { name: 'throwaway', learnerTabs: [{ id: 'throwaway', label: 'Thử nghiệm', place: 'other', order: 35, area: async () => () => null }] };
    const tabs = learnerTabsOf([...CONTEXTS, throwaway]);
    expect(tabs.map((tab) => tab.id)).toEqual([...HOME_TABS.map((tab) => tab.id).slice(0, 9), 'throwaway', 'company', 'thesis']);
    expect(() => learnerTabsOf([...CONTEXTS, { name: 'again', learnerTabs: [{ id: 'story', label: 'Lần nữa', place: 'other', order: 1 }] }])).toThrow('Learner tab story is declared twice');
  });
});
