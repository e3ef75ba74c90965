import { Injectable } from '@nestjs/common';
import { aiCallDecider, aiCallStreamId, type AiCallDetails, type EventMetadata } from '@k9/domain';
import { CommandPath } from '../../platform/commands/command-path.js';
import { DeciderCommand } from '../../platform/commands/decider-command.js';
import type { AiLedgerPort } from '../../platform/ai/ai-ports.js';

/** Each call is one `AiCallRecorded` in its own stream, through the one command path (the answer does not wait for the ledger's read model). */
@Injectable()
export class AiLedgerWriter implements AiLedgerPort {
  constructor(private readonly commands: CommandPath) {}

  async record(details: AiCallDetails, metadata: EventMetadata): Promise<void> {
    await this.commands.execute(new DeciderCommand(aiCallDecider, aiCallStreamId(details.callId), { type: 'RecordAiCall', data: details }, metadata), []);
  }
}
