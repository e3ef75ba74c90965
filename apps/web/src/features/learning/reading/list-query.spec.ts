import { describe, expect, it } from '@jest/globals';
import { activeFilterCount, listQuery } from './list-query';

describe('learner list query', () => {
  it('sends only the filters that are set, the program as a tag4 filter', () => {
    expect(listQuery({})).toBe('view=learner&page=1&pageSize=50');
    expect(listQuery({ search: '  kinh te ', category: 'Mô hình', program: 'cfa', bookmarked: true, read: 'unread', time: 'lastWeek' }, { page: 3, facets: false })).toBe(
      'view=learner&page=3&pageSize=50&facets=false&search=kinh+te&category=M%C3%B4+h%C3%ACnh&tag4=cfa&bookmarked=true&read=unread&time=lastWeek',
    );
    expect(listQuery({ read: 'all', time: 'all', bookmarked: false, search: '   ' })).toBe('view=learner&page=1&pageSize=50');
  });

  it('sends the quiz status to the server unless it is all', () => {
    expect(listQuery({ quizStatus: 'completed' })).toBe('view=learner&page=1&pageSize=50&quizStatus=completed');
    expect(listQuery({ quizStatus: 'incomplete', program: 'CFA' })).toBe('view=learner&page=1&pageSize=50&tag4=CFA&quizStatus=incomplete');
    expect(listQuery({ quizStatus: 'all' })).toBe('view=learner&page=1&pageSize=50');
  });

  it('counts the active filters for the badge', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ search: 'x', tag1: 'A', tag2: 'B', read: 'all', program: 'cfa' })).toBe(3);
    expect(activeFilterCount({ quizStatus: 'all' })).toBe(0);
    expect(activeFilterCount({ quizStatus: 'incomplete', tag1: 'A' })).toBe(2);
  });
});
