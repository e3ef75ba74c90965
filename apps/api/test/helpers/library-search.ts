import { expect } from '@jest/globals';
import type { LibrarySearchResponse } from '@k9/contracts';
import type { Agent } from './access-matrix.js';

type Found = LibrarySearchResponse['results'][number];

/** A result's record, as the library index names it: `news:12`, `report:3`. */
export const resultKey = (row: Pick<Found, 'table' | 'sourceId'>) => `${row.table}:${row.sourceId}`;

/** GET /api/library-index/search as this agent, which must answer 200 (the body is shown when it does not). */
export async function searchLibrary(agent: Agent, query: Record<string, unknown>): Promise<LibrarySearchResponse> {
  const response = await agent.get('/api/library-index/search').query(query);
  expect({ status: response.status, body: response.body }).toMatchObject({ status: 200 });
  return response.body as LibrarySearchResponse;
}
