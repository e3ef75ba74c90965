import { Injectable } from '@nestjs/common';
import { ASSISTANT_MESSAGES as M, type WebCitation } from '@k9/domain';
import { AiGateway } from '../../platform/ai/ai-gateway.js';
import { AiCallError, type AiCallContext, type TextRequest, type TextResult } from '../../platform/ai/ai.types.js';

/** One step's answer: its text and call, what the web search cited, and why it could not search (null: it did or was not asked to). */
export type StepAnswer = { result: TextResult; citations: WebCitation[]; webSearchNote: string | null };

/**
 * Web search with citations for the chat (issue 30 §3): a step with `enableWebsearch` is answered by a web search when
 * its model can search (OpenAI's Responses API, Gemini's grounding). When the model cannot (OpenRouter and other
 * OpenAI-compatible servers), or the search fails before any of its text reached the learner, the step falls back
 * to the ordinary chat (spec 2 §8.6) and the note says so. A search that fails half-way through its streamed text is
 * not repeated as another answer: it fails as any streamed answer does.
 */
@Injectable()
export class WebSearchAnswers {
  constructor(private readonly gateway: AiGateway) {}

  async answer(request: TextRequest, ai: AiCallContext, search: boolean, onDelta?: (delta: string) => void): Promise<StepAnswer> {
    const plain = async (webSearchNote: string | null): Promise<StepAnswer> => ({
      result: onDelta ? await this.gateway.generateTextStream(request, ai, onDelta) : await this.gateway.generateText(request, ai),
      citations: [],
      webSearchNote,
    });
    if (!search) return plain(null);
    if (!(await this.gateway.hasWebSearch(request.model))) return plain(M.webSearchUnavailable);
    let streamed = false;
    const pass = onDelta
      ? (delta: string) => {
          streamed = true;
          onDelta(delta);
        }
      : undefined;
    try {
      const result = await this.gateway.searchWeb(request, ai, pass);
      return { result, citations: result.citations, webSearchNote: null };
    } catch (error) {
      if (streamed || !(error instanceof AiCallError) || error.kind === 'aborted' || ai.signal?.aborted) throw error;
      return plain(M.webSearchFailed);
    }
  }
}
