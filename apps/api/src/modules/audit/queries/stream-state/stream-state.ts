import { BadRequestException, Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { AUDIT_MESSAGES as M, pickPaths, type EventStore, type RecordedEvent } from '@k9/domain';
import type { AuditStateResponse } from '@k9/contracts';
import { EVENT_STORE } from '../../../../platform/event-store/event-store.token.js';
import { AuditLog } from '../../audit-log.js';

const PAGE = 500;
const POSITION = /^\d{1,15}$/;

/** `at` as a log position (digits) or a moment (an ISO time); 400 otherwise. */
export function momentOf(at: string | undefined): { position: number } | { time: Date } {
  const value = at?.trim();
  if (!value) throw new BadRequestException({ statusCode: 400, message: M.atRequired, code: 'VALIDATION' });
  if (POSITION.test(value)) {
    const position = Number(value);
    if (position >= 1) return { position };
  } else if (/^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) return { time: new Date(value) };
  throw new BadRequestException({ statusCode: 400, message: M.atInvalid, code: 'VALIDATION' });
}

/**
 * A record as it was (issue 36 §2): the stream's events up to the moment, folded with the same `evolve` its decider
 * uses, the state shown through the kind's allow-list. The stream is read a page at a time and the fold stops at the
 * first event past the moment (a stream's events are in log order, and their times follow it).
 */
@Injectable()
export class StreamStateService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly log: AuditLog,
  ) {}

  async at(streamId: string, at: string | undefined): Promise<AuditStateResponse> {
    const kind = this.log.catalogue.kindOf(streamId);
    const replay = this.log.replayOf(kind);
    if (!replay) throw new UnprocessableEntityException({ statusCode: 422, message: M.notReplayable, code: 'NOT_REPLAYABLE' });
    const moment = momentOf(at);
    const within = (event: RecordedEvent) => ('position' in moment ? event.globalPosition <= moment.position : Date.parse(event.metadata.occurredAt) <= moment.time.getTime());
    let state = replay.decider.initialState();
    let last: RecordedEvent | null = null;
    for (let afterVersion = 0; ; ) {
      const page = await this.store.readStream(streamId, { afterVersion, limit: PAGE });
      let past = false;
      for (const event of page) {
        if (!within(event)) {
          past = true;
          break;
        }
        state = replay.decider.evolve(state, event);
        last = event;
        // The moment is this event's own position (as the history's rows give it): nothing after it can be within.
        if ('position' in moment && event.globalPosition === moment.position) past = true;
        if (past) break;
      }
      if (past || page.length < PAGE) break;
      afterVersion = page[page.length - 1].streamVersion;
    }
    return {
      streamId,
      kind,
      at: 'position' in moment ? { position: moment.position, time: null } : { position: null, time: moment.time.toISOString() },
      folded: last ? { position: last.globalPosition, version: last.streamVersion, occurredAt: last.metadata.occurredAt, type: last.type } : null,
      state: last ? ((pickPaths(state, replay.shown) ?? {}) as Record<string, unknown>) : null,
    };
  }
}
