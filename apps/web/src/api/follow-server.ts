import type { Draft } from '@reduxjs/toolkit';
import type { TagDescription } from '@reduxjs/toolkit/query';
import type { TagType } from '../contexts';
import { baseApi } from './base-api';
import { realtime, type RealtimeClient, type RealtimeEvent, type RealtimeListener, type RealtimeStatus } from './realtime';

/**
 * The one way a cached read follows the server: every RTK Query entry that changes with /ws messages spreads
 * `...followServer({ ... })` into its definition, and no api file writes the cache lifecycle itself. The rules:
 *
 * - It listens from the moment the entry is added, not from when its first answer arrives. A change that arrives
 *   while that first read is in flight cannot be applied (there is nothing to apply it to yet), and the read may have
 *   been answered before the change: the entry is read again once loaded (the gate).
 * - A socket that opens after the entry's first read began (the first connect of a page as well as a reconnect) may
 *   have missed changes made meanwhile: the entry is read again.
 * - While the socket is down (connecting, reconnecting, or closed for newer tabs), an entry that asks for it is read
 *   again every `everyMs`, and only then.
 *
 * Reading again is invalidating the entry's tags; the invalidations of one moment go out together, so that every
 * cached list of a type hearing the same message reads once. RTK Query holds an invalidation back while a read is on
 * its way and applies it after (its 'delayed' invalidation behaviour): one asked for during the first read happens
 * after it.
 */

export type Tag = TagDescription<TagType>;
/** Changes the held value in place, or returns its replacement (RTK Query's `updateCachedData` recipe). */
export type Recipe<Result> = (held: Draft<Result>) => void | Result | Draft<Result>;
/** The part of the socket client the helper uses (a fake in the specs). */
export type Socket = Pick<RealtimeClient, 'status' | 'on' | 'onStatus'>;

/** What a follower does with its entry. */
export type FollowedEntry<Result> = {
  /** Listens to one server message for as long as the entry lives. */
  on<K extends RealtimeEvent>(event: K, listener: RealtimeListener<K>): void;
  /** Applies a message to the held value; one that comes during the first read makes the entry read again instead. */
  patch(recipe: Recipe<Result>): void;
  /** Reads the entry again (its tags, and whatever they name besides). */
  readAgain(): void;
  /** The value held now, if any. */
  held(): Result | undefined;
  /** Runs when the entry goes (a timer of the follower's own). */
  onRemoved(cleanup: () => void): void;
};

export type Following<Result, Arg> = {
  /** The tags whose invalidation reads this entry again (with what must be read with it, e.g. a list's counts). */
  readsAgain: (arg: Arg) => readonly Tag[];
  /** The messages the entry follows. Without it the entry still reads again after the socket was down. */
  listen?: (entry: FollowedEntry<Result>, arg: Arg) => void;
  /** Read again every `everyMs` while the socket is down, as long as `until` (if given) says the value may still change. */
  pollWhileDown?: { everyMs: number; until?: (held: Result | undefined) => boolean };
};

/** The part of RTK Query's cache lifecycle the helper uses. */
export type EntryLifecycle<Result> = {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  getCacheEntry(): { data?: Result };
  updateCachedData(recipe: Recipe<Result>): unknown;
  dispatch: (action: ReturnType<typeof baseApi.util.invalidateTags>) => unknown;
};

/** The socket is trying to come (back): what is missed meanwhile is polled for by the entries that ask. */
export const isSocketDown = (status: RealtimeStatus): boolean => status === 'connecting' || status === 'reconnecting' || status === 'replaced';

/**
 * Follows one entry until `removed` settles. `readAgain` reads the entry again; `patch` changes what it holds.
 * Exported for the specs; api files use `followServer`.
 */
export async function followEntry<Result>(
  socket: Socket,
  entry: { loaded: Promise<unknown>; removed: Promise<unknown>; held: () => Result | undefined; patch: (recipe: Recipe<Result>) => void; readAgain: () => void },
  listen: ((entry: FollowedEntry<Result>) => void) | undefined,
  poll: Following<Result, unknown>['pollWhileDown'],
): Promise<void> {
  const stops: Array<() => void> = [];
  let loaded = false;
  let missed = false;
  entry.loaded.then(
    () => {
      loaded = true;
      if (missed) entry.readAgain();
    },
    () => undefined,
  );

  // A socket that is not open now: whatever it brings once open may have been missed before.
  let missedWhileClosed = socket.status !== 'open';
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  const pollFor = (status: RealtimeStatus) => {
    const wanted = !!poll && isSocketDown(status);
    if (wanted && pollTimer === undefined && poll) {
      pollTimer = setInterval(() => {
        if (!poll.until || poll.until(entry.held())) entry.readAgain();
      }, poll.everyMs);
    } else if (!wanted && pollTimer !== undefined) {
      clearInterval(pollTimer);
      pollTimer = undefined;
    }
  };
  pollFor(socket.status);
  stops.push(
    socket.onStatus((status) => {
      pollFor(status);
      if (status !== 'open') missedWhileClosed = true;
      else if (missedWhileClosed) {
        missedWhileClosed = false;
        entry.readAgain();
      }
    }),
    () => pollFor('idle'),
  );

  listen?.({
    on: (event, listener) => void stops.push(socket.on(event, listener)),
    patch: (recipe) => {
      if (loaded) entry.patch(recipe);
      else missed = true;
    },
    readAgain: entry.readAgain,
    held: entry.held,
    onRemoved: (cleanup) => void stops.push(cleanup),
  });

  await entry.removed.catch(() => undefined);
  for (const stop of stops) stop();
}

/** The invalidations asked for in one moment, per store, sent as one. */
const queued = new WeakMap<EntryLifecycle<unknown>['dispatch'], Map<string, Tag>>();

function invalidateSoon(dispatch: EntryLifecycle<unknown>['dispatch'], tags: readonly Tag[]): void {
  let waiting = queued.get(dispatch);
  if (!waiting) {
    const batch = new Map<string, Tag>();
    queued.set(dispatch, (waiting = batch));
    setTimeout(() => {
      queued.delete(dispatch);
      dispatch(baseApi.util.invalidateTags([...batch.values()]));
    });
  }
  for (const tag of tags) waiting.set(JSON.stringify(tag), tag);
}

/**
 * Spread into a query's definition: `...followServer<Result, Arg>({ readsAgain, listen, pollWhileDown })`.
 * `socket` is the app's /ws client; the specs pass a fake.
 */
export function followServer<Result, Arg>(following: Following<Result, Arg>, socket: Socket = realtime) {
  return {
    async onCacheEntryAdded(arg: Arg, api: EntryLifecycle<Result>): Promise<void> {
      const tags = following.readsAgain(arg);
      await followEntry<Result>(
        socket,
        {
          loaded: api.cacheDataLoaded,
          removed: api.cacheEntryRemoved,
          held: () => api.getCacheEntry().data,
          patch: (recipe) => void api.updateCachedData(recipe),
          readAgain: () => invalidateSoon(api.dispatch, tags),
        },
        following.listen && ((entry) => following.listen?.(entry, arg)),
        following.pollWhileDown,
      );
    },
  };
}
