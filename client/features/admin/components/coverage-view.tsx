import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { COVERAGE_NOTE, coverageSentence, DATA_QUALITY_MESSAGES as M, formatShare } from '../../../../shared/data-quality';
import type { Coverage, NationalCoverage, ProvinceCoverage } from '../../../../shared/schemas/data-quality';
import { classBreaks, colourStep, shadeOf, shadeRanges } from '../../../components/map/choropleth';
import { provinceOutlinesQueryOptions, type ProvinceOutlines } from '../../../components/map/province-outlines';
import { DataError } from '../../../components/ui/data-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDecimal, formatInteger, monthName } from '../../../lib/format';
import { useCoverage } from '../api/quality-api';
import { Loading } from './admin-page';

// "Kapsama" (docs/decisions/067-data-quality-gaps-and-coverage.md): the catalogue's known commissioned
// AC power next to the official installed power, for the country and per province, as a table and on
// the province outlines the sector map draws (client/components/map), shaded by the share. An unknown
// sum or a province without an official figure is "Veri yok", never 0.

const SHADE_FILLS = [
  'fill-amber-100 dark:fill-amber-950',
  'fill-amber-200 dark:fill-amber-900',
  'fill-amber-300 dark:fill-amber-700',
  'fill-amber-400 dark:fill-amber-600',
  'fill-amber-600 dark:fill-amber-400',
];
const NONE_FILL = 'fill-slate-200 dark:fill-slate-700';
const ZERO_FILL = 'fill-white dark:fill-slate-900';

const mw = (value: number | null, unit: string) => (value === null ? 'Veri yok' : `${formatDecimal(value, 1)} ${unit}`);
const asOf = (value: string | null) => {
  if (!value) return '';
  const [year, month] = value.split('-');
  return `${monthName(Number(month))} ${year}`;
};

function National({ national }: { national: NationalCoverage }) {
  const official = national.official;
  return (
    <section aria-labelledby="coverage-national" className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="coverage-national" className="text-lg font-semibold text-slate-900 dark:text-white">
        Türkiye geneli
      </h2>
      {official && national.share !== null ? (
        <p className="mt-2 text-2xl font-bold text-slate-900 dark:text-white">{coverageSentence(national.share)}</p>
      ) : (
        <p className="mt-2 text-slate-700 dark:text-slate-300">Resmî kurulu güç verisi yok; kapsama hesaplanamıyor.</p>
      )}
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Katalog (devreye alınmış projelerin bilinen AC gücü)</dt>
          <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
            {mw(national.catalogue_mw, 'MWe')} · {formatInteger(national.commissioned_projects)} proje
            {national.unknown_power_projects > 0 && ` (${formatInteger(national.unknown_power_projects)} projenin gücü bilinmiyor)`}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Resmî kurulu güneş gücü</dt>
          <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
            {official ? `${mw(official.mw, 'MW')} · ${monthName(official.month)} ${official.year}` : 'Veri yok'}
          </dd>
          {official && (
            <dd className="text-xs text-slate-600 dark:text-slate-400">
              Kaynak: {official.source_name ?? 'belirtilmemiş'}
              {official.page && ` (${official.page})`}
            </dd>
          )}
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{COVERAGE_NOTE}</p>
    </section>
  );
}

/** The outlines as SVG paths, in a plain equirectangular projection scaled for Turkey's latitude. */
function useProvincePaths(outlines: ProvinceOutlines | undefined) {
  return useMemo(() => {
    if (!outlines) return null;
    const kx = Math.cos((39 * Math.PI) / 180);
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    const rings = outlines.features.map((f) => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates));
    for (const polygons of rings)
      for (const polygon of polygons)
        for (const ring of polygon)
          for (const [lon, lat] of ring) {
            minX = Math.min(minX, lon! * kx);
            maxX = Math.max(maxX, lon! * kx);
            minY = Math.min(minY, -lat!);
            maxY = Math.max(maxY, -lat!);
          }
    const scale = 1000 / (maxX - minX);
    const paths = outlines.features.map((feature, i) => ({
      plate: Number(feature.properties.plate_code),
      name: feature.properties.name,
      d: rings[i]!
        .flatMap((polygon) => polygon.map((ring) => `M${ring.map(([lon, lat]) => `${((lon! * kx - minX) * scale).toFixed(1)},${((-lat! - minY) * scale).toFixed(1)}`).join('L')}Z`))
        .join(''),
    }));
    return { paths, width: 1000, height: Math.ceil((maxY - minY) * scale) };
  }, [outlines]);
}

function CoverageMap({ provinces }: { provinces: readonly ProvinceCoverage[] }) {
  const outlines = useQuery(provinceOutlinesQueryOptions());
  const drawn = useProvincePaths(outlines.data);
  const byPlate = new Map(provinces.map((p) => [p.plate_code, p]));
  const breaks = classBreaks(provinces.map((p) => p.share));
  const fillOf = (share: number | null) => {
    const shade = shadeOf(share, breaks);
    if (shade === 'none') return NONE_FILL;
    if (shade === 0) return ZERO_FILL;
    return SHADE_FILLS[colourStep(shade, breaks.length + 1) - 1]!;
  };
  if (outlines.isError) return <p className="text-sm text-slate-600 dark:text-slate-400">İl sınırları yüklenemedi; tablo aşağıda.</p>;
  if (!drawn) return <Skeleton className="aspect-[2.4] w-full" />;
  return (
    <figure>
      <svg viewBox={`0 0 ${drawn.width} ${drawn.height}`} role="img" aria-label="İllerin kapsama oranı haritası" className="h-auto w-full">
        {drawn.paths.map((p) => {
          const figure = byPlate.get(p.plate);
          const share = figure?.share ?? null;
          return (
            <path key={p.plate} d={p.d} className={`${fillOf(share)} stroke-slate-500 dark:stroke-slate-400`} strokeWidth={0.8}>
              <title>{`${p.name}: ${share === null ? 'Veri yok' : formatShare(share)}`}</title>
            </path>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
        <span className="flex items-center gap-1.5">
          <svg aria-hidden="true" className="size-3">
            <rect width="12" height="12" className={NONE_FILL} />
          </svg>
          Veri yok (resmî il verisi ya da bilinen güç yok)
        </span>
        {shadeRanges(breaks).map((range) => (
          <span key={range.shade} className="flex items-center gap-1.5">
            <svg aria-hidden="true" className="size-3">
              <rect width="12" height="12" className={SHADE_FILLS[colourStep(range.shade, breaks.length + 1) - 1]} />
            </svg>
            {range.to === null ? `${formatShare(range.from)} üzeri` : `${formatShare(range.from)}–${formatShare(range.to)}`}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

function ProvinceTable({ provinces }: { provinces: readonly ProvinceCoverage[] }) {
  // Provinces with an official figure first (largest first), then by the catalogue's sum.
  const rows = [...provinces].sort((a, b) => (b.official_mw ?? -1) - (a.official_mw ?? -1) || (b.catalogue_mw ?? -1) - (a.catalogue_mw ?? -1) || a.name.localeCompare(b.name, 'tr'));
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800" tabIndex={0} role="region" aria-label="İllerin kapsama tablosu">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">İl il katalog ve resmî kurulu güç</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">İl</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">Devreye alınmış proje</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">Katalog (MWe)</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">Resmî (MW)</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">Kapsama</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-900">
          {rows.map((p) => (
            <tr key={p.city_id}>
              <th scope="row" className="px-3 py-2 font-medium text-slate-900 dark:text-white">
                {p.name}
              </th>
              <td className="px-3 py-2 text-right tabular-nums text-slate-700 dark:text-slate-300">
                {formatInteger(p.projects)}
                {p.unknown_power_projects > 0 && <span className="block text-xs text-slate-600 dark:text-slate-400">{formatInteger(p.unknown_power_projects)} gücü bilinmiyor</span>}
              </td>
              <td className="px-3 py-2 text-right tabular-nums text-slate-700 dark:text-slate-300">{p.catalogue_mw === null ? 'Gücü bilinmiyor' : formatDecimal(p.catalogue_mw, 1)}</td>
              <td className="px-3 py-2 text-right tabular-nums text-slate-700 dark:text-slate-300">
                {p.official_mw === null ? 'Veri yok' : formatDecimal(p.official_mw, 1)}
                {p.official_as_of && <span className="block text-xs text-slate-600 dark:text-slate-400">{asOf(p.official_as_of)}</span>}
              </td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums text-slate-900 dark:text-white">{p.share === null ? '–' : formatShare(p.share)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Sources({ coverage }: { coverage: Coverage }) {
  if (coverage.official_sources.length === 0) return null;
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      İl verilerinin kaynağı:{' '}
      {coverage.official_sources.map((s) => `${s.publisher} (${asOf(s.as_of)}; ${s.source})`).join(' · ')}. İl verisi eski bir tarihe ait olabilir; kapsama %100'ü aşabilir.
    </p>
  );
}

export default function CoverageView() {
  const coverage = useCoverage();
  if (coverage.isError && !coverage.data) return <DataError message={M.coverageLoadFailed} retryLabel="Tekrar Dene" onRetry={() => void coverage.refetch()} />;
  if (!coverage.data) return <Loading count={3} className="space-y-4" block="h-32 w-full" />;
  const data = coverage.data;
  return (
    <div className="space-y-6">
      <National national={data.national} />
      <section aria-labelledby="coverage-provinces" className="space-y-4">
        <h2 id="coverage-provinces" className="text-lg font-semibold text-slate-900 dark:text-white">
          İl il kapsama
        </h2>
        <CoverageMap provinces={data.provinces} />
        <ProvinceTable provinces={data.provinces} />
        <Sources coverage={data} />
      </section>
    </div>
  );
}
