import { Module } from '@nestjs/common';
import { LibraryIndexModule } from '../library-index/library-index.module.js';
import { SiteModule } from '../site/site.module.js';
import { ChatAdvisors } from './chat-advisors.js';
import { ChatAnswerStart } from './chat-answer-start.js';
import { ChatAnswerResume } from './chat-answer-resume.js';
import { ChatSessionsRepository } from './chat-sessions.repository.js';
import { ChatSessionsWriter } from './chat-sessions.writer.js';
import { ChatWithHistoryController } from './commands/chat-with-history/chat-with-history.controller.js';
import { CreateChatSessionController } from './commands/create-chat-session/create-chat-session.controller.js';
import { DeleteChatSessionController } from './commands/delete-chat-session/delete-chat-session.controller.js';
import { RegenerateChatAnswerController } from './commands/regenerate-chat-answer/regenerate-chat-answer.controller.js';
import { SendChatMessageController } from './commands/send-chat-message/send-chat-message.controller.js';
import { StopChatAnswerController } from './commands/stop-chat-answer/stop-chat-answer.controller.js';
import { UpdateChatSessionController } from './commands/update-chat-session/update-chat-session.controller.js';
import { ChatAnswerJob } from './jobs/chat-answer.job.js';
import { ChatSessionProjection } from './projections/chat-session/chat-session.projection.js';
import { AdvisorsController } from './queries/advisors/advisors.controller.js';
import { ChatRunController } from './queries/chat-run/chat-run.controller.js';
import { ChatSessionController } from './queries/chat-session/chat-session.controller.js';
import { OwnChatSessionsController } from './queries/own-chat-sessions/own-chat-sessions.controller.js';
import { SearchWithHistoryController } from './commands/search-with-history/search-with-history.controller.js';
import { WebSearchAnswers } from './web-search-answers.js';

/** The AI assistant's chat workspace (issue 29; spec 2 §2.9, §4.11, §5.8, §7.12, §8.6, §9.6; spec 1 §7 aiChatHistory). */
@Module({
  imports: [SiteModule, LibraryIndexModule],
  // The reads first: GET user/:email before GET :id.
  controllers: [
    OwnChatSessionsController,
    ChatSessionController,
    ChatRunController,
    AdvisorsController,
    CreateChatSessionController,
    UpdateChatSessionController,
    DeleteChatSessionController,
    SendChatMessageController,
    RegenerateChatAnswerController,
    StopChatAnswerController,
    ChatWithHistoryController,
    SearchWithHistoryController,
  ],
  providers: [ChatSessionsRepository, ChatSessionsWriter, ChatAdvisors, ChatAnswerStart, ChatSessionProjection, ChatAnswerJob, ChatAnswerResume, WebSearchAnswers],
})
export class AssistantModule {}
