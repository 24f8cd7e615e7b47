import type { StationList } from '../../shared/schemas/stations';
import { STATION_PAGE_SIZE } from '../../shared/station-constants';
import type { SourceRef } from '../../shared/schemas/sources';
import type { ListTotal } from '../services/catalog/search';
import { capacityItem, type BaseRow } from '../services/stations/station-queries';

/** The station list's page (docs/product-rules.md#transformer-stations): the same for every tier, no location or file. */
export function presentStationList(page: { rows: BaseRow[]; sources: SourceRef[] } & Pick<ListTotal, 'total' | 'capped'>, params: { page: number }): StationList {
  return { items: page.rows.map(capacityItem), page: params.page, page_size: STATION_PAGE_SIZE, total: page.total, capped: page.capped, sources: page.sources };
}
