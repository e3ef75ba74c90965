import type { AiCallUsage } from '../ai-call.events.js';
import type { AiModelPrices } from '../model-catalog.js';

/** An estimate in US dollars from the admin's prices; null when nothing the call used is priced. */
export function estimateCost(prices: AiModelPrices, usage: AiCallUsage): number | null {
  const parts: number[] = [];
  if (prices.inputPerMillionTokens !== null && usage.inputTokens !== null) parts.push((usage.inputTokens / 1e6) * prices.inputPerMillionTokens);
  if (prices.outputPerMillionTokens !== null && usage.outputTokens !== null) parts.push((usage.outputTokens / 1e6) * prices.outputPerMillionTokens);
  if (prices.perImage !== null && usage.images > 0) parts.push(usage.images * prices.perImage);
  if (prices.perMinuteOfSpeech !== null && usage.audioSeconds > 0) parts.push((usage.audioSeconds / 60) * prices.perMinuteOfSpeech);
  if (parts.length === 0) return null;
  return Math.round(parts.reduce((sum, part) => sum + part, 0) * 1e6) / 1e6;
}
