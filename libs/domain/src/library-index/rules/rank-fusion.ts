/** Reciprocal rank fusion's constant (Cormack et al.): a hit's weight is 1 / (RRF_K + rank), rank from 1. */
export const RRF_K = 60;

/** A hit of one ranked list: its key (the chunk) and the similarity that list gave it, 0-1. */
export type RankedHit = { key: string; similarity: number };

/** A fused hit: its fused score, and the best similarity any list gave it (what the answer shows and the threshold reads). */
export type FusedHit = { key: string; score: number; similarity: number; lists: number };

/**
 * Reciprocal rank fusion of ranked lists (issue 28 §3: keyword and vector, fused by rank): each list votes
 * 1 / (RRF_K + rank) for each of its hits, and hits are ordered by the sum of their votes, ties by the better
 * similarity, then key. Ranks, not scores, are fused, so a keyword score and a cosine need no common scale.
 */
export function fuseByRank(lists: ReadonlyArray<readonly RankedHit[]>, k = RRF_K): FusedHit[] {
  const fused = new Map<string, FusedHit>();
  for (const list of lists) {
    list.forEach((hit, index) => {
      const vote = 1 / (k + index + 1);
      const seen = fused.get(hit.key);
      if (seen) {
        seen.score += vote;
        seen.similarity = Math.max(seen.similarity, hit.similarity);
        seen.lists++;
      } else fused.set(hit.key, { key: hit.key, score: vote, similarity: hit.similarity, lists: 1 });
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score || b.similarity - a.similarity || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
