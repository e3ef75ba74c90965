import { useId } from 'react';

/**
 * Generated art for image slots that have no uploaded picture: inline SVG, no binary assets. The palette and
 * the motif follow the slot's index so neighbouring cards differ.
 */
const PALETTES = [
  ['#dbeafe', '#bfdbfe', '#1d4ed8', '#f59e0b'],
  ['#e0e7ff', '#c7d2fe', '#4338ca', '#10b981'],
  ['#dcfce7', '#bbf7d0', '#047857', '#2563eb'],
  ['#fef3c7', '#fde68a', '#b45309', '#1d4ed8'],
] as const;

type Props = { label: string; variant: number; badge?: string };

function Motif({ variant, ink, accent }: { variant: number; ink: string; accent: string }) {
  switch (variant % 4) {
    case 0: // bar chart
      return (
        <g>
          {[38, 62, 50, 86, 108].map((height, index) => (
            <rect key={index} x={86 + index * 32} y={160 - height} width="20" height={height} rx="4" fill={index === 4 ? accent : ink} opacity={0.35 + index * 0.13} />
          ))}
          <path d="M76 160 H250" stroke={ink} strokeWidth="3" strokeLinecap="round" />
        </g>
      );
    case 1: // growth line
      return (
        <g fill="none" strokeLinecap="round" strokeLinejoin="round">
          <path d="M70 150 L118 118 L152 132 L196 86 L248 56" stroke={ink} strokeWidth="6" />
          <path d="M228 54 H250 V76" stroke={ink} strokeWidth="6" />
          {[[118, 118], [152, 132], [196, 86]].map(([cx, cy]) => (
            <circle key={cx} cx={cx} cy={cy} r="7" fill="#fff" stroke={accent} strokeWidth="4" />
          ))}
        </g>
      );
    case 2: // pie
      return (
        <g>
          <circle cx="160" cy="104" r="56" fill={ink} opacity="0.25" />
          <path d="M160 104 L160 48 A56 56 0 0 1 214 118 Z" fill={ink} />
          <path d="M160 104 L214 118 A56 56 0 0 1 180 156 Z" fill={accent} />
        </g>
      );
    default: // documents
      return (
        <g>
          <rect x="96" y="50" width="92" height="116" rx="8" fill="#fff" stroke={ink} strokeWidth="3" transform="rotate(-8 142 108)" />
          <rect x="132" y="44" width="92" height="116" rx="8" fill="#fff" stroke={ink} strokeWidth="3" />
          <path d="M148 70 H208 M148 86 H200 M148 102 H208 M148 118 H188" stroke={ink} strokeWidth="4" strokeLinecap="round" opacity="0.5" />
          <circle cx="206" cy="138" r="12" fill={accent} />
        </g>
      );
  }
}

export function SlotIllustration({ label, variant, badge }: Props) {
  const [from, to, ink, accent] = PALETTES[variant % PALETTES.length];
  // One gradient per picture: the homepage shows several of each palette, and ids must be unique in the page.
  const id = `k9-slot-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg role="img" aria-label={label} viewBox="0 0 320 200" preserveAspectRatio="xMidYMid slice" width="100%" height="100%">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#${id})`} />
      <circle cx="286" cy="24" r="60" fill="#fff" opacity="0.35" />
      <circle cx="24" cy="190" r="44" fill="#fff" opacity="0.3" />
      {badge ? (
        <text x="160" y="124" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="56" fontWeight="800" fill={ink} letterSpacing="2">
          {badge}
        </text>
      ) : (
        <Motif variant={variant} ink={ink} accent={accent} />
      )}
    </svg>
  );
}

/** The hero's picture: a learner's dashboard with a chart and a case card. */
export function HeroIllustration() {
  return (
    <svg role="img" aria-label="K9" viewBox="0 0 440 340" width="100%" height="100%">
      <rect x="30" y="30" width="380" height="260" rx="20" fill="#fff" opacity="0.96" />
      <rect x="30" y="30" width="380" height="44" rx="20" fill="#e0e7ff" />
      {[58, 78, 98].map((cx, index) => (
        <circle key={cx} cx={cx} cy="52" r="6" fill={['#f87171', '#fbbf24', '#34d399'][index]} />
      ))}
      <rect x="54" y="96" width="200" height="120" rx="12" fill="#eff6ff" />
      <path d="M70 196 L110 164 L140 176 L180 130 L236 112" fill="none" stroke="#1d4ed8" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      {[0, 1, 2, 3].map((index) => (
        <rect key={index} x={274} y={98 + index * 30} width={index % 2 ? 84 : 112} height="14" rx="7" fill="#cbd5e1" />
      ))}
      <rect x="54" y="232" width="304" height="36" rx="10" fill="#1d4ed8" />
      <rect x="70" y="245" width="150" height="10" rx="5" fill="#93c5fd" />
      <circle cx="378" cy="286" r="40" fill="#f59e0b" />
      <text x="378" y="298" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="32" fontWeight="800" fill="#fff">₫</text>
      <circle cx="40" cy="290" r="22" fill="#34d399" opacity="0.9" />
    </svg>
  );
}
