import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { learnerDataReadsDecider, learnerDataReadsStreamId, vietnamDay } from '@k9/domain';
import { CommandPath } from '../../platform/commands/command-path.js';
import { DeciderCommand } from '../../platform/commands/decider-command.js';
import { metadataFor } from '../../platform/http/request-metadata.js';
import type { SessionUser } from '../identity/session/session-user.js';

/**
 * Records that a reader was shown a learner's own words (issue 36 §4): one event per request, naming the reader, the
 * route and the streams, written before the answer leaves, so a learner's data is never read without a trace.
 */
@Injectable()
export class LearnerDataReads {
  constructor(private readonly commands: CommandPath) {}

  async record(request: Request, reader: SessionUser, streamIds: readonly string[], eventCount: number): Promise<void> {
    if (eventCount === 0) return;
    const data = { readerId: reader.id, readerEmail: reader.email ?? null, route: request.path, streamIds: [...new Set(streamIds)], eventCount };
    const metadata = metadataFor(request, { id: reader.id, email: reader.email ?? null });
    const streamId = learnerDataReadsStreamId(reader.id, vietnamDay(Date.now()));
    await this.commands.execute(new DeciderCommand(learnerDataReadsDecider, streamId, { type: 'RecordLearnerDataRead', data }, metadata), []);
  }
}
