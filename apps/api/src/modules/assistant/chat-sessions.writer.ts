import { Injectable } from '@nestjs/common';
import { chatSessionDecider, chatSessionStreamId, type ChatSessionCommand, type EventMetadata } from '@k9/domain';
import { CommandPath } from '../../platform/commands/command-path.js';
import { DeciderCommand } from '../../platform/commands/decider-command.js';
import { CHAT_SESSION_PROJECTION } from './projections/chat-session/chat-session.projection.js';

/** Runs a command on one session's stream and waits until the sessions' read model shows it. */
@Injectable()
export class ChatSessionsWriter {
  constructor(private readonly commands: CommandPath) {}

  async write(sessionId: number, command: ChatSessionCommand, metadata: EventMetadata): Promise<{ position: number | null }> {
    const result = await this.commands.execute(new DeciderCommand(chatSessionDecider, chatSessionStreamId(sessionId), command, metadata), [CHAT_SESSION_PROJECTION]);
    return { position: result.position };
  }
}
