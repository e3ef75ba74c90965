import { Injectable } from '@nestjs/common';
import type { CaseProgress } from '@k9/contracts';
import { RealtimePublisher } from '../../../platform/realtime/realtime.publisher.js';
import { toCaseRecord, type CaseRow } from './cases.repository.js';

/** The case builder's /ws messages: only to the owner's user room (every tab of theirs, on any instance). */
@Injectable()
export class CaseLive {
  constructor(private readonly realtime: RealtimePublisher) {}

  progress(row: Pick<CaseRow, 'user_id' | 'request_id' | 'id'>, progress: CaseProgress): void {
    this.realtime.toUser(row.user_id, 'learner.case.progress', { requestId: row.request_id, caseId: row.id, progress });
  }

  created(row: CaseRow): void {
    this.realtime.toUser(row.user_id, 'learner.case.created', { requestId: row.request_id, caseId: row.id, case: toCaseRecord(row) });
  }

  failed(row: Pick<CaseRow, 'user_id' | 'request_id' | 'id'>, message: string): void {
    this.realtime.toUser(row.user_id, 'learner.case.failed', { requestId: row.request_id, caseId: row.id, message });
  }
}
