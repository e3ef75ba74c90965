import { createHash } from 'node:crypto';
import type { MarketDataset } from '@k9/domain';

/** A row's id from its dataset and key (uuid-shaped): the same row keeps the same id in every import and rebuild. */
export function marketRowId(dataset: MarketDataset, key: string): string {
  const hex = createHash('sha256').update(`${dataset}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
