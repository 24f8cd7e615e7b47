import { useMediaQuery } from '../../lib/use-media-query';

export type PageItem = number | 'start-gap' | 'end-gap';

/**
 * The numbered buttons of a pager: a window of `buttons` pages around the current one, plus the
 * first and last page with an ellipsis where pages are skipped (docs/product-rules.md#catalogue).
 * pageItems(7, 20, 5) -> [1, 'start-gap', 5, 6, 7, 8, 9, 'end-gap', 20].
 */
export function pageItems(page: number, totalPages: number, buttons: number): PageItem[] {
  if (totalPages < 1) return [];
  const size = Math.min(buttons, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), totalPages - size + 1);
  const end = start + size - 1;
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('start-gap');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < totalPages - 1) items.push('end-gap');
  if (end < totalPages) items.push(totalPages);
  return items;
}

interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Window size; by default 3 under 640 px and 5 otherwise. */
  buttons?: number;
  /** Names the navigation landmark. */
  label?: string;
  disabled?: boolean;
}

const base =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2.5 text-sm font-semibold tabular-nums transition-colors disabled:pointer-events-none disabled:opacity-40';
const idle =
  'border border-slate-200 bg-white text-slate-700 hover:border-amber-400 hover:text-slate-950 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-amber-400/60 dark:hover:text-white';
const current = 'bg-amber-500 text-slate-950 shadow-sm';

/** Previous / numbered / next page buttons; hidden when everything fits on one page. */
export function Pager({ page, totalPages, onPageChange, buttons, label = 'Sayfalar', disabled = false }: PagerProps) {
  const narrow = useMediaQuery('(max-width: 639px)');
  if (totalPages <= 1) return null;
  const items = pageItems(page, totalPages, buttons ?? (narrow ? 3 : 5));
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <button
            type="button"
            className={`${base} ${idle}`}
            disabled={disabled || page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label="Önceki sayfa"
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={`${base} ${item === page ? current : idle}`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Sayfa ${item}`}
                disabled={disabled && item !== page}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-400 dark:text-slate-500" data-testid="pager-gap">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${base} ${idle}`}
            disabled={disabled || page >= totalPages}
            onClick={() => onPageChange(page + 1)}
            aria-label="Sonraki sayfa"
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
