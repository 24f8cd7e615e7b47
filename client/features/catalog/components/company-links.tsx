import { ExternalIcon, LockIcon } from '../../../components/ui/icons';
import { displayUrl, externalUrl } from '../external-url';

/** A website or LinkedIn cell: the link, a lock when withheld (premium), or a dash. */
export function CompanyLinkCell({ url, locked, label }: { url: string | null; locked: boolean; label: 'Web sitesi' | 'LinkedIn' }) {
  if (locked) {
    return (
      <span className="inline-flex items-center gap-1 text-slate-400 dark:text-slate-500" title="Premium içerik">
        <LockIcon className="size-4" />
        <span className="sr-only">{label}: premium içerik</span>
      </span>
    );
  }
  const href = externalUrl(url);
  if (!href) return <span className="text-slate-400 dark:text-slate-500">–</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => event.stopPropagation()}
      className="inline-flex max-w-[14rem] items-center gap-1 font-medium text-amber-700 hover:underline dark:text-amber-400"
    >
      <span className="truncate">{label === 'LinkedIn' ? 'LinkedIn' : displayUrl(href)}</span>
      <ExternalIcon className="size-3.5 shrink-0" />
      <span className="sr-only"> (yeni sekmede açılır)</span>
    </a>
  );
}
