import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SearchWithHistoryRequest, type SearchWithHistoryResponse } from '@k9/contracts';
import { ASSISTANT_MESSAGES as M, messageProblem, statelessHistoryProblem, stepMessages, webCitationsOf, type WebCitation } from '@k9/domain';
import { AiGateway } from '../../../../platform/ai/ai-gateway.js';
import { answering, requestContext } from '../../../ai/ai-http.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { badChatRequest } from '../../assistant-http.js';
import { ChatAdvisors } from '../../chat-advisors.js';
import { advisorKeyOf, historyInput } from '../../chat-history-input.js';
import { WebSearchAnswers } from '../../web-search-answers.js';

/**
 * POST /api/websearch/search-with-history (spec 1 §7, spec 2 §7.12), stateless, for signed-in accounts, under
 * chat-with-history's rules: the advisor by key (its system message stays on the server; one in the body is
 * ignored), the history capped at 50 messages and 20,000 characters, each call reserving the daily AI quota. The
 * answering step searches the web; without web search for its model, or when the search fails, it is the ordinary
 * chat and `webSearchNote` says so (spec 2 §8.6).
 */
@ApiTags('assistant')
@Controller('api/websearch')
@SignedIn()
export class SearchWithHistoryController {
  constructor(
    private readonly advisors: ChatAdvisors,
    private readonly gateway: AiGateway,
    private readonly web: WebSearchAnswers,
  ) {}

  @Post('search-with-history')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Trò chuyện có tìm kiếm web, không lưu: { prompt, model, chat_history: [{ role, content }] (tối đa 50 tin nhắn, 20.000 ký tự), current_advisor (key) }. ' +
      'System message trong body bị bỏ qua; model dùng như model của phiên chat. Trả { success, ai_response, message, citations: [{ uri, title }], webSearchNote }.',
  })
  async search(@Body() body: SearchWithHistoryRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<SearchWithHistoryResponse> {
    const problem = messageProblem(body.prompt);
    if (problem) throw badChatRequest('CHAT_MESSAGE_INVALID', problem);
    const history = historyInput(body.chat_history).map(({ role, content }) => ({ role, content }));
    const tooLong = statelessHistoryProblem(history);
    if (tooLong) throw badChatRequest('CHAT_HISTORY_TOO_LONG', tooLong);
    const model = typeof body.model === 'string' ? body.model : null;
    const plan = await this.advisors.plan(advisorKeyOf(body.current_advisor), model, user.isAdmin);
    const ctx = requestContext(request, user, 'assistant.search-with-history');
    const quota = await this.gateway.reserve(ctx.actor, plan.steps.length);
    const citations: WebCitation[] = [];
    let webSearchNote: string | null = null;
    let previous: string | null = null;
    let made = 0;
    try {
      for (const [index, step] of plan.steps.entries()) {
        const messages = stepMessages(index, body.prompt as string, history, previous);
        const search = step.enableWebsearch || index === plan.steps.length - 1;
        const answer = await answering(() => this.web.answer({ model: step.model, system: step.systemMessage || undefined, messages }, { ...ctx, quota }, search));
        made++;
        citations.push(...answer.citations);
        webSearchNote ??= answer.webSearchNote;
        previous = answer.result.text;
      }
    } finally {
      await this.gateway.giveBack(quota, plan.steps.length - made - (made < plan.steps.length ? 1 : 0));
    }
    const response = previous?.trim() ? previous : M.emptyAnswer;
    return { success: true, ai_response: response, message: response, citations: webCitationsOf(citations), webSearchNote };
  }
}
