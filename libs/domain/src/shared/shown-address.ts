/**
 * Where an address a record, an answer or an LLM wrote leads, as the page would resolve it: this site (with its path),
 * another web site, or an e-mail (issue 23 item 9). Pure and import-free, so that screens that only show addresses (an
 * item's images) need not load the html policy.
 */
export type ShownAddress = { kind: 'site'; path: string } | { kind: 'web'; host: string } | { kind: 'mail' };

// The server sanitises without knowing the address it is reached at: its paths resolve against this stand-in.
const NO_ORIGIN = 'https://this-site.invalid';

/** null: an address nobody is shown (javascript:, data:, blob:, tel: or anything that does not parse). */
export function shownAddress(value: string, origin: string | null): ShownAddress | null {
  const base = origin ?? NO_ORIGIN;
  let url: URL;
  try {
    url = new URL(value.trim(), `${base}/`);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return { kind: 'mail' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === new URL(base).origin ? { kind: 'site', path: url.pathname } : { kind: 'web', host: url.host };
}
