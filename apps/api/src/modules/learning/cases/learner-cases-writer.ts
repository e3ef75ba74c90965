import { Injectable } from '@nestjs/common';
import { learnerCasesDecider, learnerCasesStreamId, type EventMetadata, type LearnerCaseCommand } from '@k9/domain';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { LEARNER_CASE_PROJECTION } from './projections/learner-case/learner-case.projection.js';

/**
 * The one writer of a learner's cases stream (it holds their request keys, so one key makes one case). Thirty
 * requests at once, and the jobs finishing them, would each append to that one stream with an expected version,
 * and the command runner's retries on fresh state are bounded: 5-10 of 30 answered 409 (issue 23 §2.4). So this
 * process queues the writes of one learner, one after another; writers on other instances are few, which the
 * runner's retries absorb. Requests for different cases are queued, never refused as stale.
 */
@Injectable()
export class LearnerCasesWriter {
  private readonly tails = new Map<string, Promise<unknown>>();

  constructor(private readonly commands: CommandPath) {}

  /** Runs the command once the learner's earlier writes here are done; `position` null: it changed nothing. */
  write(userId: string, command: LearnerCaseCommand, metadata: EventMetadata): Promise<{ position: number | null }> {
    const previous = this.tails.get(userId) ?? Promise.resolve();
    const run = previous.then(() => this.commands.execute(new DeciderCommand(learnerCasesDecider, learnerCasesStreamId(userId), command, metadata), [LEARNER_CASE_PROJECTION]));
    const tail = run.catch(() => undefined);
    this.tails.set(userId, tail);
    void tail.then(() => {
      if (this.tails.get(userId) === tail) this.tails.delete(userId);
    });
    return run;
  }
}
