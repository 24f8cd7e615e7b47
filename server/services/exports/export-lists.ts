import type { ExportKind } from '../../../shared/constants';
import type { ExportRequest } from '../../../shared/schemas/exports';
import type { Db } from '../../db/client';
import { checkListAccess } from '../../policies/catalog-policy';
import type { Tier } from '../../policies/tier';
import {
  countExportRows,
  EXPORT_COLUMNS,
  exportRows,
  exportSources,
  filterLabels,
  filterSet,
  type CatalogExportRequest,
  type CellValue,
  type ExportColumn,
  type ExportSource,
  type ExportViewer,
} from './export-rows';
import { countStationRows, STATION_COLUMNS, stationFilterLabels, stationRows, stationSources, type StationExportRequest } from './station-rows';
import {
  countStatisticsRows,
  ESTIMATE_HEADER,
  ESTIMATE_MARK,
  STATISTICS_COLUMNS,
  statisticsFilterLabels,
  statisticsRows,
  statisticsSources,
  type StatisticsExportRequest,
} from './statistics-rows';

// What can be exported (docs/product-rules.md#exports, decisions 045 and 063), one entry per kind:
// its names, its columns, the lines on its rules, who may export which filter set, and how its rows,
// sources and filter names are read. The quote, the charge and the download are the same for all.

export interface ExportList {
  /** The rows' sheet ("Projeler"), the file's title, its file name and the ledger's word for it. */
  names: { sheet: string; title: string; file: string };
  /** What "Filtreler" says when there is none. */
  unfiltered: string;
  columns: ExportColumn[];
  /** Lines on what the columns mean: premium fields, locked places, generated and estimated rows. */
  rules: string[];
  /** The list's own access rule for the filter set (throws its refusal). */
  checkAccess(tier: Tier, request: ExportRequest): void;
  count(db: Db, request: ExportRequest): Promise<number>;
  rows(db: Db, request: ExportRequest, viewer: ExportViewer, maxRows: number): AsyncIterable<CellValue[][]>;
  sources(db: Db, request: ExportRequest): Promise<ExportSource[]>;
  filterLabels(db: Db, request: ExportRequest): Promise<string[]>;
}

const GENERATED_RULE = '"Örnek veri mi" sütununda "Örnek veri" yazan satırlar resmî değer değildir.';

/** The catalogue's rule (decision 045): a free member may export the whole list or a search, not a filter. */
function catalogAccess(tier: Tier, request: ExportRequest) {
  const catalog = request as CatalogExportRequest;
  const filters = filterSet(catalog);
  delete filters.search;
  // The order is not judged: an export's rows are the same in any order, and ordering is no charge here.
  checkListAccess(tier, { list: catalog.kind, search: catalog.search, filters, customSort: false, sortKey: '', page: 1 });
}

/** The station list and the statistics are open to every tier with every filter (docs/product-rules.md#transformer-stations, #statistics). */
const openToEveryTier = () => {};

const catalogList = (kind: 'projects' | 'companies', names: ExportList['names']): ExportList => ({
  names,
  unfiltered: 'yok (tüm liste)',
  columns: EXPORT_COLUMNS[kind],
  rules: ['Premium alanlar yalnızca detayını tam görebildiğiniz kayıtlarda doludur; diğer satırlarda "Kilitli" yazar.', GENERATED_RULE],
  checkAccess: catalogAccess,
  count: (db, request) => countExportRows(db, request as CatalogExportRequest),
  rows: (db, request, viewer, maxRows) => exportRows(db, request as CatalogExportRequest, viewer, maxRows),
  sources: (db, request) => exportSources(db, request as CatalogExportRequest),
  filterLabels: (db, request) => filterLabels(db, request as CatalogExportRequest),
});

const statisticsList = (kind: StatisticsExportRequest['kind'], names: ExportList['names']): ExportList => ({
  names,
  unfiltered: 'yok (tüm tablo)',
  columns: STATISTICS_COLUMNS[kind],
  rules: [`"${ESTIMATE_HEADER}" sütununda "${ESTIMATE_MARK}" yazan aylar kaynaklar arasında fark bulunan, türetilmiş ya da geçici (ön) verilerdir.`, GENERATED_RULE],
  checkAccess: openToEveryTier,
  count: (db, request) => countStatisticsRows(db, request as StatisticsExportRequest),
  // Nothing in a statistic is premium: every viewer's file is the same.
  rows: (db, request, _viewer, maxRows) => statisticsRows(db, request as StatisticsExportRequest, maxRows),
  sources: (db, request) => statisticsSources(db, request as StatisticsExportRequest),
  filterLabels: (db, request) => statisticsFilterLabels(db, request as StatisticsExportRequest),
});

export const EXPORT_LISTS: Record<ExportKind, ExportList> = {
  projects: catalogList('projects', { sheet: 'Projeler', title: 'Proje listesi', file: 'projeler' }),
  companies: catalogList('companies', { sheet: 'Firmalar', title: 'Firma listesi', file: 'firmalar' }),
  stations: {
    names: { sheet: 'Trafo Merkezleri', title: 'Trafo merkezi kapasite listesi', file: 'trafo-merkezleri' },
    unfiltered: 'yok (tüm liste)',
    columns: STATION_COLUMNS,
    rules: [
      'Kapasite MWe cinsindendir; kapasitesi girilmemiş trafo merkezleri bir kez, Yıl, Ay ve Kapasite boş olarak yer alır.',
      'Konum (Enlem, Boylam) yalnızca premium üyelerin dosyasında doludur; diğer dosyalarda "Kilitli" yazar.',
      GENERATED_RULE,
    ],
    checkAccess: openToEveryTier,
    count: (db, request) => countStationRows(db, request as StationExportRequest),
    rows: (db, request, viewer, maxRows) => stationRows(db, request as StationExportRequest, viewer, maxRows),
    sources: (db, request) => stationSources(db, request as StationExportRequest),
    filterLabels: (db, request) => stationFilterLabels(db, request as StationExportRequest),
  },
  'installed-power': statisticsList('installed-power', { sheet: 'Kurulu Güç', title: 'Kurulu güç istatistikleri (MW)', file: 'kurulu-guc' }),
  production: statisticsList('production', { sheet: 'Elektrik Üretimi', title: 'Elektrik üretimi istatistikleri (GWh)', file: 'elektrik-uretimi' }),
};
