import type { LearnerMarksResponse } from '@k9/contracts';
import { MARKS_ROUTES } from '@k9/contracts/learning/marks/marks.routes';
import { baseApi } from '../../../api/base-api';
import { NO_MARKS, withMark, type MarkList, type Marks } from './marks';
const MARKS = { type: 'LearnerMarks' as const, id: 'OWN' };

export type SetMarkArgs = { list: MarkList; itemId: number; on: boolean };

/**
 * Bookmarks and read marks (spec 2 §4.4): each toggle is its own command on the server; the screen shows it at once and
 * puts it back when the server refuses (the caller shows the reason).
 */
export const marksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ownMarks: build.query<Marks, void>({
      query: () => MARKS_ROUTES.marks,
      transformResponse: (response: LearnerMarksResponse) => ({ ...NO_MARKS, ...response.data }),
      providesTags: [MARKS],
    }),
    setMark: build.mutation<Marks, SetMarkArgs>({
      query: ({ list, itemId, on }) => ({ url: MARKS_ROUTES.mark(list, itemId), method: on ? 'PUT' : 'DELETE' }),
      transformResponse: (response: LearnerMarksResponse) => ({ ...NO_MARKS, ...response.data }),
      async onQueryStarted({ list, itemId, on }, { dispatch, queryFulfilled }) {
        const shown = dispatch(marksApi.util.updateQueryData('ownMarks', undefined, (marks) => withMark(marks, list, itemId, on)));
        try {
          const { data } = await queryFulfilled;
          dispatch(marksApi.util.updateQueryData('ownMarks', undefined, () => data));
        } catch {
          shown.undo();
        }
      },
    }),
  }),
});

export const { useOwnMarksQuery, useSetMarkMutation } = marksApi;
