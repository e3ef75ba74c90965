/** Inline illustrations for the status screens: no external images, scale with their container. */

type Props = { label: string };

export function LostPageIllustration({ label }: Props) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 320 220" width="320" height="220" style={{ maxWidth: '100%', height: 'auto' }}>
      <defs>
        <linearGradient id="k9-nf-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e0e7ff" />
          <stop offset="1" stopColor="#f5f7fb" />
        </linearGradient>
      </defs>
      <ellipse cx="160" cy="196" rx="120" ry="12" fill="#dbe3f4" />
      <circle cx="160" cy="100" r="92" fill="url(#k9-nf-sky)" />
      <text x="160" y="92" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="64" fontWeight="700" fill="#1d4ed8" opacity="0.9">
        404
      </text>
      <g transform="translate(92 108)">
        <path d="M0 12 Q34 0 68 12 L68 76 Q34 64 0 76 Z" fill="#ffffff" stroke="#94a3b8" strokeWidth="2" />
        <path d="M68 12 Q102 0 136 12 L136 76 Q102 64 68 76 Z" fill="#ffffff" stroke="#94a3b8" strokeWidth="2" />
        <path d="M14 26 H54 M14 38 H50 M14 50 H54 M82 26 H122 M82 38 H118" stroke="#cbd5e1" strokeWidth="3" strokeLinecap="round" />
      </g>
      <g transform="translate(204 134)">
        <circle cx="0" cy="0" r="20" fill="#ffffff" fillOpacity="0.6" stroke="#f59e0b" strokeWidth="6" />
        <path d="M14 14 L34 34" stroke="#f59e0b" strokeWidth="8" strokeLinecap="round" />
        <text x="0" y="7" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="20" fontWeight="700" fill="#b45309">?</text>
      </g>
    </svg>
  );
}

export function LockedIllustration({ label }: Props) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 320 220" width="320" height="220" style={{ maxWidth: '100%', height: 'auto' }}>
      <ellipse cx="160" cy="198" rx="110" ry="11" fill="#dbe3f4" />
      <circle cx="160" cy="104" r="90" fill="#fef3c7" />
      <path d="M160 26 L226 52 V104 C226 146 198 174 160 188 C122 174 94 146 94 104 V52 Z" fill="#ffffff" stroke="#f59e0b" strokeWidth="4" />
      <rect x="132" y="98" width="56" height="46" rx="8" fill="#1d4ed8" />
      <path d="M142 98 V84 A18 18 0 0 1 178 84 V98" fill="none" stroke="#1d4ed8" strokeWidth="8" />
      <circle cx="160" cy="116" r="6" fill="#ffffff" />
      <rect x="157" y="118" width="6" height="14" rx="3" fill="#ffffff" />
    </svg>
  );
}
