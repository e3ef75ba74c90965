import type { DomainEvent } from '../shared/event-store.port.js';
import type { Decider } from '../shared/decider.js';
import type { AuditedEvents } from './audited-events.js';

/**
 * An auditor or an admin was shown a learner's own words (essay answers, chat messages, notes) through the audit
 * views: one event per request, naming the reader, the route and the streams read (issue 36 §4).
 */
export type LearnerDataRead = DomainEvent<'LearnerDataRead', { readerId: string; readerEmail: string | null; route: string; streamIds: string[]; eventCount: number }>;

/** The streams a request names at most (a page of the log reads at most 100 events). */
export const LEARNER_DATA_READ_STREAMS_MAX = 100;

/** One stream per reader and Vietnam day (a day's reads stay a short stream). */
export const learnerDataReadsStreamId = (readerId: string, day: string) => `learner-data-reads-${readerId}-${day}`;

export const AUDIT_READS_AUDIT = {
  kinds: [{ kind: 'learner-data-read', prefix: 'learner-data-reads-', label: 'Lượt đọc dữ liệu học viên' }],
  events: { LearnerDataRead: { label: 'Đọc dữ liệu của học viên', shown: ['readerId', 'readerEmail', 'route', 'streamIds', 'eventCount'] } },
} as const satisfies AuditedEvents;

export type RecordLearnerDataRead = { type: 'RecordLearnerDataRead'; data: LearnerDataRead['data'] };

/** Appends the read as it happened: a read is never refused (the request was already allowed). */
export const learnerDataReadsDecider: Decider<RecordLearnerDataRead, LearnerDataRead, { reads: number }> = {
  initialState: () => ({ reads: 0 }),
  evolve: (state) => ({ reads: state.reads + 1 }),
  decide: (command) => [
    { type: 'LearnerDataRead', data: { ...command.data, streamIds: command.data.streamIds.slice(0, LEARNER_DATA_READ_STREAMS_MAX) } },
  ],
};
