import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicSource } from '../../../../shared/schemas/sources';
import { SOURCES_MESSAGES as M } from '../../../../shared/sources-display';
import { useSources } from '../../../api/sources';
import { sourceAnchor } from '../../../components/detail/source-lines';
import { ContentPage, ContentSection } from '../../../components/layouts/content-page';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { ExternalIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';

// "Veri kaynakları ve lisanslar" (docs/product-rules.md#provenance, decision 041): every published
// source with its licence and the attribution that licence requires, and the notices the open
// licences of the data we show ask for (OpenStreetMap's ODbL, WRI's CC BY 4.0).

const LINK = 'font-medium text-amber-800 underline decoration-amber-300 underline-offset-2 hover:text-amber-950 dark:text-amber-300 dark:decoration-amber-500/50 dark:hover:text-amber-200';

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${LINK} inline-flex items-center gap-1 break-all`}>
      {children}
      <ExternalIcon className="size-3.5 shrink-0" />
      <span className="sr-only"> (yeni sekmede açılır)</span>
    </a>
  );
}

/** One labelled value: a direct child of the card's <dl>, a full row when `wide`. */
function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-800 dark:text-slate-200">{children}</dd>
    </div>
  );
}

function SourceCard({ source }: { source: PublicSource }) {
  const titleId = `${sourceAnchor(source.id)}-title`;
  return (
    <li
      id={sourceAnchor(source.id)}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 target:ring-2 target:ring-amber-400 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-lg font-semibold text-slate-900 dark:text-white">
          {source.name}
        </h3>
        {source.is_generated && (
          <span
            title={M.generatedNote}
            className="inline-flex items-center rounded-full border border-dashed border-slate-400 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:border-slate-500 dark:text-slate-300"
          >
            {M.generated}
          </span>
        )}
      </div>
      {source.is_generated && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{M.generatedNote}</p>}
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Field label="Yayımlayan">{source.publisher ?? '–'}</Field>
        <Field label="Lisans">{source.licence_url ? <ExternalLink href={source.licence_url}>{source.licence}</ExternalLink> : source.licence}</Field>
        <Field label={M.dataDate}>{source.data_date ? formatDate(source.data_date) : '–'}</Field>
        <Field label={M.retrievedOn}>{source.retrieved_on ? formatDate(source.retrieved_on) : '–'}</Field>
        <Field label="Adres">{source.url ? <ExternalLink href={source.url}>{source.url.replace(/^https?:\/\//, '')}</ExternalLink> : '–'}</Field>
        {source.attribution && (
          <Field label="Gerekli atıf" wide>
            <span className="block rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">{source.attribution}</span>
          </Field>
        )}
        {source.notes && (
          <Field label="Notlar" wide>
            {source.notes}
          </Field>
        )}
      </dl>
    </li>
  );
}

/** The OSM-derived station definitions, free under ODbL 1.0 (decision 054): a plain download link each. */
export const OSM_STATION_DOWNLOADS = {
  csv: '/api/sources/openstreetmap-stations.csv',
  geojson: '/api/sources/openstreetmap-stations.geojson',
} as const;

function OsmDownload() {
  return (
    <section aria-labelledby="osm-indir" className="mt-4 rounded-lg bg-slate-50 px-4 py-3 text-sm dark:bg-slate-800/60">
      <h4 id="osm-indir" className="font-semibold text-slate-900 dark:text-white">
        {M.osmDownloadTitle}
      </h4>
      <p className="mt-1">{M.osmDownloadNote}</p>
      <p className="mt-2 flex flex-wrap gap-4">
        <a href={OSM_STATION_DOWNLOADS.csv} download className={LINK}>
          {M.osmDownloadCsv}
        </a>
        <a href={OSM_STATION_DOWNLOADS.geojson} download className={LINK}>
          {M.osmDownloadGeojson}
        </a>
      </p>
    </section>
  );
}

function SourcesSkeleton() {
  return (
    <div role="status" aria-label="Kaynaklar yükleniyor" className="grid gap-4">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <Skeleton className="h-5 w-2/3" />
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

function SourceList() {
  const query = useSources();
  if (query.data) {
    if (query.data.items.length === 0) return <DataEmpty message={M.empty} />;
    return (
      <ul className="grid gap-4" aria-label="Yayımlanan kaynaklar">
        {query.data.items.map((source) => (
          <SourceCard key={source.id} source={source} />
        ))}
      </ul>
    );
  }
  if (query.isError) return <DataError message={M.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <SourcesSkeleton />;
}

export default function DataSourcesPage() {
  useDocumentTitle(M.pageTitle);
  return (
    <ContentPage
      eyebrow="Şeffaflık"
      title={M.pageTitle}
      lead="GüneşVeri'deki her proje, firma, trafo merkezi ve istatistik, geldiği kaynakla birlikte gösterilir. Bu sayfa kullandığımız kaynakları, lisanslarını ve lisansların istediği atıfları listeler."
    >
      <ContentSection id="lisans-atiflari" title="Lisansların gerektirdiği atıflar">
        <div className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h3 className="font-semibold text-slate-900 dark:text-white">OpenStreetMap — Open Database License (ODbL) 1.0</h3>
          <p className="mt-2 text-sm">
            Trafo merkezlerinin ve bazı santrallerin konumları OpenStreetMap verisinden türetilmiştir:{' '}
            <strong className="font-semibold text-slate-900 dark:text-white">© OpenStreetMap katkıda bulunanlar</strong> (
            <ExternalLink href="https://www.openstreetmap.org/copyright">openstreetmap.org/copyright</ExternalLink>). Veriler{' '}
            <ExternalLink href="https://opendatacommons.org/licenses/odbl/1-0/">Open Database License (ODbL) 1.0</ExternalLink> ile
            lisanslıdır. ODbL paylaşımda aynı lisansı ister: bu verilerden türetilen veritabanı da ODbL 1.0 ile paylaşılır ve
            talep edenlere aynı koşullarla sunulur.
          </p>
          <OsmDownload />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h3 className="font-semibold text-slate-900 dark:text-white">World Resources Institute — CC BY 4.0</h3>
          <p className="mt-2 text-sm">
            Santral kayıtlarının bir kısmı Global Power Plant Database'den alınmıştır: World Resources Institute et al., Global
            Power Plant Database v1.3.0, <ExternalLink href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</ExternalLink>.
            Veriler kaynağından alındıktan sonra birleştirilmiş ve Türkçeleştirilmiştir; değişiklikler kaynağa değil
            GüneşVeri'ye aittir.
          </p>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          "{M.generated}" işaretli değerler gerçek bir yayından okunmamıştır; gerçek tabloları yüklenene kadar örnek olarak
          gösterilir ve resmî bir değer olarak kullanılamaz.
        </p>
      </ContentSection>

      <ContentSection id="kaynaklar" title="Kaynaklar">
        <SourceList />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Bir kayıtta hata görürseniz kaydın detayındaki "Güncelleme Öner" ile bize bildirebilirsiniz.{' '}
          <Link to={paths.home()} className={LINK}>
            Ana sayfaya dön
          </Link>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
