/** A pulsing placeholder bar shown while content loads. "inverse" suits dark surfaces such as the footer. */
export function Skeleton({ className = 'h-4 w-full', tone = 'default' }: { className?: string; tone?: 'default' | 'inverse' }) {
  const color = tone === 'inverse' ? 'bg-slate-700/70' : 'bg-slate-200 dark:bg-slate-700/70';
  return <span aria-hidden="true" className={`block animate-pulse rounded ${color} ${className}`} />;
}
