import { Allow, IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ASSISTANT_MESSAGES as M } from '@k9/domain';

/** POST /api/aiChatHistory (spec 1 §7): the owner is the session's user (`userCreated` in the body is ignored). */
export class CreateChatSessionRequest {
  @IsString({ message: M.titleInvalid })
  @MaxLength(200, { message: M.titleTooLong })
  @IsOptional()
  title?: string;

  @IsString({ message: M.advisorKeyInvalid })
  @MaxLength(200, { message: M.advisorKeyInvalid })
  @IsOptional()
  advisorType?: string | null;

  @IsString({ message: M.advisorKeyInvalid })
  @MaxLength(100, { message: M.advisorKeyInvalid })
  @IsOptional()
  model?: string | null;

  @IsBoolean({ message: M.showInvalid })
  @IsOptional()
  show?: boolean;

  /** The spec's field: messages to start with (judged like a PUT's). */
  @Allow()
  chatHistory?: unknown;

  @Allow()
  userCreated?: unknown;

  @Allow()
  createAt?: unknown;
}

/** PUT /api/aiChatHistory: { id, title?, show?, chatHistory? }. */
export class UpdateChatSessionRequest {
  @Allow()
  id!: unknown;

  @IsString({ message: M.titleInvalid })
  @MaxLength(200, { message: M.titleTooLong })
  @IsOptional()
  title?: string;

  @IsBoolean({ message: M.showInvalid })
  @IsOptional()
  show?: boolean;

  @Allow()
  chatHistory?: unknown;
}

/**
 * How an answer is asked for (a question sent, or an answer regenerated): the advisor and the data store switch. A
 * system message in the body is refused (prompts live on the server); it is allowed through here to be named.
 */
export class RegenerateChatAnswerRequest {
  @IsString({ message: M.advisorKeyInvalid })
  @MaxLength(200, { message: M.advisorKeyInvalid })
  @IsOptional()
  advisorKey?: string;

  @IsBoolean({ message: M.dataStoreInvalid })
  @IsOptional()
  dataStore?: boolean;

  @Allow()
  system?: unknown;
  @Allow()
  system_message?: unknown;
  @Allow()
  systemMessage?: unknown;
}

/** POST /api/aiChatHistory/{id}/messages: the question, where it goes in the branches, and how it is answered. */
export class SendChatMessageRequest extends RegenerateChatAnswerRequest {
  /** Judged by the chat rules (non-empty, 10,000 characters, no &&&), which answer in Vietnamese. */
  @Allow()
  content!: unknown;

  @Matches(/^[\w-]{1,64}$/, { message: M.parentIdInvalid })
  @IsString({ message: M.parentIdInvalid })
  @IsOptional()
  parentId?: string | null;
}

/** POST /api/data-analysis/chat-with-history (spec 1 §7): a system message or model in the body is ignored. */
export class ChatWithHistoryRequest {
  @Allow()
  chat_history?: unknown;

  @Allow()
  new_message!: unknown;

  @Allow()
  current_advisor?: unknown;

  @Allow()
  model?: unknown;
}

/**
 * POST /api/websearch/search-with-history (spec 1 §7, spec 2 §7.12): { prompt, model, chat_history }, and the advisor
 * by key as chat-with-history takes it. A system message in the body is ignored; `model` answers only where the
 * advisor's step names none and learners may use it (as a session's model).
 */
export class SearchWithHistoryRequest {
  @Allow()
  prompt!: unknown;

  @Allow()
  model?: unknown;

  @Allow()
  chat_history?: unknown;

  @Allow()
  current_advisor?: unknown;
}
