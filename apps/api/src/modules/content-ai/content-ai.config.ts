import { ConfigError, text, type Env } from '../../config/env.js';

/**
 * KROKI_URL: the Kroki server that draws Kroki-mode diagrams (docker-compose.yml runs one at http://kroki:8000). Unset:
 * Kroki mode is refused with a message naming the variable, HTML mode still works. Like a provider's base URL it is the
 * operator's own address (typically a private host), so no address rule narrows it; only an http(s) URL is taken.
 */
export type ContentAiConfig = { krokiUrl: string | null };

export function readContentAiConfig(env: Env): ContentAiConfig {
  const raw = text(env, 'KROKI_URL');
  if (raw === null) return { krokiUrl: null };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`KROKI_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`KROKI_URL must be an http(s) URL, got "${raw}"`);
  if (url.search || url.hash) throw new ConfigError(`KROKI_URL must not carry a query or a fragment, got "${raw}"`);
  return { krokiUrl: url.href.replace(/\/+$/, '') };
}
