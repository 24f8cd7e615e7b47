import { useId } from 'react';
import { MAP_MESSAGES, PROVINCE_MEASURES, type ProvinceMeasure } from '../../../../shared/map-constants';
import { PROJECT_STATUSES } from '../../../../shared/constants';
import type { ProvinceFigures } from '../../../../shared/schemas/sector-map';
import { colourStep, shadeRanges } from '../../../components/map/choropleth';
import { SELECT_CLASS } from '../../../components/list/list-toolbar';
import { labelClass } from '../../../components/ui/form-field';
import { formatDecimal } from '../../../lib/format';
import { fillOf, statusFill } from './map-markers';

interface MapLegendProps {
  measure: ProvinceMeasure;
  onMeasure: (measure: ProvinceMeasure) => void;
  breaks: readonly number[];
  figures: ProvinceFigures | undefined;
  showStations: boolean;
  showProjects: boolean;
}

const range = (from: number, to: number | null) => (to === null ? `> ${formatDecimal(from, 1)}` : from === 0 ? `≤ ${formatDecimal(to, 1)}` : `${formatDecimal(from, 1)}–${formatDecimal(to, 1)}`);

/**
 * What the colours mean: the provinces' shading (which figure, its classes in MW, where it comes
 * from, never an estimate shown as official), the project statuses and the two marker shapes.
 */
export function MapLegend({ measure, onMeasure, breaks, figures, showStations, showProjects }: MapLegendProps) {
  const id = useId();
  const unit = measure === 'official' ? 'MW' : 'MWe';
  const anyGenerated = measure !== 'official' && figures?.provinces.some((p) => p.includes_generated);
  return (
    <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] dark:border-slate-800 dark:bg-slate-900">
      <div>
        <label htmlFor={`${id}-measure`} className={`${labelClass} mb-1 text-xs`}>
          İllerin rengi
        </label>
        <select id={`${id}-measure`} value={measure} onChange={(event) => onMeasure(event.target.value as ProvinceMeasure)} className={SELECT_CLASS}>
          {(Object.keys(PROVINCE_MEASURES) as ProvinceMeasure[]).map((key) => (
            <option key={key} value={key}>
              {PROVINCE_MEASURES[key].label}
            </option>
          ))}
        </select>
        <ul aria-label={`Renk ölçeği (${unit})`} className="mt-3 flex flex-wrap gap-x-3 gap-y-1.5 text-xs text-slate-700 dark:text-slate-300">
          <li className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={`map-swatch map-swatch--${measure === 'official' ? 'none' : 'zero'}`} />
            {measure === 'official' ? 'Veri yok' : `0 ${unit}`}
          </li>
          {shadeRanges(breaks).map(({ shade, from, to }) => (
            <li key={shade} className="inline-flex items-center gap-1.5 tabular-nums">
              <span aria-hidden="true" className={`map-swatch map-swatch--c${colourStep(shade, breaks.length + 1)}`} />
              {range(from, to)} {unit}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs leading-relaxed text-slate-500 dark:text-slate-400">
          {PROVINCE_MEASURES[measure].legend}
          {anyGenerated && <strong className="font-semibold text-amber-800 dark:text-amber-300"> Bazı illerin toplamı örnek (üretilmiş) proje verisi içerir.</strong>}
        </p>
        {measure === 'official' &&
          figures?.official_sources.map((source) => (
            <p key={source.as_of} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              Kaynak ({source.as_of}): {source.publisher} — {source.source}
            </p>
          ))}
      </div>
      <div className="space-y-2 text-xs text-slate-700 dark:text-slate-300">
        {showProjects && (
          <>
            <p className="font-medium text-slate-900 dark:text-white">Projeler (duruma göre)</p>
            <ul className="flex flex-wrap gap-x-3 gap-y-1.5">
              {PROJECT_STATUSES.map((status) => (
                <li key={status.name} className="inline-flex items-center gap-1.5">
                  <span aria-hidden="true" className="legend-diamond" style={{ background: fillOf(statusFill(status.name)) }} />
                  {status.name}
                </li>
              ))}
              <li className="inline-flex items-center gap-1.5">
                <span aria-hidden="true" className="legend-diamond legend-diamond--approximate" />
                {MAP_MESSAGES.approximate}
              </li>
            </ul>
            <p className="text-slate-500 dark:text-slate-400">{MAP_MESSAGES.approximateNote}</p>
          </>
        )}
        {showStations && (
          <p className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-[#c2410c] ring-2 ring-white dark:ring-slate-900" />
            KML/KMZ çizimi olan trafo merkezi
          </p>
        )}
      </div>
    </div>
  );
}
