import type { NewsList } from '../../shared/schemas/news';
import type { InstalledPowerResponse, ProductionResponse } from '../../shared/schemas/statistics';
import { newsCard, type NewsRow } from '../services/news/news-queries';
import type { installedPowerStats, productionStats } from '../services/statistics/statistics-queries';

/** A page of news cards (the blog, the premium feed; docs/product-rules.md#news). */
export function presentNewsList(page: { rows: NewsRow[]; total: number; pageSize: number }, params: { page: number }): NewsList {
  return { items: page.rows.map(newsCard), page: params.page, page_size: page.pageSize, total: page.total };
}

/** The installed-power statistics as every tier reads them (docs/product-rules.md#statistics). */
export function presentInstalledPower(stats: Awaited<ReturnType<typeof installedPowerStats>>): InstalledPowerResponse {
  return { years: stats.years, items: stats.items, trend: stats.trend, sources: stats.sources };
}

/** The production statistics as every tier reads them (docs/product-rules.md#statistics). */
export function presentProduction(stats: Awaited<ReturnType<typeof productionStats>>): ProductionResponse {
  return { years: stats.years, items: stats.items, trend: stats.trend, sources: stats.sources };
}
