import { PAGE_SIZE } from './constants';

// Transformer-station texts and constants (docs/product-rules.md#transformer-stations). Without zod: the
// station list and the article pages import them, and the schema library stays out of their first load
// (docs/product-rules.md#speed, P8).

export const STATION_MESSAGES = {
  empty: 'Arama kriterlerine uygun trafo merkezi bulunamadı',
  loadFailed: 'Trafo merkezleri yüklenirken bir hata oluştu',
  detailLoadFailed: 'Trafo merkezi detayları yüklenirken bir hata oluştu',
  notFound: 'Trafo merkezi bulunamadı',
  premiumContent: 'Premium İçerik',
  noKml: 'Bu trafo merkezi için KML/KMZ dosyası bulunmuyor',
  kmlUnreadable: 'KML dosyası okunamadı',
  /** A file stored before today's caps, past them: not drawn (its file still downloads). */
  kmlTooLargeToDraw: 'Bu trafo merkezinin KML dosyası haritada çizilemeyecek kadar büyük; dosyayı indirebilirsiniz.',
  sample: 'Örnek veri',
  sampleHint: 'Bu kayıt örnek amaçlı üretilmiştir; gerçek kapasite henüz girilmedi.',
  /** A station no figure has been entered for (no open source publishes station capacities). */
  noCapacity: 'Kapasite verisi yok',
  noCapacityFollow: 'Bu trafo merkezi için henüz kapasite bilgisi girilmedi. Takip ederseniz bir değer girildiğinde bildirim alırsınız.',
} as const;

export const STATION_SORTS = ['station_name', 'city', 'year', 'month', 'available_capacity'] as const;
export type StationSort = (typeof STATION_SORTS)[number];

export const STATION_PAGE_SIZE = PAGE_SIZE;

/** Map view (docs/product-rules.md#transformer-stations). */
export const STATION_MAP = { center: [39, 35] as [number, number], zoom: 6, maxZoomAfterFit: 10 } as const;
