import { Injectable } from '@nestjs/common';
import { thesisDecider, thesisStreamId, type EventMetadata, type ThesisCommand } from '@k9/domain';
import { CommandPath } from '../../platform/commands/command-path.js';
import { DeciderCommand } from '../../platform/commands/decider-command.js';
import { THESIS_PROJECTION } from './projections/thesis/thesis.projection.js';

/** Runs a command on one thesis's stream and waits until the notebooks' read model shows it. */
@Injectable()
export class ThesesWriter {
  constructor(private readonly commands: CommandPath) {}

  async write(thesisId: string, command: ThesisCommand, metadata: EventMetadata, expectedVersion?: number): Promise<void> {
    await this.commands.execute(new DeciderCommand(thesisDecider, thesisStreamId(thesisId), command, metadata, expectedVersion), [THESIS_PROJECTION]);
  }

  /** Waits until the read model has caught up with the log (what another request just wrote is shown). */
  async caughtUp(): Promise<void> {
    await this.commands.shown(null, [THESIS_PROJECTION], []);
  }
}
