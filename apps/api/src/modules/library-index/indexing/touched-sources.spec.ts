import { describe, expect, it } from '@jest/globals';
import { touchedLibrarySources } from './touched-sources.js';

describe('the records a batch of content events touches (issue 28 §1)', () => {
  it('names each content record (news) and AI summary (report) once, in the order first touched', () => {
    const events = [
      { type: 'ContentCreated', data: { contentId: 5 } },
      { type: 'AiSummaryEdited', data: { summaryId: 5 } },
      { type: 'ContentEdited', data: { contentId: 5 } },
      { type: 'ContentClassesAssigned', data: { contentId: 8 } },
      { type: 'AiSummaryDeleted', data: { summaryId: 2 } },
      { type: 'ContentDeleted', data: { contentId: 8 } },
    ];
    expect(touchedLibrarySources(events)).toEqual([
      { table: 'news', id: 5 },
      { table: 'report', id: 5 },
      { table: 'news', id: 8 },
      { table: 'report', id: 2 },
    ]);
  });

  it('ignores other events and data without a numeric id', () => {
    expect(touchedLibrarySources([{ type: 'UserCreated', data: { contentId: 1 } }, { type: 'ContentEdited', data: { contentId: '1' } }, { type: 'AiSummaryCreated', data: {} }])).toEqual([]);
  });
});
