import { describe, expect, it } from '@jest/globals';
import { caseTitleDate, generatedCaseTitle } from './case-title.js';

describe('the generated case title (spec 2 §9.2)', () => {
  it("is 'Case Study Quiz ' + DDMMYYYY + '.' + (cases made that day + 1)", () => {
    expect(generatedCaseTitle(Date.parse('2026-03-05T03:00:00Z'), 0)).toBe('Case Study Quiz 05032026.1');
    expect(generatedCaseTitle(Date.parse('2026-03-05T03:00:00Z'), 2)).toBe('Case Study Quiz 05032026.3');
  });
  it('takes the day in Vietnam: 00:30 there is still the day before in UTC', () => {
    expect(caseTitleDate(Date.parse('2026-12-31T17:30:00Z'))).toBe('01012027');
    expect(caseTitleDate(Date.parse('2026-12-31T16:59:59Z'))).toBe('31122026');
  });
});
