/** One typed message map for the /ws endpoint, shared by api and web: the platform's messages and each context's. */
import type { IdentityServerMessages } from '../identity/identity.realtime.js';
import type { SiteServerMessages } from '../site/site.realtime.js';
import type { AiSummaryServerMessages } from '../content/ai-summary/ai-summary.realtime.js';
import type { ContentServerMessages } from '../content/content.realtime.js';
import type { AiServerMessages } from '../ai/ai.realtime.js';
import type { GenerationServerMessages } from '../studio/generation/generation.realtime.js';
import type { PublishingServerMessages } from '../studio/publishing/publishing.realtime.js';
import type { QuestionServerMessages } from '../studio/questions/question.realtime.js';
import type { ContactServerMessages } from '../contact/contact.realtime.js';
import type { LearnerCaseServerMessages } from '../learning/cases/cases.realtime.js';
import type { QuizServerMessages } from '../learning/quiz/quiz.routes.js';
import type { AssistantServerMessages } from '../assistant/assistant.realtime.js';
import type { AiBatchServerMessages } from '../content-ai/ai-batches.routes.js';

export type JobSnapshot = {
  queue: string;
  jobId: string;
  name: string;
  state: 'waiting' | 'active' | 'progress' | 'completed' | 'failed' | 'stalled' | 'removed';
  progress: number | Record<string, unknown>;
  failedReason?: string;
  ownerId: string | null;
  updatedAt: string;
};

type PlatformServerMessages = {
  /** Sent once after the socket is authenticated. */
  'session.ready': { userId: string; rooms: string[] };
  /** Answer to a room subscription (e.g. 'admin.queue.subscribe'): from now on the socket gets that room's messages. */
  'room.joined': { room: string };
  'job.updated': JobSnapshot;
  pong: { at: string };
  error: { message: string };
};

/** A new context adds its own `<Context>ServerMessages` here. */
export type ServerMessages = PlatformServerMessages & IdentityServerMessages & SiteServerMessages & AiServerMessages & AiSummaryServerMessages & ContentServerMessages & GenerationServerMessages & PublishingServerMessages & QuestionServerMessages & ContactServerMessages & QuizServerMessages & LearnerCaseServerMessages & AssistantServerMessages & AiBatchServerMessages;

export type ClientMessages = {
  ping: Record<string, never>;
  /** Admins only: join the admin queue room. */
  'admin.queue.subscribe': Record<string, never>;
};

export type ServerMessage = { [K in keyof ServerMessages]: { event: K; data: ServerMessages[K] } }[keyof ServerMessages];
export type ClientMessage = { [K in keyof ClientMessages]: { event: K; data: ClientMessages[K] } }[keyof ClientMessages];

export const REALTIME_PATH = '/ws';
export const userRoom = (userId: string) => `user:${userId}`;
export const ADMIN_QUEUE_ROOM = 'admin:queue';

/**
 * Readers' rooms: a socket whose account may be used now sits in the rooms of what it may read, so that news of a
 * record ('learner.content.changed') reaches only those who may read it, with no lookup per socket. Admins read every
 * record (drafts included); a learner the public records and those open to each of their classes.
 */
export const ALL_RECORDS_ROOM = 'readers:all';
export const PUBLIC_RECORDS_ROOM = 'readers:public';
export const classRecordsRoom = (classId: number) => `readers:class:${classId}`;
export const readerRooms = (reader: { isAdmin: boolean; classIds: readonly number[] }): string[] =>
  reader.isAdmin ? [ALL_RECORDS_ROOM] : [PUBLIC_RECORDS_ROOM, ...reader.classIds.map(classRecordsRoom)];

/**
 * What the socket of a blocked account (expired, not started yet, or with a password to change first) still hears,
 * in its user room: news of its own account, so that a renewal unlocks the open tab. Nothing else reaches it.
 */
export const ACCOUNT_STATE_MESSAGES: ReadonlySet<keyof ServerMessages> = new Set<keyof ServerMessages>(['account.changed']);
