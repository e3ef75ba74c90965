import type { RatioFamily } from '../market.datasets.js';

/**
 * Which ratio family a company belongs to, from the listing's `comTypeCode` (data README): NH banks, BH insurers,
 * CK securities firms, anything else (CT companies, QU funds) the corporate `fin_ratio`.
 */
export function familyOfComType(comTypeCode: string | null | undefined): RatioFamily {
  switch ((comTypeCode ?? '').trim().toUpperCase()) {
    case 'NH':
      return 'fin_ratio_nganhang';
    case 'BH':
      return 'fin_ratio_baohiem';
    case 'CK':
      return 'fin_ratio_chungkhoan';
    default:
      return 'fin_ratio';
  }
}

/** The same choice from a ratio file's `entity_type` (TCBS's words): bank, insurance, securities, corporate. */
export function familyOfEntityType(entityType: string | null | undefined): RatioFamily {
  switch ((entityType ?? '').trim().toLowerCase()) {
    case 'bank':
      return 'fin_ratio_nganhang';
    case 'insurance':
      return 'fin_ratio_baohiem';
    case 'securities':
      return 'fin_ratio_chungkhoan';
    default:
      return 'fin_ratio';
  }
}
