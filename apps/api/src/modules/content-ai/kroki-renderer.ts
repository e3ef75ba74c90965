import { Injectable } from '@nestjs/common';
import { CONTENT_AI_MESSAGES as M, KROKI_DIAGRAMS, type DiagramType } from '@k9/domain';
import { AppConfig } from '../../config/app-config.js';

/** A drawn diagram as the storage port takes it. */
export type KrokiImage = { data: Buffer; mimeType: 'image/png' | 'image/svg+xml' };

/** Kroki's refusal or failure, worded for the queue modal (spec 3 §8 "backend diagram failure, network error or timeout"). */
export class KrokiError extends Error {}

/** The largest image taken from Kroki (a diagram is tens of kB). */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MIME = { png: 'image/png', svg: 'image/svg+xml' } as const;

/**
 * Draws diagram code on the Kroki server at KROKI_URL: `POST {KROKI_URL}/{type}/{png|svg}` with the code as the plain
 * text body (Kroki's API). The address is the operator's configuration, never derived from a request or a model's
 * answer; only the type (one of four) and the format are put into the path. A stop aborts the request, and so does the
 * AI deadline (AI_TIMEOUT_MS).
 */
@Injectable()
export class KrokiRenderer {
  private readonly url: string | null;
  private readonly timeoutMs: number;

  constructor(config: AppConfig) {
    this.url = config.krokiUrl;
    this.timeoutMs = config.ai.timeoutMs;
  }

  get configured(): boolean {
    return this.url !== null;
  }

  async render(type: DiagramType, code: string, signal: AbortSignal): Promise<KrokiImage> {
    if (!this.url) throw new KrokiError(M.krokiNotConfigured);
    const { krokiType, format } = KROKI_DIAGRAMS[type];
    let response: Response;
    try {
      response = await fetch(`${this.url}/${krokiType}/${format}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain; charset=utf-8', Accept: MIME[format] },
        body: code,
        signal: AbortSignal.any([signal, AbortSignal.timeout(this.timeoutMs)]),
        redirect: 'error',
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new KrokiError(M.krokiUnreachable);
    }
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (!response.ok || declared > MAX_IMAGE_BYTES) {
      const detail = response.ok ? '' : await this.detailOf(response, signal);
      throw new KrokiError(M.krokiFailed(response.status, detail));
    }
    let data: Buffer;
    try {
      data = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (signal.aborted) throw error;
      throw new KrokiError(M.krokiUnreachable);
    }
    if (data.length === 0 || data.length > MAX_IMAGE_BYTES) throw new KrokiError(M.krokiEmpty);
    return { data, mimeType: MIME[format] };
  }

  /** The first line of Kroki's error text (it names the syntax error), short. */
  private async detailOf(response: Response, signal: AbortSignal): Promise<string> {
    try {
      const text = await response.text();
      return text.replace(/\s+/g, ' ').trim().slice(0, 300);
    } catch (error) {
      if (signal.aborted) throw error;
      return '';
    }
  }
}
