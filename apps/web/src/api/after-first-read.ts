/**
 * For a cache entry that follows /ws messages: listen from the moment the entry is added, not from when its first read
 * arrives. A message that comes while that read is in flight cannot be applied (there is nothing to apply it to yet)
 * and the read may have been answered before the change, so the entry is read again once loaded. Returns the gate
 * each message goes through: `whenLoaded(() => updateCachedData(...))`.
 */
export function afterFirstRead(cacheDataLoaded: Promise<unknown>, readAgain: () => void): (apply: () => void) => void {
  let loaded = false;
  let missed = false;
  cacheDataLoaded.then(
    () => {
      loaded = true;
      if (missed) readAgain();
    },
    () => undefined,
  );
  return (apply) => {
    if (loaded) apply();
    else missed = true;
  };
}
