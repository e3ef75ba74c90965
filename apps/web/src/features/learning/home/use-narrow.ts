import { useSyncExternalStore } from 'react';

/** The mobile breakpoint of spec 2 §9.5: 768 px or narrower. */
export const NARROW_QUERY = '(max-width: 768px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export const useNarrow = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_QUERY).matches);
