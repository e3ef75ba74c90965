import type { AiUsageLimits } from '../ai-catalog.events.js';
import { AI_MESSAGES } from '../ai.messages.js';

export type AiCaller = { id: string; isAdmin: boolean; classIds: readonly string[] } | null;

/** Calls counted today (Vietnam day) for the caller and for each of their classes. */
export type UsageToday = { user: number; byClass: Record<string, number> };

/**
 * Admins and system work (no caller) are unlimited; a learner is refused once they, or one of their classes, used
 * the day's calls. Returns the Vietnamese reason, or null when the call may go ahead.
 */
export function usageLimitRefusal(caller: AiCaller, limits: AiUsageLimits, usage: UsageToday): string | null {
  if (caller === null || caller.isAdmin) return null;
  if (limits.perUserDaily !== null && usage.user >= limits.perUserDaily) return AI_MESSAGES.userLimitReached(limits.perUserDaily);
  if (limits.perClassDaily !== null) {
    for (const classId of caller.classIds) {
      if ((usage.byClass[classId] ?? 0) >= limits.perClassDaily) return AI_MESSAGES.classLimitReached(limits.perClassDaily);
    }
  }
  return null;
}
