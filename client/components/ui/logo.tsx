import { Link } from 'react-router';

/** The sun mark alone (decorative). */
export function SunMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="gv-sun" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fbbf24" />
          <stop offset="1" stopColor="#ea580c" />
        </linearGradient>
      </defs>
      <g stroke="url(#gv-sun)" strokeWidth="2.6" strokeLinecap="round">
        <path d="M20 3.5v4M20 32.5v4M3.5 20h4M32.5 20h4M8.3 8.3l2.9 2.9M28.8 28.8l2.9 2.9M8.3 31.7l2.9-2.9M28.8 11.2l2.9-2.9" />
      </g>
      <circle cx="20" cy="20" r="7.5" fill="url(#gv-sun)" />
    </svg>
  );
}

/** "GüneşVeri" with the sun mark, linking home. `compact` (a signed-in header, which also holds the notification bell) shows the mark alone under 430 px. */
export function Logo({ onNavigate, compact = false }: { onNavigate?: () => void; compact?: boolean }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="group inline-flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900 dark:text-white"
      aria-label="GüneşVeri ana sayfa"
    >
      <SunMark className="size-8 transition-transform duration-500 group-hover:rotate-45" />
      <span className={compact ? 'max-[429px]:hidden' : undefined}>
        Güneş<span className="text-amber-700 dark:text-amber-400">Veri</span>
      </span>
    </Link>
  );
}
