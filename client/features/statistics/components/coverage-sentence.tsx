import { COVERAGE_NOTE, coverageSentence } from '../../../../shared/data-quality';
import { formatDecimal, formatInteger, monthName } from '../../../lib/format';
import { useCoverage } from '../api/get-coverage';

// "Katalog, kurulu gücün %N'ini kapsıyor" (docs/decisions/067-data-quality-gaps-and-coverage.md): the
// catalogue's known capacity next to the official figure, with that figure's month and source, and
// what each side is. Nothing is shown without an official figure; a failed read shows nothing either
// (the statistics above are the page's content).

export function CoverageSentence() {
  const coverage = useCoverage();
  const data = coverage.data;
  if (!data?.official || data.share === null) return null;
  const { official } = data;
  return (
    <aside aria-label="Kataloğun kapsaması" className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm dark:border-amber-400/30 dark:bg-slate-900">
      <p className="text-base font-semibold text-slate-900 dark:text-white">{coverageSentence(data.share)}</p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        Katalogdaki {formatInteger(data.commissioned_projects)} devreye alınmış projenin bilinen AC gücü {formatDecimal(data.catalogue_mw, 1)} MWe; resmî kurulu güneş gücü{' '}
        {formatDecimal(official.mw, 1)} MW ({monthName(official.month)} {official.year}
        {official.source_name ? `, kaynak: ${official.source_name}` : ''}).
        {data.unknown_power_projects > 0 && ` ${formatInteger(data.unknown_power_projects)} projenin gücü bilinmediği için toplama girmedi.`}
      </p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{COVERAGE_NOTE} Bu oran bir tahmin değil, kataloğun eksikliğinin ölçüsüdür.</p>
    </aside>
  );
}
