import type { MetricUnit } from '@k9/contracts';

export const BLANK = '—';

const number = (value: number, digits = 2) => value.toLocaleString('vi-VN', { maximumFractionDigits: digits });

/**
 * Money stored in tỷ đồng, shown in 'tỷ' from one billion up and in 'triệu' below (spec 2 §9.3):
 * 120 000 → '120.000 tỷ', 0,85 → '850 triệu'.
 */
export function formatMoney(billions: number): string {
  if (Math.abs(billions) >= 1 || billions === 0) return `${number(billions)} tỷ`;
  return `${number(billions * 1000)} triệu`;
}

/** A metric's value in its unit: '23,6%', '14,3' (times), '4.321 đ', money in 'tỷ' or 'triệu'; '—' when blank. */
export function formatMetric(value: unknown, unit: MetricUnit): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return BLANK;
  switch (unit) {
    case 'tỷ đồng':
      return formatMoney(value);
    case '%':
      return `${number(value)}%`;
    case 'đồng':
      return `${number(value, 0)} đ`;
    default:
      return number(value);
  }
}

/** The unit a metric's label carries (money and percent say theirs in the value). */
export const unitSuffix = (unit: MetricUnit): string => (unit === 'tỷ đồng' || unit === '%' ? '' : ` (${unit})`);

/** A price in đồng: '98.500'. */
export const formatDong = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? number(value, 0) : BLANK);
