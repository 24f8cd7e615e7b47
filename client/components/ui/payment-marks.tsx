// Payment-methods mark: "iyzico ile Öde" plus Visa, Mastercard and Troy as simple text badges
// (inline SVG, no external images).

function Badge({ label, width, fill, color, weight = 700, italic = false }: {
  label: string;
  width: number;
  fill: string;
  color: string;
  weight?: number;
  italic?: boolean;
}) {
  return (
    <svg viewBox={`0 0 ${width} 24`} height="24" width={width} aria-hidden="true" focusable="false" className="shrink-0">
      <rect x="0.5" y="0.5" width={width - 1} height="23" rx="4" fill={fill} stroke="rgba(148,163,184,.45)" />
      <text
        x={width / 2}
        y="16"
        textAnchor="middle"
        fontFamily="ui-sans-serif, system-ui, Arial, sans-serif"
        fontSize="11"
        fontWeight={weight}
        fontStyle={italic ? 'italic' : 'normal'}
        fill={color}
        letterSpacing="0.3"
      >
        {label}
      </text>
    </svg>
  );
}

export function PaymentMarks({ className = '' }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label="Ödeme yöntemleri: iyzico ile Öde; Visa, Mastercard ve Troy kartları"
      className={`flex flex-wrap items-center gap-1.5 ${className}`}
    >
      <svg viewBox="0 0 104 24" height="24" width="104" aria-hidden="true" focusable="false" className="shrink-0">
        <rect width="104" height="24" rx="4" fill="#1e64ff" />
        <text x="9" y="16.5" fontFamily="ui-sans-serif, system-ui, Arial, sans-serif" fontSize="12.5" fontWeight="800" fill="#fff">
          iyzico
        </text>
        <text x="51" y="16" fontFamily="ui-sans-serif, system-ui, Arial, sans-serif" fontSize="10.5" fontWeight="600" fill="#dbe6ff">
          ile Öde
        </text>
      </svg>
      <Badge label="VISA" width={44} fill="#ffffff" color="#1a1f71" weight={800} italic />
      <Badge label="Mastercard" width={78} fill="#ffffff" color="#111827" weight={700} />
      <Badge label="TROY" width={44} fill="#ffffff" color="#0b7d8c" weight={800} />
    </div>
  );
}
