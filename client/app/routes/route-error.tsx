import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { SunMark } from '../../components/ui/logo';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Last-resort error screen (e.g. a page's code failed to load after a new release). */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Bir hata oluştu');
  if (import.meta.env.DEV) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="max-w-md text-center">
        <SunMark className="mx-auto size-14" />
        <h1 className="mt-6 text-2xl font-bold text-slate-900 dark:text-white">
          {notFound ? 'Sayfa bulunamadı' : 'Bir hata oluştu'}
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          {notFound
            ? 'Aradığınız sayfa taşınmış ya da kaldırılmış olabilir.'
            : 'Sayfa yüklenirken beklenmeyen bir sorun oluştu. Lütfen sayfayı yenileyip tekrar deneyin.'}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary')}>
            Sayfayı Yenile
          </button>
          <Link to="/" className={buttonClass('secondary')} reloadDocument>
            Ana Sayfaya Dön
          </Link>
        </div>
      </div>
    </main>
  );
}
