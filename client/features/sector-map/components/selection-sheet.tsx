import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProvinceFigure } from '../../../../shared/schemas/sector-map';
import { STATION_MESSAGES } from '../../../../shared/station-constants';
import type { StationMarker } from '../../../../shared/schemas/stations';
import { buttonClass } from '../../../components/ui/button-styles';
import { CloseIcon } from '../../../components/ui/icons';
import { monthName } from '../../../lib/format';
import { formatCapacity, formatPeriod } from '../../../lib/station-format';
import { catalogueSum, formatMw } from './province-layer';

export type Selection = { kind: 'station'; item: StationMarker; fromKeyboard: boolean } | { kind: 'province'; figure: ProvinceFigure };

interface SelectionSheetProps {
  selection: Selection;
  onClose: () => void;
  onStationDetails: (item: StationMarker) => void;
  onStationZoom: (item: StationMarker) => void;
  onShowStationList: () => void;
  onClearCity: () => void;
  geometryError: boolean;
}

/** "Mart 2023" for a published month "2023-03". */
const publishedMonth = (asOf: string) => {
  const [year, month] = asOf.split('-').map(Number);
  return year && month ? `${monthName(month)} ${year}` : asOf;
};

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What was chosen on the map (a station or a province), in React rather than a Leaflet popup: a card
 * in the map's top-right corner from 768 px; on a phone a card in the page's flow right under the
 * map, brought into view when it opens. A sheet fixed over the screen's lower part covered the layer
 * switches and whatever the member scrolled to next. A named region, not a dialog: the map stays
 * usable beside it; Escape or "Kapat" closes it.
 */
export function SelectionSheet({ selection, onClose, onStationDetails, onStationZoom, onShowStationList, onClearCity, geometryError }: SelectionSheetProps) {
  const titleId = useId();
  const sheetRef = useRef<HTMLElement>(null);
  const detailsRef = useRef<HTMLButtonElement>(null);
  const fromKeyboard = selection.kind === 'station' && selection.fromKeyboard;
  const key = selection.kind === 'station' ? selection.item.id : selection.figure.city_id;
  // Chosen from the keyboard (Enter on a marker): continue in the sheet, on "Detaylar".
  useEffect(() => {
    if (fromKeyboard) detailsRef.current?.focus();
  }, [fromKeyboard, key]);
  // On a phone the card is under the map: what was chosen is shown without the member scrolling for it.
  useEffect(() => {
    const sheet = sheetRef.current;
    if (sheet && getComputedStyle(sheet).position === 'static') sheet.scrollIntoView?.({ block: 'nearest' });
  }, [key]);

  let body: ReactNode;
  if (selection.kind === 'station') {
    const { item } = selection;
    body = (
      <>
        <p className="text-sm text-slate-600 dark:text-slate-300">{item.city_name} · Trafo merkezi</p>
        <Facts
          rows={[
            ['Kapasite', formatCapacity(item.available_capacity)],
            ['İşletmeci', item.operator ?? '–'],
            ['Dönem', formatPeriod(item.month, item.year)],
            ...(item.sample ? ([['Veri', STATION_MESSAGES.sample]] as [string, ReactNode][]) : []),
          ]}
        />
        {geometryError && <p className="mt-2 text-sm text-red-700 dark:text-red-400">Trafo merkezinin KML çizimi yüklenemedi.</p>}
        <div className="mt-4 grid grid-cols-2 gap-2">
          <button type="button" onClick={() => onStationZoom(item)} className={buttonClass('secondary', 'sm')}>
            Yakınlaştır
          </button>
          <button ref={detailsRef} type="button" onClick={() => onStationDetails(item)} className={buttonClass('primary', 'sm')}>
            Detaylar
          </button>
        </div>
      </>
    );
  } else {
    const { figure } = selection;
    body = (
      <>
        <p className="text-sm text-slate-600 dark:text-slate-300">İl · güneş enerjisi</p>
        <Facts
          rows={[
            ['Devreye alınan (katalog)', catalogueSum(figure.commissioned_ac_mw, figure.commissioned_projects, figure.commissioned_unknown_power_projects)],
            ['Tüm projeler (katalog)', catalogueSum(figure.ac_mw, figure.projects, figure.unknown_power_projects)],
            [
              'Resmî kurulu güç',
              figure.official_mw === null ? 'Açıklanmadı' : `${formatMw(figure.official_mw)} (ETKB, ${publishedMonth(figure.official_as_of ?? '')})`,
            ],
          ]}
        />
        <p className="mt-2 text-xs leading-relaxed text-slate-500 dark:text-slate-400">
          Katalog toplamları resmî kurulu güç değildir; katalogdaki projelerin AC gücünün toplamıdır.
          {figure.includes_generated && <strong className="font-semibold text-amber-800 dark:text-amber-300"> Örnek (üretilmiş) proje verisi içerir.</strong>}
        </p>
        <div className="mt-4 grid gap-2">
          <button type="button" onClick={onShowStationList} className={buttonClass('secondary', 'sm')}>
            Trafo merkezlerini listele
          </button>
          <Link to={`/?tab=projects&city_id=${encodeURIComponent(figure.city_id)}`} className={buttonClass('secondary', 'sm')}>
            Projeleri listele
          </Link>
          <button type="button" onClick={onClearCity} className={buttonClass('ghost', 'sm')}>
            İl filtresini kaldır
          </button>
        </div>
      </>
    );
  }

  const title = selection.kind === 'station' ? selection.item.station_name : selection.figure.name;
  return (
    <section
      ref={sheetRef}
      aria-labelledby={titleId}
      data-testid="map-selection"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="mt-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:absolute md:top-3 md:right-3 md:z-10 md:mt-0 md:max-h-[calc(100%-1.5rem)] md:w-[22rem] md:overflow-y-auto md:shadow-2xl dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-base leading-snug font-bold text-slate-900 dark:text-white">
          {title}
        </h3>
        <button type="button" onClick={onClose} aria-label="Kapat" className="-m-1 rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white">
          <CloseIcon className="size-5" />
        </button>
      </div>
      {body}
    </section>
  );
}
