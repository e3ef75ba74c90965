import type { ThesisChatMode, ThesisSegmentInput } from './rules/thesis-rules.js';

type Owned = { thesisId: string; userId: string };

/**
 * `ownedTheses`: how many live theses the user has now (the read model), for the 50-thesis limit. `segments` carry
 * their ids (the server gives new ones). A missing summary is the default one.
 */
export type CreateThesis = {
  type: 'CreateThesis';
  data: Owned & { userEmail: string | null; name: string; content: string; summary: string | null; segments: Array<ThesisSegmentInput & { id: string }>; ownedTheses: number };
};
/**
 * A PUT: the fields given replace the stored ones; `segments`, when given, is the whole new list (a known id is that
 * segment, an unknown one a new segment, a stored id left out is deleted; the list's order is the order).
 */
export type ReviseThesis = {
  type: 'ReviseThesis';
  data: Owned & { name?: string; content?: string; summary?: string; segments?: Array<ThesisSegmentInput & { id: string }> };
};
/** Save to notebook (spec 2 §2.9): one segment at the end (order = count + 1). */
export type AddThesisChat = {
  type: 'AddThesisChat';
  data: Owned & { segmentId: string; content: string; summary: string | null; mode: ThesisChatMode; originalContent: string | null };
};
export type DeleteThesis = { type: 'DeleteThesis'; data: Owned };

export type ThesisCommand = CreateThesis | ReviseThesis | AddThesisChat | DeleteThesis;
