import { Skeleton } from '../../components/ui/skeleton';

/**
 * Shown while a page's code loads. It fills the screen, so the footer starts below the fold and the
 * page arriving does not push it down in view (a layout shift: CLS, P8 of docs/product-rules.md#speed;
 * measured in docs/benchmarks.md#code-figures).
 */
export function PageFallback() {
  return (
    <div className="mx-auto min-h-dvh max-w-4xl px-4 py-14 sm:px-6 lg:px-8" aria-busy="true">
      <span className="sr-only">Sayfa yükleniyor…</span>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-4 h-9 w-2/3" />
      <Skeleton className="mt-6 h-4 w-full" />
      <Skeleton className="mt-3 h-4 w-5/6" />
      <Skeleton className="mt-3 h-4 w-4/6" />
    </div>
  );
}
