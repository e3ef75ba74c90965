import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ChatWithHistoryRequest } from '@k9/contracts';
import { ASSISTANT_MESSAGES as M, messageProblem, statelessHistoryProblem, stepMessages, webCitationsOf, type WebCitation } from '@k9/domain';
import { AiGateway } from '../../../../platform/ai/ai-gateway.js';
import { answering, requestContext } from '../../../ai/ai-http.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { badChatRequest } from '../../assistant-http.js';
import { ChatAdvisors } from '../../chat-advisors.js';
import { advisorKeyOf, historyInput } from '../../chat-history-input.js';
import { WebSearchAnswers } from '../../web-search-answers.js';

type ChatWithHistoryResponse = { success: true; response: string; message: string; citations: WebCitation[]; webSearchNote: string | null; steps: Array<{ name: string; model: string; callId: string }> };

/**
 * POST /api/data-analysis/chat-with-history (spec 1 §7), stateless, for signed-in accounts: the advisor by key only
 * (its system message and model stay on the server; any in the body are ignored), the history capped at 50 messages
 * and 20,000 characters, each call reserving the daily AI quota. A step with `enableWebsearch` searches the web as the
 * sessions' answers do (its citations answered, and the fallback note when it could not search).
 */
@ApiTags('assistant')
@Controller('api/data-analysis')
@SignedIn()
export class ChatWithHistoryController {
  constructor(
    private readonly advisors: ChatAdvisors,
    private readonly gateway: AiGateway,
    private readonly web: WebSearchAnswers,
  ) {}

  @Post('chat-with-history')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Trò chuyện không lưu: { chat_history: [{ role, content }] (tối đa 50 tin nhắn, 20.000 ký tự), new_message, current_advisor (key) }. ' +
      'System message và model trong body bị bỏ qua. Trả { success, response, message, citations, webSearchNote }.',
  })
  async chat(@Body() body: ChatWithHistoryRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<ChatWithHistoryResponse> {
    const problem = messageProblem(body.new_message);
    if (problem) throw badChatRequest('CHAT_MESSAGE_INVALID', problem);
    const history = historyInput(body.chat_history).map(({ role, content }) => ({ role, content }));
    const tooLong = statelessHistoryProblem(history);
    if (tooLong) throw badChatRequest('CHAT_HISTORY_TOO_LONG', tooLong);
    const plan = await this.advisors.plan(advisorKeyOf(body.current_advisor), null, user.isAdmin);
    const ctx = requestContext(request, user, 'assistant.chat-with-history');
    const quota = await this.gateway.reserve(ctx.actor, plan.steps.length);
    const steps: ChatWithHistoryResponse['steps'] = [];
    const citations: WebCitation[] = [];
    let webSearchNote: string | null = null;
    let previous: string | null = null;
    try {
      for (const [index, step] of plan.steps.entries()) {
        const messages = stepMessages(index, body.new_message as string, history, previous);
        const { result, ...web } = await answering(() => this.web.answer({ model: step.model, system: step.systemMessage || undefined, messages }, { ...ctx, quota }, step.enableWebsearch));
        citations.push(...web.citations);
        webSearchNote ??= web.webSearchNote;
        steps.push({ name: step.name, model: result.model, callId: result.callId });
        previous = result.text;
      }
    } finally {
      await this.gateway.giveBack(quota, plan.steps.length - steps.length - (steps.length < plan.steps.length ? 1 : 0));
    }
    const response = previous?.trim() ? previous : M.emptyAnswer;
    return { success: true, response, message: response, citations: webCitationsOf(citations), webSearchNote, steps };
  }
}
