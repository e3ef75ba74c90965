import type { MarkList } from './learner-marks.lists.js';

/** The user is the stream's owner: the HTTP layer puts the signed-in user here, never one from the request. */
export type MarkTarget = { userId: string; list: MarkList; itemId: number };

export type AddMark = { type: 'AddMark'; data: MarkTarget };
export type RemoveMark = { type: 'RemoveMark'; data: MarkTarget };

export type LearnerMarkCommand = AddMark | RemoveMark;
