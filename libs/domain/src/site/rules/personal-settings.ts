import { DomainError } from '../../shared/decider.js';
import { SETTING_MESSAGES, type PersonalLayer } from './setting-types.js';

/**
 * How a user's own value layers over the shared one (see PersonalLayer). The owner is named in list entries by
 * `userEmail` (spec 2 §7.4): their e-mail, or their username when they have none.
 */

type Entry = Record<string, unknown>;

const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);
const markerOf = (value: unknown): string => (isEntry(value) && typeof value.userEmail === 'string' ? value.userEmail.trim() : '');
const sameOwner = (marker: string, owner: string) => marker.toLowerCase() === owner.trim().toLowerCase();
const entriesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export type PersonalView = { setting: unknown; source?: 'own' | 'default' };

/**
 * What the owner reads: their own value or else the default (and which one it is); or the shared entries that are not
 * marked for somebody else, then their own, marked as theirs.
 */
export function personalView(layer: PersonalLayer, shared: unknown, own: unknown, owner: string): PersonalView {
  if (layer.shown === 'instead-of-shared') return own !== null && own !== undefined ? { setting: own, source: 'own' } : { setting: shared ?? null, source: 'default' };
  const visible = sharedEntriesFor(shared, owner);
  const mine = entriesOf(own).map((entry) => (isEntry(entry) ? { ...entry, userEmail: owner } : entry));
  return { setting: [...visible, ...mine] };
}

/** The shared entries of a list that `owner` may see: all but those marked for somebody else. */
export const sharedEntriesFor = (shared: unknown, owner: string): unknown[] =>
  entriesOf(shared).filter((entry) => !markerOf(entry) || sameOwner(markerOf(entry), owner));

/**
 * What the owner's save of an `after-shared` list keeps: their entries, marked as theirs. A client saves back the
 * list it read, so the shared entries it was shown (unmarked, with a shared key) are dropped rather than copied; an
 * entry marked for somebody else is refused.
 */
export function ownEntries(sent: unknown, shared: unknown, owner: string): unknown[] {
  if (!Array.isArray(sent)) throw new DomainError('INVALID_SETTING', SETTING_MESSAGES.listRequired);
  const sharedKeys = new Set(entriesOf(shared).flatMap((entry) => (isEntry(entry) && !markerOf(entry) ? [entry.key] : [])));
  const kept: unknown[] = [];
  for (const entry of sent) {
    const marker = markerOf(entry);
    if (marker && !sameOwner(marker, owner)) throw new DomainError('NOT_OWN_ENTRY', SETTING_MESSAGES.notOwnEntry, 'forbidden');
    if (!isEntry(entry)) kept.push(entry);
    else if (marker || !sharedKeys.has(entry.key)) kept.push({ ...entry, userEmail: owner });
  }
  return kept;
}
