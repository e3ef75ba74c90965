import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendPoint } from './report-rules';

const NUMBER = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });
const format = (value: unknown) => (typeof value === 'number' ? NUMBER.format(value) : String(value ?? ''));

/**
 * A parameter table's values as a line over its columns (recharts: this module is loaded on demand, only by the
 * reports area). `compact`: a small line without axes, for a list entry.
 */
export function TrendChart({ name, points, height = 220, compact = false }: { name: string; points: TrendPoint[]; height?: number; compact?: boolean }) {
  return (
    <figure role="img" aria-label={`Biểu đồ xu hướng: ${name}`} style={{ margin: 0, width: '100%', minWidth: 0 }}>
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={points} margin={compact ? { top: 4, right: 4, bottom: 4, left: 4 } : { top: 8, right: 16, bottom: 0, left: 0 }}>
          {compact ? null : <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />}
          <XAxis dataKey="label" hide={compact} tick={{ fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis hide={compact} width={56} tick={{ fontSize: 12 }} tickFormatter={format} domain={['auto', 'auto']} />
          <Tooltip formatter={(value) => [format(value), name]} />
          <Line type="monotone" dataKey="value" name={name} stroke="#1d4ed8" strokeWidth={2} dot={{ r: compact ? 2 : 3 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
