import L from 'leaflet';
import type { ProvinceMeasure } from '../../../../shared/map-constants';
import type { ProvinceFigure } from '../../../../shared/schemas/sector-map';
import { classBreaks, colourStep, shadeOf } from '../../../components/map/choropleth';
import type { ProvinceOutlines } from '../../../components/map/province-outlines';
import { formatDecimal, formatInteger } from '../../../lib/format';

// The base layer: the 81 province outlines (always drawn, so the map is whole without tiles),
// shaded by the chosen figure. Its own pane sits above any tiles and below the station outlines.

export const PROVINCE_PANE = 'provinces';

/**
 * The figure a province is shaded by; null where none is known: no published figure (official), or
 * commissioned projects none of which has a known AC power (catalogue), which is not "0 MWe".
 */
export function measureValue(figure: ProvinceFigure | undefined, measure: ProvinceMeasure): number | null {
  if (!figure) return null;
  if (measure === 'official') return figure.official_mw;
  const unknown = figure.commissioned_projects > 0 && figure.commissioned_unknown_power_projects === figure.commissioned_projects;
  return unknown ? null : figure.commissioned_ac_mw;
}

/**
 * A catalogue sum as the card says it: "12,5 MWe · 6 proje", "… (2 projenin gücü bilinmiyor)" when
 * some are left out of it, "Gücü bilinmiyor · 4 proje" when all are.
 */
export function catalogueSum(mw: number, projects: number, unknown: number): string {
  const count = `${formatInteger(projects)} proje`;
  if (projects > 0 && unknown === projects) return `Gücü bilinmiyor · ${count}`;
  const sum = `${formatMw(mw, 'MWe')} · ${count}`;
  return unknown > 0 ? `${sum} (${formatInteger(unknown)} projenin gücü bilinmiyor)` : sum;
}

/** The shading's classes for the current figures: the same breaks feed the layer and the legend. */
export function shadingOf(figures: readonly ProvinceFigure[], measure: ProvinceMeasure) {
  const breaks = classBreaks(figures.map((figure) => measureValue(figure, measure)));
  return {
    breaks,
    /** The CSS class of a province's figure: province--none, province--zero, province--c1…c5. */
    classOf(value: number | null): string {
      const shade = shadeOf(value, breaks);
      if (shade === 'none') return 'none';
      if (shade === 0) return 'zero';
      return `c${colourStep(shade, breaks.length + 1)}`;
    },
  };
}

export const formatMw = (value: number | null, unit = 'MW') => (value === null ? 'Veri yok' : `${formatDecimal(value, 1)} ${unit}`);

interface ProvinceLayerOptions {
  outlines: ProvinceOutlines;
  figures: ReadonlyMap<number, ProvinceFigure>;
  measure: ProvinceMeasure;
  selectedPlate: number | null;
  /** Tiles under the provinces: their fill turns translucent so the tiles show through. */
  overTiles: boolean;
  onSelect: (figure: ProvinceFigure) => void;
}

/** The provinces as one GeoJSON layer, rebuilt when what it shows changes; the caller may add the shapes later (addData). */
export function provinceLayer({ outlines, figures, measure, selectedPlate, overTiles, onSelect }: ProvinceLayerOptions): L.GeoJSON {
  const shading = shadingOf([...figures.values()], measure);
  const unit = measure === 'official' ? 'MW' : 'MWe';
  const layer = L.geoJSON(outlines, {
    pane: PROVINCE_PANE,
    style: (feature) => {
      const plate = Number(feature?.properties.plate_code);
      const value = measureValue(figures.get(plate), measure);
      const selected = plate === selectedPlate;
      return {
        className: `province province--plate-${plate} province--${shading.classOf(value)}${selected ? ' province--selected' : ''}${overTiles ? ' province--over-tiles' : ''}`,
        weight: selected ? 2.5 : 0.8,
      };
    },
    onEachFeature: (feature, province) => {
      const figure = figures.get(Number(feature.properties.plate_code));
      if (figure) province.on('click', () => onSelect(figure));
    },
  });
  // One tooltip for the whole layer, its text written for the province under the pointer: one per
  // province cost a phone more than drawing the shapes (docs/benchmarks.md#member-pages).
  layer.bindTooltip(
    (province) => {
      const feature = (province as L.Polygon).feature as ProvinceOutlines['features'][number];
      return `${feature.properties.name}: ${formatMw(measureValue(figures.get(Number(feature.properties.plate_code)), measure), unit)}`;
    },
    { sticky: true, direction: 'top', className: 'province-tooltip' },
  );
  return layer;
}
