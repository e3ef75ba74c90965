/**
 * Issue 33 §2 fetching: which addresses a document may be fetched from. Pure rules: the server resolves a name once,
 * checks every address here, and connects to the checked one.
 */

/** An IPv4 address as its four numbers, or null. */
const ipv4 = (address: string): number[] | null => {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return null;
  return parts.map(Number);
};

const refusedIpv4 = ([a, b]: number[]): boolean =>
  a === 0 || // 0.0.0.0/8 ("this network", 0.0.0.0 reaches the host itself)
  a === 10 ||
  a === 127 ||
  (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
  (a === 169 && b === 254) || // link-local, cloud metadata
  (a === 172 && b >= 16 && b <= 31) ||
  (a === 192 && b === 168) ||
  (a === 192 && b === 0) ||
  (a === 198 && (b === 18 || b === 19)) ||
  a >= 224; // multicast, reserved, broadcast

/** The 8 groups of an IPv6 address (an embedded IPv4 tail included), or null. */
const ipv6Groups = (address: string): number[] | null => {
  let text = address.toLowerCase().replace(/^\[|\]$/g, '').split('%')[0];
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    const four = ipv4(tail[1]);
    if (!four) return null;
    text = text.slice(0, -tail[1].length) + `${((four[0] << 8) | four[1]).toString(16)}:${((four[2] << 8) | four[3]).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
};

/**
 * True for an address a server-side fetch must never reach: private, loopback, link-local, unique-local, multicast,
 * 0.0.0.0, and IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4) judged by that address. Anything
 * that is not an IP address at all is refused too.
 */
export function isRefusedAddress(address: string): boolean {
  const four = ipv4(address);
  if (four) return refusedIpv4(four);
  const groups = ipv6Groups(address);
  if (!groups) return true;
  const embedded = (hi: number, lo: number) => refusedIpv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  if (groups.slice(0, 6).every((group) => group === 0)) return true; // ::, ::1 and IPv4-compatible
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) return true; // IPv4-mapped: refused whatever it maps
  if (groups[0] === 0x64 && groups[1] === 0xff9b) return embedded(groups[6], groups[7]); // NAT64
  if (groups[0] === 0x2002) return embedded(groups[1], groups[2]); // 6to4
  const first = groups[0];
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00 || first === 0x2001 && groups[1] === 0xdb8;
}

/** The allow-list as admins write it (commas, spaces or lines): lower-case host names, `*.example.com` for subdomains. */
export const parseAllowedHosts = (raw: string | readonly string[] | null | undefined): string[] => {
  const items = typeof raw === 'string' ? raw.split(/[\s,]+/) : (raw ?? []);
  return [...new Set(items.map((item) => String(item).trim().toLowerCase().replace(/\.$/, '')).filter((item) => /^(\*\.)?[a-z0-9.-]+$/.test(item)))];
};

/** Whether a URL's host is on the allow-list (exactly, or under a `*.` entry). */
export const isHostAllowed = (host: string, allowed: readonly string[]): boolean => {
  const name = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) => (entry.startsWith('*.') ? name.endsWith(entry.slice(1)) : name === entry));
};

/** A fetchable URL's scheme. */
export const isFetchableScheme = (protocol: string): boolean => protocol === 'http:' || protocol === 'https:';

/** Whether the bytes open as a PDF (`%PDF-` within the first 1024 bytes, as readers accept), never the file's name. */
export const looksLikePdf = (head: Uint8Array): boolean => {
  const text = String.fromCharCode(...head.subarray(0, 1024));
  return text.includes('%PDF-');
};
