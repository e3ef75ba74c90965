import { ContributionPoint } from '../../platform/contributions.js';

/**
 * Events whose data may carry file addresses (`/files/<key>`): a file that one of them names is claimed, and kept for
 * good (an older version of the record still names it, and may be restored). Uploads that nothing claims within a day
 * are removed. A context whose records hold uploaded files declares its saved-events in its context file:
 * `contributes: [FILE_CLAIMS.with(['ContentCreated', ...])]`, and nothing else.
 */
export const FILE_CLAIMS = new ContributionPoint<string>('file-claims');
