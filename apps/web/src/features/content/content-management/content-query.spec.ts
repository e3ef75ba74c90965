import { describe, expect, it } from '@jest/globals';
import { defaultQuery, filtersOf, listQueryString, nextAddress, readContentQuery, writeContentQuery, type ContentQuery } from './content-query';

const read = (search: string) => readContentQuery(new URLSearchParams(search));

describe('the management table in the address', () => {
  it('reads the tab, search, page, size and every filter a shared link carries', () => {
    expect(read('tab=caseTraining&q=kinh+t%E1%BA%BF&page=2&size=5000&status=published&category=M%C3%B4+h%C3%ACnh&tag1=Finance&tag2=Expert&tag3=SME&tag4=Program+1,Program+2&tag4Mode=exact&programCount=10%2B&hasImage=true&diagram=html&hasQuiz=false&isPublic=false&hasTitle=true&classId=0&impact=skip&sentiment=negative')).toEqual({
      tab: 'caseTraining',
      search: 'kinh tế',
      page: 2,
      pageSize: 5000,
      filters: {
        status: 'published',
        category: 'Mô hình',
        tag1: 'Finance',
        tag2: 'Expert',
        tag3: 'SME',
        tag4: ['Program 1', 'Program 2'],
        tag4Mode: 'exact',
        programCount: '10+',
        hasImage: true,
        diagram: 'html',
        hasQuiz: false,
        isPublic: false,
        hasTitle: true,
        classId: 0,
        impact: 'skip',
        sentiment: 'negative',
      },
    });
  });

  it('takes the defaults for what is missing or malformed, and drops filters the tab does not offer', () => {
    expect(read('')).toEqual(defaultQuery('home'));
    expect(read('tab=nope&page=0&size=123&status=gone&programCount=11&classId=-1&hasImage=yes')).toEqual(defaultQuery('home'));
    // Levels and series are caseTraining's (spec 3 §5); 'all' is no filter.
    expect(read('tab=news&tag2=Expert&tag3=SME&programCount=all').filters).toEqual({ tag4: [] });
    // The report views page by 1,000 (spec 3 §9: the AI summary table) and filter by status only.
    expect(read('tab=report&category=x&status=draft')).toEqual({ tab: 'report', search: '', page: 1, pageSize: 1000, filters: { tag4: [], status: 'draft' } });
  });

  it('opens on the first tab of the screen it serves', () => {
    expect(readContentQuery(new URLSearchParams('tab=report'), ['home', 'news']).tab).toBe('home');
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const query: ContentQuery = { ...defaultQuery('news'), search: 'an', filters: { tag4: ['Program 1'], hasQuiz: true } };
    expect(writeContentQuery(new URLSearchParams('x=1&page=4'), query).toString()).toBe('x=1&tab=news&q=an&tag4=Program+1&hasQuiz=true');
    expect(writeContentQuery(new URLSearchParams('tab=news&q=an'), defaultQuery('home')).toString()).toBe('');
    expect(writeContentQuery(new URLSearchParams(), { ...defaultQuery('report'), pageSize: 1000 }).toString()).toBe('tab=report');
  });

  it('reads back what it wrote', () => {
    const query: ContentQuery = { tab: 'story', search: 'Đức', page: 3, pageSize: 2000, filters: { tag4: ['A', 'B'], tag4Mode: 'contains', classId: 7, diagram: 'none', isPublic: true } };
    expect(readContentQuery(writeContentQuery(new URLSearchParams(), query))).toEqual(query);
  });

  it('asks the API for the page with the same names', () => {
    const query: ContentQuery = { tab: 'home', search: '  kinh te ', page: 2, pageSize: 500, filters: { tag4: ['Program 1'], programCount: 'no', hasImage: false } };
    expect(listQueryString(query)).toBe('page=2&pageSize=500&search=kinh+te&tag4=Program+1&programCount=no&hasImage=false');
  });

  it('offers caseTraining its categories, levels and series, the report views only their status', () => {
    expect(filtersOf('caseTraining')).toEqual(expect.arrayContaining(['tag1', 'tag2', 'tag3', 'tag4', 'programCount', 'hasImage', 'diagram', 'hasQuiz']));
    expect(filtersOf('longForm')).not.toContain('tag2');
    expect(filtersOf('reportDN')).toEqual(['status']);
  });
});

describe('changes made faster than the router applies them', () => {
  it('starts a second change from the first one still on its way, and an outside change afresh', () => {
    const first = nextAddress(null, 'tab=news&category=M%C3%B4+h%C3%ACnh&tag4=Program+1', { filters: { tag4: [] }, page: 1 });
    expect(first.next).toBe('tab=news');
    // The router still shows the filtered address when the search is sent: the cleared filters stay cleared.
    const second = nextAddress(first.pending, 'tab=news&category=M%C3%B4+h%C3%ACnh&tag4=Program+1', { search: 'kinh te', page: 1 });
    expect(second.next).toBe('tab=news&q=kinh+te');
    // Half-way (the first change shown, not yet the second), a third change builds on the second.
    const third = nextAddress(second.pending, 'tab=news', { page: 2 });
    expect(third.next).toBe('tab=news&q=kinh+te&page=2');
    // Caught up, or moved by the back button: what is shown is the start.
    expect(nextAddress(third.pending, 'tab=news&q=kinh+te&page=2', { page: 3 }).next).toBe('tab=news&q=kinh+te&page=3');
    expect(nextAddress(third.pending, 'tab=story', { page: 2 }).next).toBe('tab=story&page=2');
  });
});
