import { baseApi } from '../../../api/base-api';
import { dispositionFileName, fileNameOf, isStoredFileUrl } from './file-types';

/**
 * The name a stored file was uploaded with (its upload event keeps it): the file route's own HEAD answer, under the same
 * access rule as the file, without its bytes. null when the answer gives none (the address's name shows then).
 */
const fileNamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    storedFileName: build.query<string | null, string>({
      async queryFn(url) {
        try {
          const answer = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
          return { data: answer.ok ? dispositionFileName(answer.headers.get('Content-Disposition')) : null };
        } catch {
          return { data: null };
        }
      },
      // A key names its bytes for good, and the name they were uploaded with never changes.
      keepUnusedDataFor: 3600,
    }),
  }),
});

/** A file as the learner knows it: a stored file's original name once known, else the name in its address. */
export function useFileName(url: string): string {
  const { data } = fileNamesApi.useStoredFileNameQuery(url, { skip: !isStoredFileUrl(url) });
  return data ?? fileNameOf(url);
}

/** The name as an element of its own (beside an icon and a tag, it is read and found by itself). */
export function FileName({ url }: { url: string }) {
  return <span>{useFileName(url)}</span>;
}
