import { useEffect, useState } from 'react';

/** False until `ms` have passed since mount: the guards' deliberate pause (spec 1 §9). */
export function useMinimumDelay(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}
