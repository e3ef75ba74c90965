/** Spec 2 §3 Chat message citations: what a web search answer cites, as the message keeps it (groundingChunks' web). */
export type WebCitation = { uri: string; title: string };

/**
 * What an answer keeps of its citations (issue 30 §3): at most 10, each address and title cut, so the answer's event
 * stays well under its size limit (10 × 1,000 characters at 3 bytes each at worst).
 */
export const WEB_CITATION_LIMITS = { count: 10, uriChars: 800, titleChars: 200 } as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const cut = (value: string, chars: number): string => Array.from(value).slice(0, chars).join('');

/**
 * The citations as kept: those with an address, each address once (first wins), bounded in number and length. An
 * address that is not http(s) (`javascript:`, `data:` ...) is kept as the provider gave it, as text: only
 * `webCitationHost` decides what becomes a link.
 */
export function webCitationsOf(raw: ReadonlyArray<{ uri?: unknown; title?: unknown }> | null | undefined): WebCitation[] {
  const out: WebCitation[] = [];
  const seen = new Set<string>();
  for (const entry of raw ?? []) {
    if (out.length >= WEB_CITATION_LIMITS.count) break;
    if (!entry || typeof entry !== 'object') continue;
    const uri = cut(text(entry.uri), WEB_CITATION_LIMITS.uriChars);
    if (!uri || seen.has(uri)) continue;
    seen.add(uri);
    out.push({ uri, title: cut(text(entry.title), WEB_CITATION_LIMITS.titleChars) });
  }
  return out;
}

/** The host a citation link shows, for an http(s) address only; null: the citation is shown as text, never a link. */
export function webCitationHost(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname || null;
}

/** OpenAI's Responses API: a message's `output_text` annotations; the `url_citation` ones are the citations. */
export function citationsOfAnnotations(annotations: ReadonlyArray<unknown> | null | undefined): Array<{ uri: unknown; title: unknown }> {
  return (annotations ?? [])
    .filter((annotation): annotation is { type: string; url?: unknown; title?: unknown } => !!annotation && typeof annotation === 'object' && (annotation as { type?: unknown }).type === 'url_citation')
    .map((annotation) => ({ uri: annotation.url, title: annotation.title }));
}

/** Gemini's grounding: `groundingMetadata.groundingChunks[].web` { uri, title } (chunks of other kinds are left out). */
export function citationsOfGrounding(metadata: { groundingChunks?: ReadonlyArray<{ web?: { uri?: unknown; title?: unknown } | null } | null> | null } | null | undefined): Array<{ uri: unknown; title: unknown }> {
  return (metadata?.groundingChunks ?? []).flatMap((chunk) => (chunk?.web ? [{ uri: chunk.web.uri, title: chunk.web.title }] : []));
}
