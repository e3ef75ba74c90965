import { DEFAULT_TAB, isHomeTab, type HomeTab } from './home-tabs';

/** What the address query holds (spec 2 §2.1): tab, open item and program. */
export type HomeAddress = { tab: HomeTab; item: number | null; program: string | null };

/** What was wrong in an address that was read: each part falls back to its default and the learner is told. */
export type AddressProblem = 'unknownTab' | 'badItem' | 'unknownProgram';

const ITEM_ID = /^[1-9]\d{0,14}$/;
const blank = (value: string | null): boolean => value === null || value.trim() === '' || value.trim() === 'all';

/**
 * Reads the query: empty or 'all' values are absent; an unknown tab, an id that is not a positive integer and a program
 * that is not in `programs` (once the list is known: `null` while it loads) fall back to their defaults, with a problem
 * to report instead of a blank screen.
 */
export function readAddress(query: URLSearchParams, programs: readonly string[] | null): { address: HomeAddress; problems: AddressProblem[] } {
  const problems: AddressProblem[] = [];
  const rawTab = query.get('tab');
  let tab: HomeTab = DEFAULT_TAB;
  if (!blank(rawTab)) {
    const value = rawTab!.trim();
    if (isHomeTab(value)) tab = value;
    else problems.push('unknownTab');
  }
  const rawItem = query.get('item');
  let item: number | null = null;
  if (!blank(rawItem)) {
    if (ITEM_ID.test(rawItem!.trim())) item = Number(rawItem!.trim());
    else problems.push('badItem');
  }
  const rawProgram = query.get('program');
  let program: string | null = null;
  if (!blank(rawProgram)) {
    const value = rawProgram!.trim();
    if (programs === null || programs.includes(value)) program = value;
    else problems.push('unknownProgram');
  }
  return { address: { tab, item, program }, problems };
}

/** The query of an address, in the order tab, program, item; no program ('all') and no item are left out. */
export function addressQuery(address: HomeAddress): string {
  const query = new URLSearchParams({ tab: address.tab });
  if (address.program) query.set('program', address.program);
  if (address.item !== null) query.set('item', String(address.item));
  return query.toString();
}

/** The share link (spec 2 §2.1): tab, program and item. */
export const shareLink = (origin: string, address: HomeAddress): string => `${origin}/home?${addressQuery(address)}`;

/** Links between items open the theory tab in a new browser tab (spec 2 §2.1). */
export const itemLink = (origin: string, id: number): string => `${origin}/home?tab=stream&item=${id}`;

/**
 * The program used on load (spec 2 §4.6): the address's, else the saved one if it is still a program, else all.
 */
export function initialProgram(fromAddress: string | null, saved: string | null, programs: readonly string[]): string | null {
  if (fromAddress && programs.includes(fromAddress)) return fromAddress;
  if (saved && programs.includes(saved)) return saved;
  return null;
}
