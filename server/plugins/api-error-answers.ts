import { API_KEY_READS, ROUTE_ACCESS, routeKey } from '../policies/route-access';

// The refusals (4xx) an API operation can answer, for the OpenAPI document: every one of them in the
// JSON error shape of server/plugins/error-handler.ts. Most follow from what every request meets on
// its way in, and are derived here from the route itself; the few an operation's own service raises
// are listed in OWN_ANSWERS. server/test/api-fuzz.ts refuses a status the document does not list.

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 414 | 415 | 422 | 429 | 503;

type Answers = Partial<Record<ErrorStatus, string>>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refusals an operation's own code raises (its services and policies), beyond the derived ones. */
export const OWN_ANSWERS: Record<string, Answers> = {
  'POST /api/auth/register': { 400: 'Zorunlu sözleşmeler kabul edilmedi', 429: 'Bu adrese son bir saatte çok fazla e-posta gönderildi' },
  'POST /api/auth/resend-verification': { 429: 'Bu adrese son bir saatte çok fazla e-posta gönderildi' },
  'POST /api/auth/verify-email': {
    400: 'Doğrulama bağlantısı geçersiz',
    401: 'Kayıt olunan tarayıcı değil: şifre gerekli ya da yanlış',
    409: 'E-posta adresi zaten doğrulanmış',
    410: 'Doğrulama bağlantısının süresi dolmuş',
  },
  'POST /api/auth/verify-email/check': { 400: 'Doğrulama bağlantısı geçersiz', 409: 'E-posta adresi zaten doğrulanmış', 410: 'Doğrulama bağlantısının süresi dolmuş' },
  'POST /api/auth/login': { 401: 'E-posta veya şifre yanlış', 403: 'E-posta adresi henüz doğrulanmadı', 429: 'Çok fazla giriş denemesi' },
  'POST /api/auth/admin-login': { 401: 'E-posta veya şifre yanlış', 403: 'Süper admin değil ya da e-posta adresi doğrulanmadı', 429: 'Çok fazla giriş denemesi' },
  'POST /api/auth/forgot-password': { 404: 'Bu e-posta adresi kayıtlı değil', 429: 'Bu adrese son bir saatte çok fazla e-posta gönderildi', 503: 'E-posta gönderilemedi' },
  'POST /api/auth/reset-password': { 400: 'Sıfırlama bağlantısı geçersiz ya da süresi dolmuş' },
  'POST /api/auth/reset-password/check': { 400: 'Sıfırlama bağlantısı geçersiz ya da süresi dolmuş' },
  'POST /api/auth/change-password': { 401: 'Mevcut şifre yanlış' },

  // Lists: search needs a session, filters, sorting and later pages premium, and paid views a quote.
  ...Object.fromEntries(
    ['GET /api/projects', 'POST /api/projects/list', 'GET /api/companies', 'POST /api/companies/list'].map((key) => [
      key,
      { 401: 'Arama için giriş gerekli', 402: 'Bakiye onayı gerekli (ayrıntıda fiyat, toplam ve bakiye)', 403: 'Filtre, sıralama ve sonraki sayfalar premium üyelere özel' },
    ]),
  ),
  'POST /api/projects/:id/open': { 402: 'Bakiye yetersiz', 409: 'Maliyet gösterilenden farklı (ayrıntıda yeni maliyet): hiçbir şey açılmadı ya da düşülmedi' },
  'POST /api/companies/:id/open': { 402: 'Bakiye yetersiz', 409: 'Maliyet gösterilenden farklı (ayrıntıda yeni maliyet): hiçbir şey açılmadı ya da düşülmedi' },
  'GET /api/companies/:id/references': { 402: 'Firma açılmadan referanslar görülemez' },
  'POST /api/suggestions/projects/:id': { 429: 'Son bir saatte çok fazla öneri' },
  'POST /api/suggestions/companies/:id': { 429: 'Son bir saatte çok fazla öneri' },

  // A representative's corrections (decision 070): the member must represent the record's company.
  'GET /api/corrections/projects/:id': { 403: 'Üye, projenin bağlı olduğu firmalardan birinin doğrulanmış temsilcisi değil' },
  'GET /api/corrections/companies/:id': { 403: 'Üye, firmanın doğrulanmış temsilcisi değil' },
  'POST /api/corrections/projects/:id': {
    403: 'Üye, projenin bağlı olduğu firmalardan birinin doğrulanmış temsilcisi değil',
    429: 'Son bir saatte çok fazla düzeltme',
  },
  'POST /api/corrections/companies/:id': { 403: 'Üye, firmanın doğrulanmış temsilcisi değil', 429: 'Son bir saatte çok fazla düzeltme' },
  'POST /api/corrections/companies/:id/documents': { 403: 'Üye, firmanın doğrulanmış temsilcisi değil' },
  // Claiming a company (docs/decisions/069-company-claims-and-representatives.md).
  'POST /api/companies/:id/claims/domain': {
    400: 'Adres firmanın alan adında değil, ücretsiz bir e-posta servisinde ya da firmanın web sitesi yok',
    409: 'Firma zaten temsil ediliyor ya da bekleyen bir belge başvurusu var',
    429: 'Günlük başvuru sınırı ya da bu adrese saatlik e-posta sınırı doldu',
  },
  'POST /api/companies/:id/claims/document': {
    400: 'PDF yok ya da dosya PDF değil',
    409: 'Firma zaten temsil ediliyor ya da bekleyen bir başvuru var',
    429: 'Günlük başvuru sınırı doldu',
  },
  'POST /api/company-claims/verify': {
    400: 'Doğrulama bağlantısı geçersiz',
    403: 'Bağlantı başka bir üyenin başvurusuna ait',
    409: 'Bağlantı kullanılmış ya da başvuru artık beklemede değil',
    410: 'Bağlantının süresi dolmuş',
  },
  'GET /api/me/represented-companies/:id/dashboard': { 403: 'Üye bu firmanın temsilcisi değil' },
  'POST /api/admin/company-claims/:id/approve': { 409: 'Başvuru beklemede değil' },
  'POST /api/admin/company-claims/:id/refuse': { 409: 'Başvuru beklemede değil' },
  'POST /api/admin/company-claims/:id/revoke': { 409: 'Temsilcilik doğrulanmış değil' },

  'POST /api/me/submissions/companies': { 429: 'Son bir saatte çok fazla başvuru' },
  'POST /api/me/submissions/projects': { 429: 'Son bir saatte çok fazla başvuru' },

  'POST /api/subscriptions/checkout': {
    404: 'Paket ya da fatura bilgisi bulunamadı',
    409: 'Premium üyelik zaten aktif, ya da başka bir paket için tamamlanmamış bir ödeme formu var',
    503: 'Satın alımlar kapalı (ödeme sağlayıcısı yapılandırılmamış)',
  },
  'POST /api/subscriptions/callback': { 404: 'Abonelik isteği bulunamadı' },
  'POST /api/subscriptions/trial': { 404: 'Deneme paketi bulunamadı', 409: 'Deneme hakkı kullanılmış ya da premium üyelik aktif' },
  'POST /api/subscriptions/cancel': { 409: 'Aktif abonelik yok' },

  'GET /api/stations/definitions/:station_id/geometry': { 422: 'KML dosyası okunamadı' },

  'POST /api/admin/news': { 409: 'Kısa adres kullanımda' },
  'PUT /api/admin/news/:id': { 409: 'Kısa adres kullanımda' },
  'POST /api/admin/news-tags': { 409: 'Bu adda bir etiket var' },
  'PUT /api/admin/news-tags/:id': { 409: 'Bu adda bir etiket var' },
  'DELETE /api/admin/news-tags/:id': { 409: 'Etiket kullanımda' },
  'POST /api/admin/reference/:list': { 409: 'Bu adda bir kayıt var' },
  'PUT /api/admin/reference/:list/:id': { 409: 'Bu adda bir kayıt var' },
  'DELETE /api/admin/reference/:list/:id': { 409: 'Kayıt kullanımda' },
  'POST /api/admin/packages': { 409: 'Ödeme planı başka bir pakette' },
  'PUT /api/admin/packages/:id': { 409: 'Ödeme planı başka bir pakette' },
  'POST /api/admin/stations/capacities': { 409: 'Bu trafo merkezi için bu ayın kaydı var' },
  'PUT /api/admin/stations/capacities/:id': { 409: 'Bu trafo merkezi için bu ayın kaydı var' },
  'POST /api/admin/sources': { 409: 'Bu anahtarla bir kaynak var' },
  'PUT /api/admin/sources/:id': { 400: 'Kaynağın anahtarı değiştirilemez' },
  'DELETE /api/admin/sources/:id': { 409: 'Kaynak kayıtlarda, istatistiklerde ya da içe aktarmalarda kullanılıyor' },
  'GET /api/admin/merges/compare/:kind/:a/:b': { 404: 'Kayıtlardan biri bulunamadı' },
  'POST /api/admin/merges': { 404: 'Kayıtlardan biri bulunamadı', 409: 'Kayıtlardan biri az önce başka bir kayıtla birleştirildi' },
  'POST /api/admin/merges/:id/undo': { 409: 'Birleştirme zaten geri alınmış, ya da kalan kayıt o zamandan beri değişmiş ya da silinmiş' },
  'POST /api/admin/suggestions/:kind/:id/approve': { 409: 'Öneri zaten karara bağlanmış' },
  'POST /api/admin/suggestions/:kind/:id/reject': { 409: 'Öneri zaten karara bağlanmış' },
  'POST /api/admin/suggestions/:kind/:id/decide': { 409: 'Öneri zaten karara bağlanmış' },
  'POST /api/admin/submissions/:kind/:id/approve': { 409: 'Başvuru zaten karara bağlanmış' },
  'POST /api/admin/submissions/:kind/:id/reject': { 409: 'Başvuru zaten karara bağlanmış' },
  'POST /api/admin/quality/duplicates/distinct': { 404: 'Kayıtlardan biri bulunamadı', 409: 'Bu çift zaten farklı kayıtlar olarak işaretlenmiş' },
  'POST /api/admin/users/:id/balance': {
    402: 'Düşülen tutar bakiyeden büyük',
    409: 'Idempotency-Key başka bir bakiye işleminde kullanıldı',
    422: 'Eklenen tutar bakiyeyi üst sınırın (2.147.483.647) üstüne çıkarır',
  },
  'PUT /api/admin/users/:id/roles': { 409: 'Üyenin iyzico\'da ücretli aboneliği var: premium, "Aboneliği Kaldır" ile kapatılır' },
  'POST /api/admin/users/:id/subscription': { 409: 'Bu arada üyenin ödediği başka bir abonelik var' },
  'DELETE /api/admin/users/:id/subscription': { 409: 'Kullanıcının aboneliği yok' },
  'POST /api/exports': {
    402: 'Tutar onaylanmadı ya da değişti (ayrıntıda yeni tutar), ya da Bakiye yetersiz: hiçbir şey düşülmedi',
  },
  'GET /api/exports/:id/download': { 410: 'Dışa aktarmanın 24 saati doldu' },
  'POST /api/me/watches': {
    403: 'Kayıtlı filtre takibi premium üyelere özel (listenin filtreleri gibi)',
    404: 'Takip edilecek kayıt bulunamadı',
    409: 'Kayıt zaten takip ediliyor ya da takip sınırı dolu',
  },
  'POST /api/me/api-keys': { 409: 'Etkin anahtar sayısı sınırda' },
  'DELETE /api/me/api-keys/:id': { 409: 'Anahtar zaten iptal edilmiş' },
  'POST /api/admin/api-keys/:id/revoke': { 409: 'Anahtar zaten iptal edilmiş' },
  'POST /api/admin/imports': {
    400: 'Dosya CSV ya da XLSX değil ya da boş; kaynak bulunamadı; eşleştirme JSON değil (dosyanın içeriğiyle ilgili hatalar önizleme işinin durumunda `failed` olarak görünür)',
    409: 'Bu kimlikle bir içe aktarma zaten var',
    413: 'Dosya 25 MB\'tan büyük',
    429: 'Bu sunucu aynı anda 2 dosya önizliyor; `Retry-After` saniye sonra yeniden deneyin',
  },
  'POST /api/admin/imports/:id/commit': {
    400: 'Önizlemede hiçbir alana eşleştirilmemiş, veri içeren sütunlar var ve `ignore_columns` hepsini içe aktarılmayacak olarak onaylamıyor (mesajda hangileri); ya da `ignore_columns` eşleştirilmemiş olmayan bir sütun adı içeriyor',
    409: 'İçe aktarma zaten kaydedildi, geri alındı, başarısız oldu ya da hâlâ önizleniyor; ya da önizlemeden sonra kayıtlar değişti (ayrıntıda hangileri)',
  },
  'POST /api/admin/imports/:id/revert': {
    409: 'İçe aktarma kaydedilmedi ya da zaten geri alındı; ya da yazdığı kayıtlar sonradan değişti, daha sonraki bir içe aktarma aynı kayıtları yazdı ya da eklediği kayıtlar başka kayıtlarda kullanılıyor (mesajda hangileri)',
  },
};

export interface DocumentedRoute {
  method: string | string[];
  url: string;
  config?: { crossSite?: boolean; rateLimit?: unknown };
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

/** Every refusal of the operation with its reasons, in Turkish (the response's description). */
export function errorAnswersOf(route: DocumentedRoute, method: string): Map<ErrorStatus, string[]> {
  const answers = new Map<ErrorStatus, string[]>();
  const add = (status: ErrorStatus, reason: string) => answers.set(status, [...(answers.get(status) ?? []), reason]);
  const key = routeKey(method, route.url);
  const rule = ROUTE_ACCESS[key];
  const hasInput = Boolean(route.schema?.body || route.schema?.querystring || route.schema?.params);

  // Every request: a NUL byte anywhere is refused, as is a value the database cannot hold.
  add(400, hasInput ? 'Girdi doğrulanamadı (ayrıntıda alan hataları)' : 'İstek geçersiz (ör. adreste NUL karakteri)');
  if (rule?.access === 'member' || rule?.access === 'premium' || rule?.access === 'admin') add(401, 'Oturum açılmamış');
  if (rule?.access === 'premium') add(403, 'Premium üyelik gerekli');
  if (rule?.access === 'admin') add(403, 'Süper admin yetkisi gerekli');
  if (!SAFE_METHODS.has(method)) {
    if (!route.config?.crossSite) add(403, 'İstek başka bir siteden gönderilmiş');
    add(413, 'Gönderilen veri çok büyük');
    add(415, 'İçerik türü desteklenmiyor');
  }
  if (route.url.includes('/:')) {
    add(404, 'Kayıt bulunamadı');
    add(414, 'Adresteki parametre çok uzun');
  }
  if (route.config?.rateLimit) add(429, 'Bu adresten çok fazla istek');
  // With `Authorization: Bearer <key>` (docs/decisions/043-keyed-api.md); any other operation refuses a key with 403.
  if (API_KEY_READS.has(key)) {
    add(401, 'API anahtarı geçersiz ya da iptal edilmiş');
    add(403, 'API anahtarının üyeliği premium değil');
    add(429, 'API anahtarının dakikalık istek sınırı aşıldı (Retry-After)');
  } else {
    add(403, 'API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer)');
  }
  for (const [status, reason] of Object.entries(OWN_ANSWERS[key] ?? {})) add(Number(status) as ErrorStatus, reason);
  return answers;
}
