// Generated from the app's OpenAPI document by openapi-typescript: do not edit. To regenerate after
// changing a route: UPDATE_API_TYPES=1 npx vitest run server/plugins/api-client.test.ts
/* eslint-disable */
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sağlık kontrolü (veritabanı ve Redis; biri yanıt vermezse veya boşaltılırken 503) */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trafik almaya hazır mı (boşaltılırken ve veritabanı yanıt vermezken 503; Redis yalnızca bildirilir) */
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Süreç yanıt veriyor mu */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tarayıcının ihtiyaç duyduğu site ayarları */
        get: operations["getSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Aktif sözleşmeler */
        get: operations["getLegalContracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal/cookie-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** En güncel aktif çerez politikası */
        get: operations["getLegalCookiePolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Oturumdaki kullanıcı */
        get: operations["getAuthSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Kayıt ol */
        post: operations["postAuthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Giriş yap */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/admin-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Süper admin girişi */
        post: operations["postAuthAdminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Çıkış yap */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Doğrulama bağlantısını denetle (hiçbir şey değişmez) */
        post: operations["postAuthVerifyEmailCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-posta doğrulama */
        post: operations["postAuthVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Doğrulama e-postasını tekrar gönder */
        post: operations["postAuthResendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Şifre sıfırlama bağlantısı iste */
        post: operations["postAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sıfırlama bağlantısını denetle */
        post: operations["postAuthResetPasswordCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Yeni şifre belirle */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Şifre değiştir */
        post: operations["postAuthChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Proje listesi */
        get: operations["getProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Proje listesi (bakiye onayıyla) */
        post: operations["postProjectsList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Firma listesi */
        get: operations["getCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Firma listesi (bakiye onayıyla) */
        post: operations["postCompaniesList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Firma seçici */
        get: operations["getCompaniesOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Proje detayı */
        get: operations["getProjectsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Projeyi gösterilen bakiye tutarıyla aç (envantere ekle) */
        post: operations["postProjectsByIdOpen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Firma detayı */
        get: operations["getCompaniesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Firmayı gösterilen bakiye tutarıyla aç (envantere ekle) */
        post: operations["postCompaniesByIdOpen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/change-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projenin değişiklik geçmişi (kabul edilen alan değişiklikleri) */
        get: operations["getProjectsByIdChangeLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/change-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Firmanın değişiklik geçmişi (kabul edilen alan değişiklikleri) */
        get: operations["getCompaniesByIdChangeLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Firmanın rol aldığı projeler */
        get: operations["getCompaniesByIdReferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suggestions/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Proje için güncelleme öner */
        post: operations["postSuggestionsProjectsById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suggestions/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Firma için güncelleme öner */
        post: operations["postSuggestionsCompaniesById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/corrections/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Temsil ettiğim firmalar ve düzeltmelerim */
        get: operations["getCorrectionsMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/corrections/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Proje düzeltme formu (güncel değerler) */
        get: operations["getCorrectionsProjectsById"];
        put?: never;
        /** Proje için kaynaklı alan düzeltmesi gönder */
        post: operations["postCorrectionsProjectsById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/corrections/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Firma düzeltme formu (güncel değerler) */
        get: operations["getCorrectionsCompaniesById"];
        put?: never;
        /** Firma için kaynaklı alan düzeltmesi gönder */
        post: operations["postCorrectionsCompaniesById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/corrections/companies/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Düzeltme kaynağı belge yükle (PDF)
         * @description multipart/form-data: file (PDF, en fazla 10 MB)
         */
        post: operations["postCorrectionsCompaniesByIdDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/my-claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Üyenin bu firmadaki temsil başvurusu */
        get: operations["getCompaniesByIdMyClaim"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/claims/domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Firmayı alan adındaki bir e-posta adresiyle temsil et */
        post: operations["postCompaniesByIdClaimsDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/claims/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Firmayı bir belgeyle temsil et (yönetici inceler)
         * @description multipart/form-data: file (PDF, en fazla 10 MB)
         */
        post: operations["postCompaniesByIdClaimsDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company-claims/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Alan adı doğrulama bağlantısını kullan */
        post: operations["postCompanyClaimsVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/company-claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Üyenin firma temsil başvuruları */
        get: operations["getMeCompanyClaims"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/represented-companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Üyenin temsil ettiği firmalar */
        get: operations["getMeRepresentedCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/represented-companies/{id}/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Temsil edilen firmanın panosu (yalnızca sayılar) */
        get: operations["getMeRepresentedCompaniesByIdDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referans listeleri */
        get: operations["getReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bir ilin ilçeleri */
        get: operations["getReferenceDistricts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token-costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Güncel bakiye maliyetleri */
        get: operations["getTokenCosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Yayımlanan veri kaynakları, lisansları ve atıfları */
        get: operations["getSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/openstreetmap-stations.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OpenStreetMap’ten türetilen trafo merkezleri (CSV, ODbL 1.0)
         * @description Ad, gerilim, işletmeci, koordinat ve il; atıf ve lisans dosyanın başındaki "#" satırlarında. Kapasite içermez.
         */
        get: operations["getSourcesOpenstreetmapStationsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/openstreetmap-stations.geojson": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OpenStreetMap’ten türetilen trafo merkezleri (GeoJSON, ODbL 1.0)
         * @description RFC 7946 GeoJSON; atıf ve lisans en üstte ve her özellikte. Kapasite içermez.
         */
        get: operations["getSourcesOpenstreetmapStationsGeojson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/contracts/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Onay bekleyen zorunlu sözleşmeler */
        get: operations["getMeContractsPending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/contracts/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Zorunlu sözleşmeleri kabul et */
        post: operations["postMeContractsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bakiye ve hareketler */
        get: operations["getMeBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Açılan projeler ve firmalar */
        get: operations["getMeInventory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Firmalarım */
        get: operations["getMeCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/companies/{id}/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Firmamın projeleri */
        get: operations["getMeCompaniesByIdProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Başvurularım */
        get: operations["getMeSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/submissions/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Firma başvurusu */
        post: operations["postMeSubmissionsCompanies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/submissions/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Proje başvurusu */
        post: operations["postMeSubmissionsProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/billing-infos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fatura bilgilerim */
        get: operations["getMeBillingInfos"];
        put?: never;
        /** Fatura bilgisi ekle */
        post: operations["postMeBillingInfos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/billing-infos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Fatura bilgisini güncelle */
        put: operations["putMeBillingInfosById"];
        post?: never;
        /** Fatura bilgisini sil */
        delete: operations["deleteMeBillingInfosById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/billing-infos/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Varsayılan fatura bilgisi yap */
        post: operations["postMeBillingInfosByIdDefault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API anahtarlarım
         * @description Anahtarın kendisi hiçbir zaman dönmez: yalnızca adı, ilk karakterleri ve kullanımı.
         */
        get: operations["getMeApiKeys"];
        put?: never;
        /**
         * API anahtarı oluştur (premium)
         * @description Anahtar yalnızca bu yanıtta döner; sunucu yalnızca SHA-256 özetini saklar.
         */
        post: operations["postMeApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * API anahtarını iptal et
         * @description Anahtarla yapılan sonraki istek 401 alır; kayıt ve kullanımı listede kalır.
         */
        delete: operations["deleteMeApiKeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/watches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Takip listem
         * @description Ücretsiz üyelikte en fazla 5, premium üyelikte 100 kayıt.
         */
        get: operations["getMeWatches"];
        put?: never;
        /**
         * Takip et
         * @description Bir projeyi, firmayı, trafo merkezini (`target_id`) ya da proje listesinin il/durum/tip filtresini (`filter`) takip eder. Filtre takibi, listenin filtreleri gibi premium üyelere özeldir (403). Sınır aşılırsa 409.
         */
        post: operations["postMeWatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/watches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Takibi bırak */
        delete: operations["deleteMeWatchesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bildirimlerim
         * @description Yeniden eskiye, sayfa başına 20; `unread` okunmamış sayısıdır. Bildirim neyin değiştiğini söyler, alanın değerini içermez.
         */
        get: operations["getMeNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Okunmamış bildirim sayısı */
        get: operations["getMeNotificationsUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bildirimi okundu işaretle */
        post: operations["postMeNotificationsByIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tüm bildirimleri okundu işaretle */
        post: operations["postMeNotificationsReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bildirim tercihleri */
        get: operations["getMeNotificationPreferences"];
        /**
         * Bildirim tercihlerini kaydet
         * @description E-posta: anında, günlük özet, haftalık özet ya da kapalı.
         */
        put: operations["putMeNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Blog listesi */
        get: operations["getNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Haber etiketleri */
        get: operations["getNewsTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Son 5 akış */
        get: operations["getNewsLatest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/by-url/{short_url}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Blog yazısı */
        get: operations["getNewsByUrlByShort_url"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ana sayfa duyuruları */
        get: operations["getAnnouncements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Premium haber akışı */
        get: operations["getNewsFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news-feed/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Akış detayı */
        get: operations["getNewsFeedById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/installed-power": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kurulu güç istatistikleri (MW) */
        get: operations["getStatisticsInstalledPower"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/production": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Üretim istatistikleri (MWh) */
        get: operations["getStatisticsProduction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kataloğun kurulu güç kapsaması */
        get: operations["getStatisticsCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trafo merkezi kapasite listesi */
        get: operations["getStations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kapasite verisi olan yıllar */
        get: operations["getStationsYears"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Harita işaretleri (premium) */
        get: operations["getStationsMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trafo merkezi detayı */
        get: operations["getStationsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/definitions/{station_id}/kml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trafo merkezi KML/KMZ dosyası (premium) */
        get: operations["getStationsDefinitionsByStation_idKml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/definitions/{station_id}/geometry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** KML geometrisi, GeoJSON (premium) */
        get: operations["getStationsDefinitionsByStation_idGeometry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/provinces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** İllerin güneş enerjisi kurulu gücü (premium) */
        get: operations["getMapProvinces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Harita proje işaretleri (premium) */
        get: operations["getMapProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Proje özeti */
        get: operations["getDashboardProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Firma özeti */
        get: operations["getDashboardCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/stations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trafo merkezi kapasite özeti */
        get: operations["getDashboardStations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Akış listesi */
        get: operations["getAdminNews"];
        put?: never;
        /** Akış ekle */
        post: operations["postAdminNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Akış oku */
        get: operations["getAdminNewsById"];
        /**
         * Akış güncelle
         * @description Okunan kaydın salt okunur alanları (id) geri gönderilebilir; yok sayılır, yazılmaz.
         */
        put: operations["putAdminNewsById"];
        post?: never;
        /** Akış sil */
        delete: operations["deleteAdminNewsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/{id}/toggle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Akışı aktif/pasif yap */
        post: operations["postAdminNewsByIdToggle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Proje listesi */
        get: operations["getAdminProjects"];
        put?: never;
        /** Proje ekle */
        post: operations["postAdminProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Proje oku */
        get: operations["getAdminProjectsById"];
        /**
         * Proje güncelle
         * @description Yalnızca gönderilen alanlar yazılır; gönderilmeyen alan olduğu gibi kalır. Okunan kaydın salt okunur alanları (id, is_generated, created_at, updated_at) geri gönderilebilir; yok sayılır, yazılmaz.
         */
        put: operations["putAdminProjectsById"];
        post?: never;
        /** Proje sil */
        delete: operations["deleteAdminProjectsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Firma listesi */
        get: operations["getAdminCompanies"];
        put?: never;
        /** Firma ekle */
        post: operations["postAdminCompanies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Firma oku */
        get: operations["getAdminCompaniesById"];
        /**
         * Firma güncelle
         * @description Yalnızca gönderilen alanlar yazılır; gönderilmeyen alan olduğu gibi kalır. Okunan kaydın salt okunur alanları (id, is_generated, created_at, updated_at, logo, organization_seo_description, raw_address, keywords, relevant_person_linkedin, photo_url, organization_short_description, num_employees, country, district) geri gönderilebilir; yok sayılır, yazılmaz.
         */
        put: operations["putAdminCompaniesById"];
        post?: never;
        /** Firma sil */
        delete: operations["deleteAdminCompaniesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/solar-projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Solar proje listesi */
        get: operations["getAdminSolarProjects"];
        put?: never;
        /** Solar proje ekle */
        post: operations["postAdminSolarProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/solar-projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Solar proje güncelle
         * @description Yalnızca gönderilen alanlar yazılır; gönderilmeyen alan olduğu gibi kalır. Okunan kaydın salt okunur alanları (id, created_at, updated_at) geri gönderilebilir; yok sayılır, yazılmaz.
         */
        put: operations["putAdminSolarProjectsById"];
        post?: never;
        /** Solar proje sil */
        delete: operations["deleteAdminSolarProjectsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news-tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Akış etiketi listesi */
        get: operations["getAdminNewsTags"];
        put?: never;
        /** Akış etiketi ekle */
        post: operations["postAdminNewsTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news-tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Akış etiketi güncelle
         * @description Yalnızca gönderilen alanlar yazılır; gönderilmeyen alan olduğu gibi kalır. Okunan kaydın salt okunur alanları (id, created_at, updated_at) geri gönderilebilir; yok sayılır, yazılmaz.
         */
        put: operations["putAdminNewsTagsById"];
        post?: never;
        /** Akış etiketi sil */
        delete: operations["deleteAdminNewsTagsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reference/{list}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referans listesi */
        get: operations["getAdminReferenceByList"];
        put?: never;
        /** Referans ekle */
        post: operations["postAdminReferenceByList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reference/{list}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Referans yeniden adlandır */
        put: operations["putAdminReferenceByListById"];
        post?: never;
        /** Referans sil */
        delete: operations["deleteAdminReferenceByListById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Öneriler */
        get: operations["getAdminSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/suggestions/{kind}/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Öneriyi onayla */
        post: operations["postAdminSuggestionsByKindByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/suggestions/{kind}/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Öneriyi reddet */
        post: operations["postAdminSuggestionsByKindByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/suggestions/{kind}/{id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Öneriyi alan alan karara bağla */
        post: operations["postAdminSuggestionsByKindByIdDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Üye başvuruları */
        get: operations["getAdminSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/submissions/{kind}/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Başvuruyu onayla */
        post: operations["postAdminSubmissionsByKindByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/submissions/{kind}/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Başvuruyu reddet */
        post: operations["postAdminSubmissionsByKindByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kullanıcılar */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kullanıcı ara (e-posta) */
        get: operations["getAdminUsersOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bakiye ekle / düş */
        post: operations["postAdminUsersByIdBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Premium / admin yetkisi */
        put: operations["putAdminUsersByIdRoles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Abonelik ata */
        post: operations["postAdminUsersByIdSubscription"];
        /** Aboneliği kaldır */
        delete: operations["deleteAdminUsersByIdSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Yönetim işlem kaydı */
        get: operations["getAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/statistics/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** İstatistik ayı */
        get: operations["getAdminStatisticsByKind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/statistics/installed-power": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Kurulu güç gir */
        put: operations["putAdminStatisticsInstalledPower"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/statistics/production": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Üretim gir */
        put: operations["putAdminStatisticsProduction"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deneme üyelikleri */
        get: operations["getAdminTrials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trials/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Süresi dolanları sona erdir */
        post: operations["postAdminTrialsExpire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trials/{id}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deneme üyeliğini uzat */
        post: operations["postAdminTrialsByIdExtend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trials/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deneme üyeliğini sonlandır */
        post: operations["postAdminTrialsByIdEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** API anahtarları */
        get: operations["getAdminApiKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** API anahtarını iptal et */
        post: operations["postAdminApiKeysByIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/failed-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Başarısız işler */
        get: operations["getAdminFailedJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/failed-jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Başarısız işi yeniden dene */
        post: operations["postAdminFailedJobsByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Duyuru listesi */
        get: operations["getAdminAnnouncements"];
        put?: never;
        /** Duyuru ekle */
        post: operations["postAdminAnnouncements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Duyuru güncelle
         * @description Yalnızca gönderilen alanlar yazılır; gönderilmeyen alan olduğu gibi kalır. Okunan kaydın salt okunur alanları (id, created_at, updated_at) geri gönderilebilir; yok sayılır, yazılmaz.
         */
        put: operations["putAdminAnnouncementsById"];
        post?: never;
        /** Duyuru sil */
        delete: operations["deleteAdminAnnouncementsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/announcements/{id}/toggle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Duyuruyu aç / kapat */
        post: operations["postAdminAnnouncementsByIdToggle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/announcements/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Duyuruyu taşı */
        post: operations["postAdminAnnouncementsByIdMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sözleşmeler */
        get: operations["getAdminContracts"];
        put?: never;
        /**
         * Sözleşme ekle
         * @description multipart/form-data: title, must (sözleşmeler), file (PDF, en fazla 10 MB)
         */
        post: operations["postAdminContracts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sözleşme güncelle
         * @description multipart/form-data: title, must (sözleşmeler), file (PDF, en fazla 10 MB)
         */
        put: operations["putAdminContractsById"];
        post?: never;
        /** Sözleşme sil */
        delete: operations["deleteAdminContractsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contracts/{id}/toggle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sözleşme durumunu değiştir */
        post: operations["postAdminContractsByIdToggle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cookie-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Çerez politikaları */
        get: operations["getAdminCookiePolicies"];
        put?: never;
        /**
         * Çerez politikası ekle
         * @description multipart/form-data: title, must (sözleşmeler), file (PDF, en fazla 10 MB)
         */
        post: operations["postAdminCookiePolicies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cookie-policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Çerez politikası güncelle
         * @description multipart/form-data: title, must (sözleşmeler), file (PDF, en fazla 10 MB)
         */
        put: operations["putAdminCookiePoliciesById"];
        post?: never;
        /** Çerez politikası sil */
        delete: operations["deleteAdminCookiePoliciesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cookie-policies/{id}/toggle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Çerez politikası durumunu değiştir */
        post: operations["postAdminCookiePoliciesByIdToggle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/platform-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform paneli */
        get: operations["getAdminPlatformStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Abonelik kayıtları */
        get: operations["getAdminSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quality/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Olası kopyalar */
        get: operations["getAdminQualityDuplicates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quality/duplicates/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Türlere göre olası kopya sayıları */
        get: operations["getAdminQualityDuplicatesCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quality/duplicates/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Olası kopyaları baştan tara */
        post: operations["postAdminQualityDuplicatesScan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quality/duplicates/distinct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Farklı kayıtlar olarak işaretle */
        post: operations["postAdminQualityDuplicatesDistinct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/packages/provider-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** iyzico planları */
        get: operations["getAdminPackagesProviderPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/packages/{id}/toggle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Paketi aktif/pasif yap */
        post: operations["postAdminPackagesByIdToggle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Abonelik paketi listesi */
        get: operations["getAdminPackages"];
        put?: never;
        /** Abonelik paketi ekle */
        post: operations["postAdminPackages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/packages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Abonelik paketi oku */
        get: operations["getAdminPackagesById"];
        /**
         * Abonelik paketi güncelle
         * @description Yalnızca gönderilen alanlar yazılır; gönderilmeyen alan olduğu gibi kalır. Okunan kaydın salt okunur alanları (id, created_at, updated_at) geri gönderilebilir; yok sayılır, yazılmaz.
         */
        put: operations["putAdminPackagesById"];
        post?: never;
        /** Abonelik paketi sil */
        delete: operations["deleteAdminPackagesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stations/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trafo merkezi arama */
        get: operations["getAdminStationsOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stations/definitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trafo merkezi tanımları */
        get: operations["getAdminStationsDefinitions"];
        put?: never;
        /**
         * Trafo merkezi tanımı ekle
         * @description multipart/form-data: the form fields and an optional file (KML/KMZ, at most 10 MB)
         */
        post: operations["postAdminStationsDefinitions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stations/definitions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trafo merkezi tanımı */
        get: operations["getAdminStationsDefinitionsById"];
        /**
         * Trafo merkezi tanımını güncelle
         * @description multipart/form-data: the form fields and an optional file (KML/KMZ, at most 10 MB). Okunan kaydın salt okunur alanları (id, city, has_kml, is_generated, capacity_count, created_at) geri gönderilebilir; yok sayılır, yazılmaz.
         */
        put: operations["putAdminStationsDefinitionsById"];
        post?: never;
        /** Trafo merkezi tanımını ve kapasitelerini sil */
        delete: operations["deleteAdminStationsDefinitionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stations/combined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trafo merkezi ve aylık kapasite kaydı
         * @description multipart/form-data: the form fields and an optional file (KML/KMZ, at most 10 MB)
         */
        post: operations["postAdminStationsCombined"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stations/capacities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trafo kapasitesi listesi */
        get: operations["getAdminStationsCapacities"];
        put?: never;
        /** Trafo kapasitesi ekle */
        post: operations["postAdminStationsCapacities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stations/capacities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trafo kapasitesi oku */
        get: operations["getAdminStationsCapacitiesById"];
        /**
         * Trafo kapasitesi güncelle
         * @description Yalnızca gönderilen alanlar yazılır; gönderilmeyen alan olduğu gibi kalır. Okunan kaydın salt okunur alanları (id, station_name, city_name, is_generated, entered_by, created_at, updated_at) geri gönderilebilir; yok sayılır, yazılmaz.
         */
        put: operations["putAdminStationsCapacitiesById"];
        post?: never;
        /** Trafo kapasitesi sil */
        delete: operations["deleteAdminStationsCapacitiesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Veri kaynağı listesi */
        get: operations["getAdminSources"];
        put?: never;
        /** Veri kaynağı ekle */
        post: operations["postAdminSources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Veri kaynağı oku */
        get: operations["getAdminSourcesById"];
        /**
         * Veri kaynağı güncelle
         * @description Yalnızca gönderilen alanlar yazılır; gönderilmeyen alan olduğu gibi kalır. Okunan kaydın salt okunur alanları (id, created_at, updated_at) geri gönderilebilir; yok sayılır, yazılmaz.
         */
        put: operations["putAdminSourcesById"];
        post?: never;
        /** Veri kaynağı sil */
        delete: operations["deleteAdminSourcesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sources/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seçilebilecek veri kaynakları */
        get: operations["getAdminSourcesOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** İçe aktarma geçmişi (kim, ne zaman, dosya, kaynak, sayılar) */
        get: operations["getAdminImports"];
        put?: never;
        /**
         * Dosya yükle ve önizlemeyi başlat (kaydetmez)
         * @description multipart/form-data: `kind`, `file` (CSV veya XLSX, en fazla 25 MB), isteğe bağlı `source_id`, `mapping` (JSON: alan → sütun başlığı) ve `id` (istemcinin seçtiği UUID). Hemen 202 ile içe aktarmanın kimliğini ve `status_url` adresini döner; önizleme arka planda hazırlanır: GET `status_url` durumu (queued, reading, checking, ready, failed), okunan satırları ve hazır olunca önizlemeyi verir. Dosyanın içeriğiyle ilgili hatalar (okunamayan dosya, başlık satırı yok, eşleştirme…) o durumda `failed` ve Türkçe `error` olarak görünür. Bir sunucu aynı anda en fazla 2 dosya önizler; üçüncüsü 429 ve `Retry-After` alır.
         */
        post: operations["postAdminImports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Önizleme işinin durumu, okunan satırlar ve hazır olunca önizleme */
        get: operations["getAdminImportsByIdPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** İçe aktarmanın durumu ve ilerlemesi */
        get: operations["getAdminImportsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/{id}/rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Önizleme satırları (işleme göre süzülebilir) */
        get: operations["getAdminImportsByIdRows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/{id}/commit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Önizlenen satırları tek işlemde kaydet
         * @description Gövde isteğe bağlı (gövdesiz, boş gövde ya da `{}` aynıdır). Önizlemenin `unmapped` listesindeki her sütun ya yeni bir yüklemede bir alana eşleştirilmeli ya da burada `ignore_columns` ile içe aktarılmayacağı onaylanmalıdır; karar verilmemiş sütun varsa 400 ile adları döner.
         */
        post: operations["postAdminImportsByIdCommit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bir içe aktarmayı tam olarak geri al
         * @description Gövde isteğe bağlı (gövdesiz, boş gövde ya da `{}` aynıdır).
         */
        post: operations["postAdminImportsByIdRevert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/company-claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Firma temsil başvuruları */
        get: operations["getAdminCompanyClaims"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/company-claims/{id}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Başvurunun belgesi (PDF) */
        get: operations["getAdminCompanyClaimsByIdDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/company-claims/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Başvuruyu onayla */
        post: operations["postAdminCompanyClaimsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/company-claims/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Başvuruyu reddet */
        post: operations["postAdminCompanyClaimsByIdRefuse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/company-claims/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Temsilciliği geri al */
        post: operations["postAdminCompanyClaimsByIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quality/gaps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Eksik listelerinin sayıları ve son 30 günü */
        get: operations["getAdminQualityGaps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quality/gaps/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bir eksik listesinin kayıtları */
        get: operations["getAdminQualityGapsByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quality/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kataloğun il il kapsaması */
        get: operations["getAdminQualityCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merges/compare/{kind}/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** İki kaydı yan yana karşılaştır (alanlar, farklar, kaynaklar) */
        get: operations["getAdminMergesCompareByKindByAByB"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Birleştirmeler (en yenisi önce) */
        get: operations["getAdminMerges"];
        put?: never;
        /**
         * İki kaydı birleştir
         * @description Birleşen kayıt (`merged_id`) silinir ve her bağlantısı (kaynaklar, geçmiş, açılışlar, takipler, bildirimler, öneriler, başvurular) kalan kayda (`survivor_id`) taşınır; `choices` alan alan hangi değerin kalacağını söyler. Geri alınabilir.
         */
        post: operations["postAdminMerges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merges/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Birleştirmeyi geri al */
        post: operations["postAdminMergesByIdUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/token-costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bakiye maliyetleri */
        get: operations["getAdminTokenCosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/token-costs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Bakiye maliyetini güncelle */
        put: operations["putAdminTokenCostsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Aktif paketler */
        get: operations["getPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ödeme formunu hazırla */
        post: operations["postSubscriptionsCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ödeme sonucunu doğrula */
        post: operations["postSubscriptionsCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ücretsiz denemeyi başlat */
        post: operations["postSubscriptionsTrial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Aboneliği iptal et */
        post: operations["postSubscriptionsCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Abonelik geçmişim */
        get: operations["getSubscriptionsRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-posta bildirimlerinden çık (tek tıkla)
         * @description Oturum gerekmez: e-postadaki imzalı `token` yeterlidir (RFC 8058, `List-Unsubscribe=One-Click`). Üyenin e-posta tercihi "kapalı" olur.
         */
        post: operations["postNotificationsUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dışa aktarma tutarı
         * @description Listenin filtreleriyle kaç satır dışa aktarılacağını ve bunun Bakiye tutarını döner; hiçbir şey düşmez.
         */
        post: operations["postExportsQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dışa aktarmayı onayla
         * @description Gösterilen tutarla (quoted_total) dışa aktarmayı onaylar ve Bakiye bir kez düşer. Tutar değiştiyse 402 COST_CONFIRMATION_REQUIRED yeni tutarla döner. Aynı liste ve filtreler 24 saat içinde yeniden ücretsizdir.
         */
        post: operations["postExports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dışa aktarılan dosyayı indir
         * @description Onaylanmış bir dışa aktarmanın dosyası (CSV ya da XLSX), 24 saat boyunca ücretsiz.
         */
        get: operations["getExportsByIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            statusCode: number;
            code: string;
            message: string;
            details?: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "error" | "draining" | "degraded";
                        /** @enum {string} */
                        database: "ok" | "error";
                        /** @enum {string} */
                        redis?: "ok" | "error";
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "error" | "draining" | "degraded";
                        /** @enum {string} */
                        database: "ok" | "error";
                        /** @enum {string} */
                        redis?: "ok" | "error";
                    };
                };
            };
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "error" | "draining" | "degraded";
                        /** @enum {string} */
                        database: "ok" | "error";
                        /** @enum {string} */
                        redis?: "ok" | "error";
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "error" | "draining" | "degraded";
                        /** @enum {string} */
                        database: "ok" | "error";
                        /** @enum {string} */
                        redis?: "ok" | "error";
                    };
                };
            };
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: email */
                        contact_email: string;
                        map_tile_url: string | null;
                        map_tile_attribution: string;
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getLegalContracts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            must: boolean;
                            file_url: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getLegalCookiePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        policy: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            file_url: string;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAuthSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            is_premium: boolean;
                            is_super_admin: boolean;
                            is_trial: boolean;
                            premium_trial_ends_at: string | null;
                            trial_days_left: number | null;
                            token_balance: number;
                            created_at: string;
                            /** @enum {string} */
                            tier: "member" | "premium";
                            abilities: {
                                premium_features: boolean;
                                admin: boolean;
                                start_trial: boolean;
                            };
                        } | null;
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    /** @default [] */
                    accepted_contract_ids?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "signed_in" | "verification_sent" | "already_registered" | "awaiting_confirmation";
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları); Zorunlu sözleşmeler kabul edilmedi */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu adresten çok fazla istek; Bu adrese son bir saatte çok fazla e-posta gönderildi */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            is_premium: boolean;
                            is_super_admin: boolean;
                            is_trial: boolean;
                            premium_trial_ends_at: string | null;
                            trial_days_left: number | null;
                            token_balance: number;
                            created_at: string;
                            /** @enum {string} */
                            tier: "member" | "premium";
                            abilities: {
                                premium_features: boolean;
                                admin: boolean;
                                start_trial: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description E-posta veya şifre yanlış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer); E-posta adresi henüz doğrulanmadı */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Çok fazla giriş denemesi */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthAdminLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            is_premium: boolean;
                            is_super_admin: boolean;
                            is_trial: boolean;
                            premium_trial_ends_at: string | null;
                            trial_days_left: number | null;
                            token_balance: number;
                            created_at: string;
                            /** @enum {string} */
                            tier: "member" | "premium";
                            abilities: {
                                premium_features: boolean;
                                admin: boolean;
                                start_trial: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description E-posta veya şifre yanlış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer); Süper admin değil ya da e-posta adresi doğrulanmadı */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Çok fazla giriş denemesi */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthVerifyEmailCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        registered_here: boolean;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları); Doğrulama bağlantısı geçersiz */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description E-posta adresi zaten doğrulanmış */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Doğrulama bağlantısının süresi dolmuş */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu adresten çok fazla istek */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            is_premium: boolean;
                            is_super_admin: boolean;
                            is_trial: boolean;
                            premium_trial_ends_at: string | null;
                            trial_days_left: number | null;
                            token_balance: number;
                            created_at: string;
                            /** @enum {string} */
                            tier: "member" | "premium";
                            abilities: {
                                premium_features: boolean;
                                admin: boolean;
                                start_trial: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları); Doğrulama bağlantısı geçersiz */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt olunan tarayıcı değil: şifre gerekli ya da yanlış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description E-posta adresi zaten doğrulanmış */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Doğrulama bağlantısının süresi dolmuş */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu adresten çok fazla istek */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthResendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu adresten çok fazla istek; Bu adrese son bir saatte çok fazla e-posta gönderildi */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu e-posta adresi kayıtlı değil */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu adresten çok fazla istek; Bu adrese son bir saatte çok fazla e-posta gönderildi */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description E-posta gönderilemedi */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthResetPasswordCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        valid: true;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları); Sıfırlama bağlantısı geçersiz ya da süresi dolmuş */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu adresten çok fazla istek */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları); Sıfırlama bağlantısı geçersiz ya da süresi dolmuş */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu adresten çok fazla istek */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    new_password: string;
                    new_password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        user: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            is_premium: boolean;
                            is_super_admin: boolean;
                            is_trial: boolean;
                            premium_trial_ends_at: string | null;
                            trial_days_left: number | null;
                            token_balance: number;
                            created_at: string;
                            /** @enum {string} */
                            tier: "member" | "premium";
                            abilities: {
                                premium_features: boolean;
                                admin: boolean;
                                start_trial: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış; Mevcut şifre yanlış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu adresten çok fazla istek */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getProjects: {
        parameters: {
            query?: {
                search?: string;
                city_id?: string;
                source_id?: string;
                dir?: "asc" | "desc";
                page?: number;
                type_id?: string;
                status_type_id?: string;
                sort?: "project_name" | "city" | "dc_power" | "ac_power" | "updated_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            project_name: string;
                            status: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            type: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            city: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            district: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            dc_power: number | null;
                            /** @enum {string} */
                            dc_power_unit: "kWp" | "MWp";
                            ac_power: number | null;
                            /** @enum {string} */
                            ac_power_unit: "kWe" | "MWe";
                            project_start_date: string | null;
                            commissioning_date: string | null;
                            updated_at: string;
                            is_verified: boolean;
                        }[];
                        page: number;
                        page_size: number;
                        total: number;
                        total_capped: boolean;
                        total_approximate: boolean;
                        charges: {
                            cost_key: string;
                            amount: number;
                            balance: number;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarı geçersiz ya da iptal edilmiş; Arama için giriş gerekli */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bakiye onayı gerekli (ayrıntıda fiyat, toplam ve bakiye) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının üyeliği premium değil; Filtre, sıralama ve sonraki sayfalar premium üyelere özel */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postProjectsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    search?: string;
                    city_id?: string;
                    source_id?: string;
                    /** @enum {string} */
                    dir?: "asc" | "desc";
                    /** @default 1 */
                    page?: number;
                    type_id?: string;
                    status_type_id?: string;
                    /** @enum {string} */
                    sort?: "project_name" | "city" | "dc_power" | "ac_power" | "updated_at";
                    quoted_total: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            project_name: string;
                            status: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            type: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            city: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            district: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            dc_power: number | null;
                            /** @enum {string} */
                            dc_power_unit: "kWp" | "MWp";
                            ac_power: number | null;
                            /** @enum {string} */
                            ac_power_unit: "kWe" | "MWe";
                            project_start_date: string | null;
                            commissioning_date: string | null;
                            updated_at: string;
                            is_verified: boolean;
                        }[];
                        page: number;
                        page_size: number;
                        total: number;
                        total_capped: boolean;
                        total_approximate: boolean;
                        charges: {
                            cost_key: string;
                            amount: number;
                            balance: number;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Arama için giriş gerekli */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bakiye onayı gerekli (ayrıntıda fiyat, toplam ve bakiye) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer); Filtre, sıralama ve sonraki sayfalar premium üyelere özel */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCompanies: {
        parameters: {
            query?: {
                search?: string;
                city_id?: string;
                source_id?: string;
                dir?: "asc" | "desc";
                page?: number;
                activity_type_id?: string;
                product_type_id?: string;
                sort?: "company_name" | "city" | "establishment_year";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            company_name: string;
                            activity_type: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            product_type: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            city: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            establishment_year: number | null;
                            website: string | null;
                            linkedin: string | null;
                            is_verified: boolean;
                            represented: boolean;
                            is_locked: boolean;
                        }[];
                        page: number;
                        page_size: number;
                        total: number;
                        total_capped: boolean;
                        total_approximate: boolean;
                        charges: {
                            cost_key: string;
                            amount: number;
                            balance: number;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarı geçersiz ya da iptal edilmiş; Arama için giriş gerekli */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bakiye onayı gerekli (ayrıntıda fiyat, toplam ve bakiye) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının üyeliği premium değil; Filtre, sıralama ve sonraki sayfalar premium üyelere özel */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCompaniesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    search?: string;
                    city_id?: string;
                    source_id?: string;
                    /** @enum {string} */
                    dir?: "asc" | "desc";
                    /** @default 1 */
                    page?: number;
                    activity_type_id?: string;
                    product_type_id?: string;
                    /** @enum {string} */
                    sort?: "company_name" | "city" | "establishment_year";
                    quoted_total: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            company_name: string;
                            activity_type: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            product_type: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            city: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            establishment_year: number | null;
                            website: string | null;
                            linkedin: string | null;
                            is_verified: boolean;
                            represented: boolean;
                            is_locked: boolean;
                        }[];
                        page: number;
                        page_size: number;
                        total: number;
                        total_capped: boolean;
                        total_approximate: boolean;
                        charges: {
                            cost_key: string;
                            amount: number;
                            balance: number;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Arama için giriş gerekli */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bakiye onayı gerekli (ayrıntıda fiyat, toplam ve bakiye) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer); Filtre, sıralama ve sonraki sayfalar premium üyelere özel */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCompaniesOptions: {
        parameters: {
            query: {
                search: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            company_name: string;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getProjectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: {
                            /** Format: uuid */
                            id: string;
                            project_name: string;
                            status: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            type: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            city: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            district: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            dc_power: number | null;
                            /** @enum {string} */
                            dc_power_unit: "kWp" | "MWp";
                            ac_power: number | null;
                            /** @enum {string} */
                            ac_power_unit: "kWe" | "MWe";
                            project_start_date: string | null;
                            commissioning_date: string | null;
                            updated_at: string;
                            is_verified: boolean;
                            storage_capacity: number | null;
                            /** @enum {string} */
                            storage_capacity_unit: "kWh" | "MWh";
                            location: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            investor?: string | null;
                            contractor?: string | null;
                            pv_module?: string | null;
                            inverter?: string | null;
                            construction?: string | null;
                            inspection_consulting?: string | null;
                            maintenance_repair?: string | null;
                            total_investment_cost?: number | null;
                            /** @enum {string} */
                            investment_currency?: "TRY" | "USD" | "EUR";
                            financial_institution?: string | null;
                            permission_status?: string | null;
                            companies?: {
                                role: string;
                                role_label: string;
                                /** Format: uuid */
                                id: string;
                                company_name: string;
                                represented?: boolean;
                            }[];
                            history?: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "created" | "status" | "capacity" | "parties" | "station_capacity" | "merged" | "details";
                                occurred_on: string;
                                /** @enum {string} */
                                origin: "admin" | "suggestion" | "import" | "seed" | "company";
                                source: {
                                    name: string;
                                    licence: string;
                                    url: string | null;
                                    is_generated: boolean;
                                } | null;
                                changes: {
                                    field: string;
                                    label: string;
                                    before: (string | null) | (number | null) | (boolean | null);
                                    after: (string | null) | (number | null) | (boolean | null);
                                }[];
                            }[];
                            sources: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                licence: string;
                                url: string | null;
                                is_generated: boolean;
                                /** Format: date */
                                verified_on: string | null;
                                /** Format: date */
                                retrieved_on: string | null;
                                /** Format: date */
                                data_date: string | null;
                                citations: {
                                    publisher: string;
                                    url: string;
                                }[];
                                note?: string;
                            }[];
                        };
                        /** @enum {string} */
                        access: "full" | "locked" | "payment_required";
                        cost: number | null;
                        charged?: {
                            amount: number;
                            balance: number;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            308: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 308;
                        /** @enum {string} */
                        code: "MERGED";
                        message: string;
                        /** Format: uuid */
                        merged_into: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postProjectsByIdOpen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expected_cost: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: {
                            /** Format: uuid */
                            id: string;
                            project_name: string;
                            status: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            type: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            city: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            district: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            dc_power: number | null;
                            /** @enum {string} */
                            dc_power_unit: "kWp" | "MWp";
                            ac_power: number | null;
                            /** @enum {string} */
                            ac_power_unit: "kWe" | "MWe";
                            project_start_date: string | null;
                            commissioning_date: string | null;
                            updated_at: string;
                            is_verified: boolean;
                            storage_capacity: number | null;
                            /** @enum {string} */
                            storage_capacity_unit: "kWh" | "MWh";
                            location: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            investor?: string | null;
                            contractor?: string | null;
                            pv_module?: string | null;
                            inverter?: string | null;
                            construction?: string | null;
                            inspection_consulting?: string | null;
                            maintenance_repair?: string | null;
                            total_investment_cost?: number | null;
                            /** @enum {string} */
                            investment_currency?: "TRY" | "USD" | "EUR";
                            financial_institution?: string | null;
                            permission_status?: string | null;
                            companies?: {
                                role: string;
                                role_label: string;
                                /** Format: uuid */
                                id: string;
                                company_name: string;
                                represented?: boolean;
                            }[];
                            history?: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "created" | "status" | "capacity" | "parties" | "station_capacity" | "merged" | "details";
                                occurred_on: string;
                                /** @enum {string} */
                                origin: "admin" | "suggestion" | "import" | "seed" | "company";
                                source: {
                                    name: string;
                                    licence: string;
                                    url: string | null;
                                    is_generated: boolean;
                                } | null;
                                changes: {
                                    field: string;
                                    label: string;
                                    before: (string | null) | (number | null) | (boolean | null);
                                    after: (string | null) | (number | null) | (boolean | null);
                                }[];
                            }[];
                            sources: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                licence: string;
                                url: string | null;
                                is_generated: boolean;
                                /** Format: date */
                                verified_on: string | null;
                                /** Format: date */
                                retrieved_on: string | null;
                                /** Format: date */
                                data_date: string | null;
                                citations: {
                                    publisher: string;
                                    url: string;
                                }[];
                                note?: string;
                            }[];
                        };
                        /** @enum {string} */
                        access: "full" | "locked" | "payment_required";
                        cost: number | null;
                        charged?: {
                            amount: number;
                            balance: number;
                        } | null;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bakiye yetersiz */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Premium üyelik gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Maliyet gösterilenden farklı (ayrıntıda yeni maliyet): hiçbir şey açılmadı ya da düşülmedi */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCompaniesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company: {
                            /** Format: uuid */
                            id: string;
                            company_name: string;
                            activity_type: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            product_type: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            city: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            establishment_year: number | null;
                            is_verified: boolean;
                            represented?: boolean;
                            logo: string | null;
                            organization_short_description: string | null;
                            website?: string | null;
                            linkedin?: string | null;
                            relevant_person?: string | null;
                            title?: string | null;
                            email?: string | null;
                            phone?: string | null;
                            raw_address?: string | null;
                            num_employees?: string | null;
                            district?: string | null;
                            relevant_person_linkedin?: string | null;
                            track_record?: {
                                total: number;
                                by_status: {
                                    status: {
                                        /** Format: uuid */
                                        id: string;
                                        name: string;
                                    } | null;
                                    count: number;
                                }[];
                                commissioned: number;
                                commissioned_share: number | null;
                                median_months_to_commissioning: number | null;
                                measured: number;
                            };
                            sources: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                licence: string;
                                url: string | null;
                                is_generated: boolean;
                                /** Format: date */
                                verified_on: string | null;
                                /** Format: date */
                                retrieved_on: string | null;
                                /** Format: date */
                                data_date: string | null;
                                citations: {
                                    publisher: string;
                                    url: string;
                                }[];
                                note?: string;
                            }[];
                        };
                        /** @enum {string} */
                        access: "full" | "locked" | "payment_required";
                        cost: number | null;
                        charged?: {
                            amount: number;
                            balance: number;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            308: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 308;
                        /** @enum {string} */
                        code: "MERGED";
                        message: string;
                        /** Format: uuid */
                        merged_into: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCompaniesByIdOpen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expected_cost: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company: {
                            /** Format: uuid */
                            id: string;
                            company_name: string;
                            activity_type: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            product_type: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            city: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            establishment_year: number | null;
                            is_verified: boolean;
                            represented?: boolean;
                            logo: string | null;
                            organization_short_description: string | null;
                            website?: string | null;
                            linkedin?: string | null;
                            relevant_person?: string | null;
                            title?: string | null;
                            email?: string | null;
                            phone?: string | null;
                            raw_address?: string | null;
                            num_employees?: string | null;
                            district?: string | null;
                            relevant_person_linkedin?: string | null;
                            track_record?: {
                                total: number;
                                by_status: {
                                    status: {
                                        /** Format: uuid */
                                        id: string;
                                        name: string;
                                    } | null;
                                    count: number;
                                }[];
                                commissioned: number;
                                commissioned_share: number | null;
                                median_months_to_commissioning: number | null;
                                measured: number;
                            };
                            sources: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                licence: string;
                                url: string | null;
                                is_generated: boolean;
                                /** Format: date */
                                verified_on: string | null;
                                /** Format: date */
                                retrieved_on: string | null;
                                /** Format: date */
                                data_date: string | null;
                                citations: {
                                    publisher: string;
                                    url: string;
                                }[];
                                note?: string;
                            }[];
                        };
                        /** @enum {string} */
                        access: "full" | "locked" | "payment_required";
                        cost: number | null;
                        charged?: {
                            amount: number;
                            balance: number;
                        } | null;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bakiye yetersiz */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Premium üyelik gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Maliyet gösterilenden farklı (ayrıntıda yeni maliyet): hiçbir şey açılmadı ya da düşülmedi */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getProjectsByIdChangeLog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: string;
                            occurred_on: string;
                            /** @enum {string} */
                            kind: "created" | "status" | "capacity" | "parties" | "station_capacity" | "merged" | "details";
                            kind_label: string;
                            /** @enum {string} */
                            origin: "admin" | "suggestion" | "import" | "seed" | "company";
                            origin_label: string;
                            changes: {
                                field: string;
                                label: string;
                                before: (string | null) | (number | null) | (boolean | null);
                                after: (string | null) | (number | null) | (boolean | null);
                                source: {
                                    name: string;
                                    url: string | null;
                                    date: string | null;
                                } | null;
                            }[];
                        }[];
                        masked: boolean;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCompaniesByIdChangeLog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: string;
                            occurred_on: string;
                            /** @enum {string} */
                            kind: "created" | "status" | "capacity" | "parties" | "station_capacity" | "merged" | "details";
                            kind_label: string;
                            /** @enum {string} */
                            origin: "admin" | "suggestion" | "import" | "seed" | "company";
                            origin_label: string;
                            changes: {
                                field: string;
                                label: string;
                                before: (string | null) | (number | null) | (boolean | null);
                                after: (string | null) | (number | null) | (boolean | null);
                                source: {
                                    name: string;
                                    url: string | null;
                                    date: string | null;
                                } | null;
                            }[];
                        }[];
                        masked: boolean;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCompaniesByIdReferences: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            project_name: string;
                            status: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            city: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            roles: string[];
                        }[];
                        page: number;
                        page_size: number;
                        total: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış; API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Firma açılmadan referanslar görülemez */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Premium üyelik gerekli; API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSuggestionsProjectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    suggested_data: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** Format: uuid */
                        id: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Son bir saatte çok fazla öneri */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSuggestionsCompaniesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    suggested_data: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** Format: uuid */
                        id: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Son bir saatte çok fazla öneri */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCorrectionsMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companies: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        corrections: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "projects" | "companies";
                            /** Format: uuid */
                            item_id: string;
                            item_name: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            created_at: string;
                            fields: {
                                key: string;
                                label: string;
                                suggested: string | null;
                                source: {
                                    /** @enum {string} */
                                    kind: "url" | "document" | "statement";
                                    label: string;
                                    url: string | null;
                                } | null;
                                /** @enum {string|null} */
                                decision: "approved" | "rejected" | null;
                                reason: string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCorrectionsProjectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "projects" | "companies";
                        /** Format: uuid */
                        id: string;
                        name: string;
                        company: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                        fields: string[];
                        values: {
                            [key: string]: (string | null) | (number | null);
                        };
                        locked: string[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer); Üye, projenin bağlı olduğu firmalardan birinin doğrulanmış temsilcisi değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCorrectionsProjectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    values: {
                        [key: string]: unknown;
                    };
                    sources: {
                        [key: string]: {
                            /** @enum {string} */
                            kind: "url";
                            /** Format: uri */
                            url: string;
                        } | {
                            /** @enum {string} */
                            kind: "document";
                            /** Format: uuid */
                            document_id: string;
                        } | {
                            /** @enum {string} */
                            kind: "statement";
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                        fields: string[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer); Üye, projenin bağlı olduğu firmalardan birinin doğrulanmış temsilcisi değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Son bir saatte çok fazla düzeltme */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCorrectionsCompaniesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "projects" | "companies";
                        /** Format: uuid */
                        id: string;
                        name: string;
                        company: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                        fields: string[];
                        values: {
                            [key: string]: (string | null) | (number | null);
                        };
                        locked: string[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer); Üye, firmanın doğrulanmış temsilcisi değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCorrectionsCompaniesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    values: {
                        [key: string]: unknown;
                    };
                    sources: {
                        [key: string]: {
                            /** @enum {string} */
                            kind: "url";
                            /** Format: uri */
                            url: string;
                        } | {
                            /** @enum {string} */
                            kind: "document";
                            /** Format: uuid */
                            document_id: string;
                        } | {
                            /** @enum {string} */
                            kind: "statement";
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                        fields: string[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer); Üye, firmanın doğrulanmış temsilcisi değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Son bir saatte çok fazla düzeltme */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCorrectionsCompaniesByIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer); Üye, firmanın doğrulanmış temsilcisi değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCompaniesByIdMyClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        claim: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            company_id: string;
                            company_name: string;
                            /** @enum {string} */
                            method: "domain" | "document";
                            /** @enum {string} */
                            status: "pending" | "verified" | "refused" | "revoked";
                            reason: string | null;
                            created_at: string;
                            decided_at: string | null;
                        } | null;
                        domain: string | null;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCompaniesByIdClaimsDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları); Adres firmanın alan adında değil, ücretsiz bir e-posta servisinde ya da firmanın web sitesi yok */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Firma zaten temsil ediliyor ya da bekleyen bir belge başvurusu var */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Günlük başvuru sınırı ya da bu adrese saatlik e-posta sınırı doldu */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCompaniesByIdClaimsDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları); PDF yok ya da dosya PDF değil */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Firma zaten temsil ediliyor ya da bekleyen bir başvuru var */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Günlük başvuru sınırı doldu */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCompanyClaimsVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** Format: uuid */
                        company_id: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları); Doğrulama bağlantısı geçersiz */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer); Bağlantı başka bir üyenin başvurusuna ait */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bağlantı kullanılmış ya da başvuru artık beklemede değil */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bağlantının süresi dolmuş */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeCompanyClaims: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            company_id: string;
                            company_name: string;
                            /** @enum {string} */
                            method: "domain" | "document";
                            /** @enum {string} */
                            status: "pending" | "verified" | "refused" | "revoked";
                            reason: string | null;
                            created_at: string;
                            decided_at: string | null;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeRepresentedCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            since: string | null;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeRepresentedCompaniesByIdDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                        openings: {
                            company: {
                                days30: number;
                                days90: number;
                            };
                            projects: {
                                days30: number;
                                days90: number;
                            };
                        };
                        projects: number;
                        gaps: {
                            key: string;
                            title: string;
                            count: number;
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                        }[];
                        pending_suggestions: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "project" | "company";
                            /** Format: uuid */
                            item_id: string | null;
                            item_name: string;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer); Üye bu firmanın temsilcisi değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getReference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cities: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        project_types: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        project_status_types: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        project_locations: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        company_activity_types: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        company_product_types: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getReferenceDistricts: {
        parameters: {
            query: {
                city_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getTokenCosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        costs: {
                            company_detail: number;
                            project_detail: number;
                            filter: number;
                            search: number;
                            pagination: number;
                            export_rows: number;
                        };
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            key: string;
                            name: string;
                            publisher: string | null;
                            url: string | null;
                            licence: string;
                            licence_url: string | null;
                            attribution: string | null;
                            /** Format: date */
                            retrieved_on: string | null;
                            /** Format: date */
                            data_date: string | null;
                            is_generated: boolean;
                            notes: string | null;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSourcesOpenstreetmapStationsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSourcesOpenstreetmapStationsGeojson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeContractsPending: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            must: boolean;
                            file_url: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMeContractsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contract_ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        transactions: {
                            /** Format: uuid */
                            id: string;
                            amount: number;
                            description: string;
                            /** @enum {string} */
                            transaction_type: "credit" | "debit";
                            balance_after: number;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeInventory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projects: {
                            /** Format: uuid */
                            entry_id: string;
                            /** Format: uuid */
                            id: string | null;
                            name: string;
                            is_verified: boolean;
                            removed: boolean;
                            paid: number;
                            opened_at: string;
                        }[];
                        companies: {
                            /** Format: uuid */
                            entry_id: string;
                            /** Format: uuid */
                            id: string | null;
                            name: string;
                            is_verified: boolean;
                            removed: boolean;
                            paid: number;
                            opened_at: string;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            company_name: string;
                            is_verified: boolean;
                            activity_type: string | null;
                            city: string | null;
                            phone: string | null;
                            website: string | null;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeCompaniesByIdProjects: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            project_name: string;
                            status: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            city: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            roles: string[];
                        }[];
                        page: number;
                        page_size: number;
                        total: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeSubmissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companies: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            admin_feedback: string | null;
                            created_at: string;
                        }[];
                        projects: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            admin_feedback: string | null;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMeSubmissionsCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_name: string;
                    /** Format: uuid */
                    activity_type_id: string;
                    /** Format: uuid */
                    product_type_id: string;
                    /** Format: uuid */
                    city_id: string;
                    establishment_year?: number;
                    /** Format: uri */
                    website?: string;
                    /** Format: uri */
                    linkedin?: string;
                    relevant_person?: string;
                    title?: string;
                    /** Format: email */
                    email?: string;
                    phone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Son bir saatte çok fazla başvuru */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMeSubmissionsProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    project_name: string;
                    /** Format: uuid */
                    status_type_id: string;
                    /** Format: uuid */
                    type_id: string;
                    /** Format: uuid */
                    location_id: string;
                    /** Format: uuid */
                    city_id: string;
                    /** Format: uuid */
                    district_id: string;
                    dc_power?: number;
                    /**
                     * @default kWp
                     * @enum {string}
                     */
                    dc_power_unit?: "kWp" | "MWp";
                    ac_power?: number;
                    /**
                     * @default kWe
                     * @enum {string}
                     */
                    ac_power_unit?: "kWe" | "MWe";
                    storage_capacity?: number;
                    /**
                     * @default kWh
                     * @enum {string}
                     */
                    storage_capacity_unit?: "kWh" | "MWh";
                    total_investment_cost?: number;
                    /**
                     * @default TRY
                     * @enum {string}
                     */
                    investment_currency?: "TRY" | "USD" | "EUR";
                    investor?: string;
                    contractor?: string;
                    pv_module?: string;
                    inverter?: string;
                    construction?: string;
                    inspection_consulting?: string;
                    maintenance_repair?: string;
                    financial_institution?: string;
                    permission_status?: string;
                    /** Format: date */
                    project_start_date?: string;
                    /** Format: date */
                    commissioning_date?: string;
                    /** Format: uuid */
                    investor_company_id?: string;
                    /** Format: uuid */
                    contractor_company_id?: string;
                    /** Format: uuid */
                    pv_module_company_id?: string;
                    /** Format: uuid */
                    inverter_company_id?: string;
                    /** Format: uuid */
                    distribution_board_company_id?: string;
                    /** Format: uuid */
                    construction_company_id?: string;
                    /** Format: uuid */
                    owners_engineering_company_id?: string;
                    /** Format: uuid */
                    maintenance_company_id?: string;
                    /** Format: uuid */
                    financial_company_id?: string;
                    owners_engineering?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Son bir saatte çok fazla başvuru */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeBillingInfos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            billing_name: string;
                            name: string;
                            surname: string;
                            email: string;
                            gsm_number: string;
                            identity_number: string | null;
                            is_company: boolean;
                            tax_number: string | null;
                            tax_office: string | null;
                            billing_contact_name: string;
                            billing_city: string;
                            billing_country: string;
                            billing_address: string;
                            billing_zip_code: string;
                            is_default: boolean;
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMeBillingInfos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    billing_name: string;
                    name: string;
                    surname: string;
                    /** Format: email */
                    email: string;
                    gsm_number: string;
                    identity_number?: string | null;
                    /** @default false */
                    is_company?: boolean;
                    tax_number?: string | null;
                    tax_office?: string | null;
                    billing_contact_name: string;
                    billing_city: string;
                    /** @default Türkiye */
                    billing_country?: string;
                    billing_address: string;
                    billing_zip_code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        billing_name: string;
                        name: string;
                        surname: string;
                        email: string;
                        gsm_number: string;
                        identity_number: string | null;
                        is_company: boolean;
                        tax_number: string | null;
                        tax_office: string | null;
                        billing_contact_name: string;
                        billing_city: string;
                        billing_country: string;
                        billing_address: string;
                        billing_zip_code: string;
                        is_default: boolean;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMeBillingInfosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    billing_name: string;
                    name: string;
                    surname: string;
                    /** Format: email */
                    email: string;
                    gsm_number: string;
                    identity_number?: string | null;
                    /** @default false */
                    is_company?: boolean;
                    tax_number?: string | null;
                    tax_office?: string | null;
                    billing_contact_name: string;
                    billing_city: string;
                    /** @default Türkiye */
                    billing_country?: string;
                    billing_address: string;
                    billing_zip_code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        billing_name: string;
                        name: string;
                        surname: string;
                        email: string;
                        gsm_number: string;
                        identity_number: string | null;
                        is_company: boolean;
                        tax_number: string | null;
                        tax_office: string | null;
                        billing_contact_name: string;
                        billing_city: string;
                        billing_country: string;
                        billing_address: string;
                        billing_zip_code: string;
                        is_default: boolean;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteMeBillingInfosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMeBillingInfosByIdDefault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        billing_name: string;
                        name: string;
                        surname: string;
                        email: string;
                        gsm_number: string;
                        identity_number: string | null;
                        is_company: boolean;
                        tax_number: string | null;
                        tax_office: string | null;
                        billing_contact_name: string;
                        billing_city: string;
                        billing_country: string;
                        billing_address: string;
                        billing_zip_code: string;
                        is_default: boolean;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            prefix: string;
                            created_at: string;
                            last_used_at: string | null;
                            revoked_at: string | null;
                            usage: {
                                /** Format: date */
                                day: string;
                                requests: number;
                            }[];
                            total_requests: number;
                        }[];
                        limits: {
                            max_keys: number;
                            requests_per_window: number;
                            window_seconds: number;
                            usage_days: number;
                        };
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMeApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        key: string;
                        api_key: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            prefix: string;
                            created_at: string;
                            last_used_at: string | null;
                            revoked_at: string | null;
                            usage: {
                                /** Format: date */
                                day: string;
                                requests: number;
                            }[];
                            total_requests: number;
                        };
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Premium üyelik gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Etkin anahtar sayısı sınırda */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteMeApiKeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Anahtar zaten iptal edilmiş */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeWatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            target: "project" | "company" | "station" | "filter";
                            /** Format: uuid */
                            target_id: string | null;
                            filter: {
                                city_id?: string;
                                status_type_id?: string;
                                type_id?: string;
                            } | null;
                            label: string;
                            created_at: string;
                        }[];
                        limit: number;
                        limits: {
                            /** @enum {number} */
                            member: 5;
                            /** @enum {number} */
                            premium: 100;
                        };
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMeWatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    target: "project" | "company" | "station" | "filter";
                    /** Format: uuid */
                    target_id?: string;
                    filter?: {
                        /** Format: uuid */
                        city_id?: string;
                        /** Format: uuid */
                        status_type_id?: string;
                        /** Format: uuid */
                        type_id?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        watch: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            target: "project" | "company" | "station" | "filter";
                            /** Format: uuid */
                            target_id: string | null;
                            filter: {
                                city_id?: string;
                                status_type_id?: string;
                                type_id?: string;
                            } | null;
                            label: string;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer); Kayıtlı filtre takibi premium üyelere özel (listenin filtreleri gibi) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Takip edilecek kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt zaten takip ediliyor ya da takip sınırı dolu */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteMeWatchesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeNotifications: {
        parameters: {
            query?: {
                page?: number;
                unread?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            entity: "project" | "company" | "station";
                            /** Format: uuid */
                            entity_id: string;
                            /** @enum {string} */
                            kind: "created" | "status" | "capacity" | "parties" | "station_capacity" | "merged" | "details";
                            title: string;
                            item_name: string;
                            reason: string;
                            created_at: string;
                            read_at: string | null;
                        }[];
                        total: number;
                        unread: number;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeNotificationsUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMeNotificationsByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMeNotificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        email_mode: "immediate" | "daily" | "weekly" | "off";
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMeNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    email_mode: "immediate" | "daily" | "weekly" | "off";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNews: {
        parameters: {
            query?: {
                search?: string;
                tag_id?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            short_url: string | null;
                            post_image_url: string | null;
                            external_link: string | null;
                            published_at: string;
                            tag: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                color: string;
                            } | null;
                            excerpt: string;
                        }[];
                        page: number;
                        page_size: number;
                        total: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNewsTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            color: string;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNewsLatest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            short_url: string | null;
                            post_image_url: string | null;
                            external_link: string | null;
                            published_at: string;
                            tag: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                color: string;
                            } | null;
                            excerpt: string;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNewsByUrlByShort_url: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                short_url: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        short_url: string | null;
                        post_image_url: string | null;
                        external_link: string | null;
                        published_at: string;
                        tag: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            color: string;
                        } | null;
                        excerpt: string;
                        content: string;
                        reading_minutes: number;
                        meta_description: string;
                        related: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            short_url: string | null;
                            post_image_url: string | null;
                            external_link: string | null;
                            published_at: string;
                            tag: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                color: string;
                            } | null;
                            excerpt: string;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAnnouncements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            content: string;
                            background_color: string;
                            text_color: string;
                            animation_speed: number;
                            display_order: number;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNewsFeed: {
        parameters: {
            query?: {
                search?: string;
                tag_id?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            short_url: string | null;
                            post_image_url: string | null;
                            external_link: string | null;
                            published_at: string;
                            tag: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                color: string;
                            } | null;
                            excerpt: string;
                        }[];
                        page: number;
                        page_size: number;
                        total: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış; API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Premium üyelik gerekli; API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNewsFeedById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        short_url: string | null;
                        post_image_url: string | null;
                        external_link: string | null;
                        published_at: string;
                        tag: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            color: string;
                        } | null;
                        excerpt: string;
                        content: string;
                        reading_minutes: number;
                        meta_description: string;
                        related: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            short_url: string | null;
                            post_image_url: string | null;
                            external_link: string | null;
                            published_at: string;
                            tag: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                color: string;
                            } | null;
                            excerpt: string;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış; API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Premium üyelik gerekli; API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getStatisticsInstalledPower: {
        parameters: {
            query?: {
                year?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        years: number[];
                        items: {
                            /** Format: uuid */
                            id: string;
                            year: number;
                            month: number;
                            total_electric_power: number | null;
                            total_renewable_power: number | null;
                            total_solar_power: number;
                            total_licensed_solar: number | null;
                            total_unlicensed_solar: number | null;
                            renewable_percentage: number | null;
                            solar_percentage: number | null;
                            is_estimate: boolean;
                            /** Format: uuid */
                            source_id: string | null;
                        }[];
                        trend: {
                            from: {
                                year: number;
                                month: number;
                            };
                            to: {
                                year: number;
                                month: number;
                            };
                            months: number;
                            annual: boolean;
                        } | null;
                        sources: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            licence: string;
                            url: string | null;
                            is_generated: boolean;
                            /** Format: date */
                            verified_on: string | null;
                            /** Format: date */
                            retrieved_on: string | null;
                            /** Format: date */
                            data_date: string | null;
                            citations: {
                                publisher: string;
                                url: string;
                            }[];
                            note?: string;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getStatisticsProduction: {
        parameters: {
            query?: {
                year?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        years: number[];
                        items: {
                            /** Format: uuid */
                            id: string;
                            year: number;
                            month: number;
                            total_electric_production: number | null;
                            total_renewable_production: number | null;
                            total_solar_production: number;
                            total_licensed_solar_production: number | null;
                            total_unlicensed_solar_production: number | null;
                            renewable_percentage: number | null;
                            solar_percentage: number | null;
                            is_estimate: boolean;
                            /** Format: uuid */
                            source_id: string | null;
                        }[];
                        trend: {
                            from: {
                                year: number;
                                month: number;
                            };
                            to: {
                                year: number;
                                month: number;
                            };
                            months: number;
                            annual: boolean;
                        } | null;
                        sources: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            licence: string;
                            url: string | null;
                            is_generated: boolean;
                            /** Format: date */
                            verified_on: string | null;
                            /** Format: date */
                            retrieved_on: string | null;
                            /** Format: date */
                            data_date: string | null;
                            citations: {
                                publisher: string;
                                url: string;
                            }[];
                            note?: string;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getStatisticsCoverage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        catalogue_mw: number;
                        commissioned_projects: number;
                        unknown_power_projects: number;
                        official: {
                            mw: number;
                            year: number;
                            month: number;
                            page: string | null;
                            source_name: string | null;
                            publisher: string | null;
                        } | null;
                        share: number | null;
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getStations: {
        parameters: {
            query?: {
                year?: string;
                month?: string;
                city_id?: string;
                source_id?: string;
                sort?: "station_name" | "city" | "year" | "month" | "available_capacity";
                dir?: "asc" | "desc";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            station_id: string;
                            station_name: string;
                            city: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            busbar: string | null;
                            operator: string | null;
                            connection_level: string | null;
                            year: number | null;
                            month: number | null;
                            available_capacity: number | null;
                            sample: boolean;
                        }[];
                        page: number;
                        page_size: number;
                        total: number;
                        capped: boolean;
                        sources: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            licence: string;
                            url: string | null;
                            is_generated: boolean;
                            /** Format: date */
                            verified_on: string | null;
                            /** Format: date */
                            retrieved_on: string | null;
                            /** Format: date */
                            data_date: string | null;
                            citations: {
                                publisher: string;
                                url: string;
                            }[];
                            note?: string;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getStationsYears: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        years: number[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getStationsMap: {
        parameters: {
            query?: {
                year?: string;
                month?: string;
                city_id?: string;
                source_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string[];
                        station_id: string[];
                        station_name: string[];
                        city_name: string[];
                        operator: (string | null)[];
                        available_capacity: (number | null)[];
                        year: (number | null)[];
                        month: (number | null)[];
                        latitude: number[];
                        longitude: number[];
                        has_kml: boolean[];
                        sample: boolean[];
                        osm: boolean[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış; API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Premium üyelik gerekli; API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getStationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        station_id: string;
                        station_name: string;
                        city: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                        busbar: string | null;
                        operator: string | null;
                        connection_level: string | null;
                        year: number | null;
                        month: number | null;
                        available_capacity: number | null;
                        sample: boolean;
                        locked: boolean;
                        location: {
                            latitude: number | null;
                            longitude: number | null;
                            kml_url: string | null;
                            /** @enum {string|null} */
                            kml_format: "kml" | "kmz" | null;
                        } | null;
                        history: {
                            year: number;
                            month: number;
                            available_capacity: number;
                            sample: boolean;
                        }[];
                        change: {
                            previous: {
                                year: number;
                                month: number;
                                available_capacity: number;
                                sample: boolean;
                            };
                            change: number;
                            consecutive: boolean;
                        } | null;
                        sources: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            licence: string;
                            url: string | null;
                            is_generated: boolean;
                            /** Format: date */
                            verified_on: string | null;
                            /** Format: date */
                            retrieved_on: string | null;
                            /** Format: date */
                            data_date: string | null;
                            citations: {
                                publisher: string;
                                url: string;
                            }[];
                            note?: string;
                        }[];
                        capacity_sources: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            licence: string;
                            url: string | null;
                            is_generated: boolean;
                            /** Format: date */
                            verified_on: string | null;
                            /** Format: date */
                            retrieved_on: string | null;
                            /** Format: date */
                            data_date: string | null;
                            citations: {
                                publisher: string;
                                url: string;
                            }[];
                            note?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            308: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 308;
                        /** @enum {string} */
                        code: "MERGED";
                        message: string;
                        /** Format: uuid */
                        merged_into: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getStationsDefinitionsByStation_idKml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                station_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Premium üyelik gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getStationsDefinitionsByStation_idGeometry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                station_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "FeatureCollection";
                        features: {
                            /** @enum {string} */
                            type: "Feature";
                            geometry: unknown;
                            properties: unknown;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış; API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Premium üyelik gerekli; API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description KML dosyası okunamadı */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMapProvinces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provinces: {
                            /** Format: uuid */
                            city_id: string;
                            plate_code: number;
                            name: string;
                            projects: number;
                            ac_mw: number;
                            commissioned_projects: number;
                            commissioned_ac_mw: number;
                            unknown_power_projects: number;
                            commissioned_unknown_power_projects: number;
                            includes_generated: boolean;
                            official_mw: number | null;
                            official_as_of: string | null;
                        }[];
                        official_sources: {
                            as_of: string;
                            publisher: string;
                            source: string;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış; API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Premium üyelik gerekli; API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMapProjects: {
        parameters: {
            query?: {
                search?: string;
                city_id?: string;
                type_id?: string;
                status_type_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statuses: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        markers: {
                            id: string[];
                            project_name: string[];
                            latitude: number[];
                            longitude: number[];
                            approximate: boolean[];
                            status: (number | null)[];
                            osm: boolean[];
                        };
                        capped: boolean;
                        limit: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış; API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Premium üyelik gerekli; API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDashboardProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total_projects: number;
                        total_dc_power_mwp: number;
                        average_dc_power_mwp: number;
                        by_status: {
                            name: string;
                            count: number;
                            total_dc_power_mwp: number;
                        }[];
                        by_type: {
                            name: string;
                            count: number;
                        }[];
                        top_cities: {
                            name: string;
                            count: number;
                            total_dc_power_mwp: number;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış; API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Premium üyelik gerekli; API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDashboardCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total_companies: number;
                        verified_companies: number;
                        by_activity: {
                            name: string;
                            count: number;
                        }[];
                        by_product: {
                            name: string;
                            count: number;
                        }[];
                        top_cities: {
                            name: string;
                            count: number;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış; API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Premium üyelik gerekli; API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDashboardStations: {
        parameters: {
            query?: {
                year?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        years: number[];
                        year: number | null;
                        month: number | null;
                        total_capacity: number;
                        station_count: number;
                        city_count: number;
                        top_cities: {
                            /** Format: uuid */
                            city_id: string;
                            name: string;
                            total_capacity: number;
                            station_count: number;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış; API anahtarı geçersiz ya da iptal edilmiş */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Premium üyelik gerekli; API anahtarının üyeliği premium değil */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarının dakikalık istek sınırı aşıldı (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminNews: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            short_url: string | null;
                            external_link: string | null;
                            is_active: boolean;
                            /** Format: date-time */
                            published_at: string;
                            tag: {
                                name: string;
                                color: string;
                            } | null;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminNews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** Format: uuid */
                    tag_id?: string | null;
                    short_url?: string | null;
                    post_image_url?: string | null;
                    external_link?: string | null;
                    content?: string | null;
                    /** Format: date-time */
                    published_at: string;
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kısa adres kullanımda */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminNewsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        /** Format: uuid */
                        tag_id: string | null;
                        short_url: string | null;
                        post_image_url: string | null;
                        external_link: string | null;
                        content: string | null;
                        /** Format: date-time */
                        published_at: string;
                        is_active: boolean;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminNewsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** Format: uuid */
                    tag_id?: string | null;
                    short_url?: string | null;
                    post_image_url?: string | null;
                    external_link?: string | null;
                    content?: string | null;
                    /** Format: date-time */
                    published_at: string;
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kısa adres kullanımda */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminNewsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminNewsByIdToggle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminProjects: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            project_name: string;
                            is_verified: boolean;
                            status: string | null;
                            city: string | null;
                            created_at: string;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    project_name: string;
                    /** Format: uuid */
                    status_type_id: string;
                    /** Format: uuid */
                    type_id: string;
                    /** Format: uuid */
                    location_id: string;
                    /** Format: uuid */
                    city_id: string;
                    /** Format: uuid */
                    district_id: string;
                    dc_power?: number;
                    /**
                     * @default kWp
                     * @enum {string}
                     */
                    dc_power_unit?: "kWp" | "MWp";
                    ac_power?: number;
                    /**
                     * @default kWe
                     * @enum {string}
                     */
                    ac_power_unit?: "kWe" | "MWe";
                    storage_capacity?: number;
                    /**
                     * @default kWh
                     * @enum {string}
                     */
                    storage_capacity_unit?: "kWh" | "MWh";
                    total_investment_cost?: number;
                    /**
                     * @default TRY
                     * @enum {string}
                     */
                    investment_currency?: "TRY" | "USD" | "EUR";
                    investor?: string;
                    contractor?: string;
                    pv_module?: string;
                    inverter?: string;
                    construction?: string;
                    inspection_consulting?: string;
                    maintenance_repair?: string;
                    financial_institution?: string;
                    permission_status?: string;
                    /** Format: date */
                    project_start_date?: string;
                    /** Format: date */
                    commissioning_date?: string;
                    /** Format: uuid */
                    investor_company_id?: string;
                    /** Format: uuid */
                    contractor_company_id?: string;
                    /** Format: uuid */
                    pv_module_company_id?: string;
                    /** Format: uuid */
                    inverter_company_id?: string;
                    /** Format: uuid */
                    distribution_board_company_id?: string;
                    /** Format: uuid */
                    construction_company_id?: string;
                    /** Format: uuid */
                    owners_engineering_company_id?: string;
                    /** Format: uuid */
                    maintenance_company_id?: string;
                    /** Format: uuid */
                    financial_company_id?: string;
                    /** @default false */
                    is_verified?: boolean;
                    latitude?: number | null;
                    longitude?: number | null;
                    /** Format: date */
                    history_date?: string;
                    /** Format: uuid */
                    history_source_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminProjectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        values: {
                            [key: string]: unknown;
                        };
                        labels: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminProjectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    project_name: string;
                    /** Format: uuid */
                    status_type_id: string;
                    /** Format: uuid */
                    type_id: string;
                    /** Format: uuid */
                    location_id: string;
                    /** Format: uuid */
                    city_id: string;
                    /** Format: uuid */
                    district_id: string;
                    dc_power?: number;
                    /**
                     * @default kWp
                     * @enum {string}
                     */
                    dc_power_unit?: "kWp" | "MWp";
                    ac_power?: number;
                    /**
                     * @default kWe
                     * @enum {string}
                     */
                    ac_power_unit?: "kWe" | "MWe";
                    storage_capacity?: number;
                    /**
                     * @default kWh
                     * @enum {string}
                     */
                    storage_capacity_unit?: "kWh" | "MWh";
                    total_investment_cost?: number;
                    /**
                     * @default TRY
                     * @enum {string}
                     */
                    investment_currency?: "TRY" | "USD" | "EUR";
                    investor?: string;
                    contractor?: string;
                    pv_module?: string;
                    inverter?: string;
                    construction?: string;
                    inspection_consulting?: string;
                    maintenance_repair?: string;
                    financial_institution?: string;
                    permission_status?: string;
                    /** Format: date */
                    project_start_date?: string;
                    /** Format: date */
                    commissioning_date?: string;
                    /** Format: uuid */
                    investor_company_id?: string;
                    /** Format: uuid */
                    contractor_company_id?: string;
                    /** Format: uuid */
                    pv_module_company_id?: string;
                    /** Format: uuid */
                    inverter_company_id?: string;
                    /** Format: uuid */
                    distribution_board_company_id?: string;
                    /** Format: uuid */
                    construction_company_id?: string;
                    /** Format: uuid */
                    owners_engineering_company_id?: string;
                    /** Format: uuid */
                    maintenance_company_id?: string;
                    /** Format: uuid */
                    financial_company_id?: string;
                    /** @default false */
                    is_verified?: boolean;
                    latitude?: number | null;
                    longitude?: number | null;
                    /** Format: date */
                    history_date?: string;
                    /** Format: uuid */
                    history_source_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminProjectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminCompanies: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            company_name: string;
                            is_verified: boolean;
                            email: string | null;
                            phone: string | null;
                            user_email: string | null;
                            created_at: string;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_name: string;
                    /** Format: uuid */
                    activity_type_id: string;
                    /** Format: uuid */
                    product_type_id: string;
                    /** Format: uuid */
                    city_id: string;
                    establishment_year?: number;
                    /** Format: uri */
                    website?: string;
                    /** Format: uri */
                    linkedin?: string;
                    relevant_person?: string;
                    title?: string;
                    /** Format: email */
                    email?: string;
                    phone?: string;
                    /** Format: uuid */
                    user_id?: string;
                    /** @default false */
                    is_verified?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminCompaniesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        values: {
                            [key: string]: unknown;
                        };
                        labels: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminCompaniesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_name: string;
                    /** Format: uuid */
                    activity_type_id: string;
                    /** Format: uuid */
                    product_type_id: string;
                    /** Format: uuid */
                    city_id: string;
                    establishment_year?: number;
                    /** Format: uri */
                    website?: string;
                    /** Format: uri */
                    linkedin?: string;
                    relevant_person?: string;
                    title?: string;
                    /** Format: email */
                    email?: string;
                    phone?: string;
                    /** Format: uuid */
                    user_id?: string;
                    /** @default false */
                    is_verified?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminCompaniesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminSolarProjects: {
        parameters: {
            query?: {
                search?: string;
                decision_type?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            proje_adi: string;
                            proje_sahibi: string | null;
                            il: string | null;
                            ilce: string | null;
                            sektor: string | null;
                            alt_sektor: string | null;
                            toplanti_karar_tipi: string | null;
                            tarih: string | null;
                            proje_turu: string | null;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                        decision_types: string[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSolarProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    proje_adi: string;
                    proje_sahibi?: string;
                    il?: string;
                    ilce?: string;
                    sektor?: string;
                    alt_sektor?: string;
                    toplanti_karar_tipi?: string;
                    /** Format: date */
                    tarih?: string;
                    proje_turu?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminSolarProjectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    proje_adi: string;
                    proje_sahibi?: string;
                    il?: string;
                    ilce?: string;
                    sektor?: string;
                    alt_sektor?: string;
                    toplanti_karar_tipi?: string;
                    /** Format: date */
                    tarih?: string;
                    proje_turu?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminSolarProjectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminNewsTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            color: string;
                            news_count: number;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminNewsTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default #484866 */
                    color?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu adda bir etiket var */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminNewsTagsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default #484866 */
                    color?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu adda bir etiket var */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminNewsTagsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Etiket kullanımda */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminReferenceByList: {
        parameters: {
            query?: {
                search?: string;
                city_id?: string;
                page?: number;
            };
            header?: never;
            path: {
                list: "activity_types" | "product_types" | "project_locations" | "project_status_types" | "project_types" | "cities" | "districts";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** Format: uuid */
                            city_id: string | null;
                            city: string | null;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminReferenceByList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list: "activity_types" | "product_types" | "project_locations" | "project_status_types" | "project_types" | "cities" | "districts";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: uuid */
                    city_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu adda bir kayıt var */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminReferenceByListById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list: "activity_types" | "product_types" | "project_locations" | "project_status_types" | "project_types" | "cities" | "districts";
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: uuid */
                    city_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu adda bir kayıt var */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminReferenceByListById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list: "activity_types" | "product_types" | "project_locations" | "project_status_types" | "project_types" | "cities" | "districts";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt kullanımda */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminSuggestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projects: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            item_id: string;
                            item_name: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            created_at: string;
                            suggested_by: string | null;
                            admin_feedback: string | null;
                            by_representative: boolean;
                            fields: {
                                key: string;
                                label: string;
                                current: string | null;
                                suggested: string | null;
                                changed: boolean;
                                source?: {
                                    /** @enum {string} */
                                    kind: "url" | "document" | "statement";
                                    label: string;
                                    url: string | null;
                                } | null;
                                /** @enum {string|null} */
                                decision?: "approved" | "rejected" | null;
                                reason?: string | null;
                            }[];
                        }[];
                        companies: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            item_id: string;
                            item_name: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            created_at: string;
                            suggested_by: string | null;
                            admin_feedback: string | null;
                            by_representative: boolean;
                            fields: {
                                key: string;
                                label: string;
                                current: string | null;
                                suggested: string | null;
                                changed: boolean;
                                source?: {
                                    /** @enum {string} */
                                    kind: "url" | "document" | "statement";
                                    label: string;
                                    url: string | null;
                                } | null;
                                /** @enum {string|null} */
                                decision?: "approved" | "rejected" | null;
                                reason?: string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSuggestionsByKindByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "projects" | "companies";
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Öneri zaten karara bağlanmış */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSuggestionsByKindByIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "projects" | "companies";
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    feedback: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Öneri zaten karara bağlanmış */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSuggestionsByKindByIdDecide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "projects" | "companies";
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    decisions: {
                        [key: string]: {
                            /** @enum {string} */
                            decision: "approved";
                        } | {
                            /** @enum {string} */
                            decision: "rejected";
                            reason: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Öneri zaten karara bağlanmış */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminSubmissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companies: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            user_email: string | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            admin_feedback: string | null;
                            created_at: string;
                            fields: {
                                key: string;
                                label: string;
                                current: string | null;
                                suggested: string | null;
                                changed: boolean;
                                source?: {
                                    /** @enum {string} */
                                    kind: "url" | "document" | "statement";
                                    label: string;
                                    url: string | null;
                                } | null;
                                /** @enum {string|null} */
                                decision?: "approved" | "rejected" | null;
                                reason?: string | null;
                            }[];
                        }[];
                        projects: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            user_email: string | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            admin_feedback: string | null;
                            created_at: string;
                            fields: {
                                key: string;
                                label: string;
                                current: string | null;
                                suggested: string | null;
                                changed: boolean;
                                source?: {
                                    /** @enum {string} */
                                    kind: "url" | "document" | "statement";
                                    label: string;
                                    url: string | null;
                                } | null;
                                /** @enum {string|null} */
                                decision?: "approved" | "rejected" | null;
                                reason?: string | null;
                            }[];
                        }[];
                        pending: {
                            companies: number;
                            projects: number;
                        };
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSubmissionsByKindByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "projects" | "companies";
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    feedback?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Başvuru zaten karara bağlanmış */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSubmissionsByKindByIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "projects" | "companies";
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    feedback: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Başvuru zaten karara bağlanmış */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            created_at: string;
                            token_balance: number;
                            is_premium: boolean;
                            is_super_admin: boolean;
                            premium_trial_ends_at: string | null;
                            subscription_reference_code: string | null;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminUsersOptions: {
        parameters: {
            query: {
                search: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            is_premium: boolean;
                            is_super_admin: boolean;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminUsersByIdBalance: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    direction: "credit" | "debit";
                    amount: number;
                    description: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        balance: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Düşülen tutar bakiyeden büyük */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Idempotency-Key başka bir bakiye işleminde kullanıldı */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Eklenen tutar bakiyeyi üst sınırın (2.147.483.647) üstüne çıkarır */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminUsersByIdRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_premium?: boolean;
                    is_super_admin?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Üyenin iyzico'da ücretli aboneliği var: premium, "Aboneliği Kaldır" ile kapatılır */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminUsersByIdSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    package_id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu arada üyenin ödediği başka bir abonelik var */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminUsersByIdSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kullanıcının aboneliği yok */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminAudit: {
        parameters: {
            query?: {
                admin_id?: string;
                entity?: string;
                entity_id?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            admin_email: string;
                            action: string;
                            entity: string;
                            entity_id: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            changed: string[];
                            created_at: string;
                        }[];
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminStatisticsByKind: {
        parameters: {
            query: {
                year: number;
                month: number;
            };
            header?: never;
            path: {
                kind: "installed-power" | "production";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        values: {
                            [key: string]: unknown;
                        } | null;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminStatisticsInstalledPower: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    year: number;
                    month: number;
                    total_electric_power: number;
                    total_renewable_power: number;
                    total_solar_power: number;
                    total_licensed_solar: number;
                    total_unlicensed_solar: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        created: boolean;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminStatisticsProduction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    year: number;
                    month: number;
                    total_electric_production: number;
                    total_renewable_production: number;
                    total_solar_production: number;
                    total_licensed_solar_production: number;
                    total_unlicensed_solar_production: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        created: boolean;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminTrials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stats: {
                            total: number;
                            active: number;
                            expiring_soon: number;
                            expired: number;
                        };
                        items: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            premium_trial_ends_at: string;
                            days_left: number;
                            token_balance: number;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminTrialsExpire: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminTrialsByIdExtend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminTrialsByIdEnd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminApiKeys: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            member_email: string;
                            name: string;
                            prefix: string;
                            created_at: string;
                            last_used_at: string | null;
                            revoked_at: string | null;
                            recent_requests: number;
                            total_requests: number;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminApiKeysByIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Anahtar zaten iptal edilmiş */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminFailedJobs: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            queue: string;
                            job_id: string;
                            data: string;
                            attempts: number;
                            error: string;
                            failed_at: string;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminFailedJobsByIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminAnnouncements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            content: string;
                            background_color: string;
                            text_color: string;
                            animation_speed: number;
                            is_active: boolean;
                            display_order: number;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminAnnouncements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    content: string;
                    /** @default #059669 */
                    background_color?: string;
                    /** @default #ffffff */
                    text_color?: string;
                    /** @default 30 */
                    animation_speed?: number;
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminAnnouncementsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    content: string;
                    /** @default #059669 */
                    background_color?: string;
                    /** @default #ffffff */
                    text_color?: string;
                    /** @default 30 */
                    animation_speed?: number;
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminAnnouncementsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminAnnouncementsByIdToggle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminAnnouncementsByIdMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    direction: "up" | "down";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminContracts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            active: boolean;
                            must: boolean;
                            file_url: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminContracts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminContractsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminContractsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminContractsByIdToggle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminCookiePolicies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            active: boolean;
                            must: boolean;
                            file_url: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminCookiePolicies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminCookiePoliciesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminCookiePoliciesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminCookiePoliciesByIdToggle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminPlatformStats: {
        parameters: {
            query?: {
                period?: "day" | "week" | "month" | "year";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        period: "day" | "week" | "month" | "year";
                        /** Format: date-time */
                        since: string;
                        totals: {
                            users: number;
                            verified_users: number;
                            premium_users: number;
                            trial_users: number;
                            admins: number;
                            premium_share: number;
                            projects: number;
                            companies: number;
                            catalog_approximate: boolean;
                            active_subscriptions: number;
                            revenue: number;
                        };
                        in_period: {
                            new_users: number;
                            new_subscriptions: number;
                            new_trials: number;
                            revenue: number;
                        };
                        series: {
                            /** Format: date-time */
                            bucket: string;
                            new_users: number;
                            new_subscriptions: number;
                            revenue: number;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminSubscriptions: {
        parameters: {
            query?: {
                search?: string;
                status?: "all" | "SUCCESS" | "PENDING" | "FAILED" | "CANCELLED";
                period?: "all" | "today" | "week" | "month" | "year";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            user_id: string;
                            user_email: string;
                            package_name: string | null;
                            /** @enum {string} */
                            status: "SUCCESS" | "PENDING" | "FAILED" | "CANCELLED";
                            amount: number | null;
                            currency: string | null;
                            manual: boolean;
                            subscription_reference_code: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            processed_at: string | null;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                        stats: {
                            total: number;
                            SUCCESS: number;
                            PENDING: number;
                            FAILED: number;
                            CANCELLED: number;
                        };
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminQualityDuplicates: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
                kind?: "project" | "company" | "station";
                city_id?: string;
                source_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @enum {string} */
                            kind: "project" | "company" | "station";
                            a: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                city: string | null;
                                sources: string[];
                            };
                            b: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                city: string | null;
                                sources: string[];
                            };
                            score: number;
                            reasons: {
                                distance_m: number | null;
                                name_similarity: number;
                                capacity_difference: number | null;
                                same_province: boolean;
                            };
                            found_at: string;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminQualityDuplicatesCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: number;
                        company: number;
                        station: number;
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminQualityDuplicatesScan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pairs: number;
                        milliseconds: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminQualityDuplicatesDistinct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "project" | "company" | "station";
                    /** Format: uuid */
                    a: string;
                    /** Format: uuid */
                    b: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıtlardan biri bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu çift zaten farklı kayıtlar olarak işaretlenmiş */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminPackagesProviderPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            price: number;
                            currencyCode: string;
                            paymentInterval: string;
                            referenceCode: string;
                            productReferenceCode: string;
                            status: string;
                            product_name: string;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminPackagesByIdToggle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            description: string | null;
                            features: string[];
                            price: number;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            /** @enum {string} */
                            billing_period: "MONTHLY" | "YEARLY";
                            token_count: number;
                            is_featured: boolean;
                            badge_text: string | null;
                            /** @enum {string} */
                            badge_color: "blue" | "green" | "purple" | "orange" | "red" | "yellow";
                            trial_days: number;
                            sort_order: number;
                            iyzico_pricing_plan_reference_code: string | null;
                            iyzico_product_reference_code: string | null;
                            is_active: boolean;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default null */
                    description?: string | null;
                    /** @default [] */
                    features?: string[];
                    price: number;
                    /**
                     * @default TRY
                     * @enum {string}
                     */
                    currency?: "TRY" | "USD" | "EUR";
                    /**
                     * @default MONTHLY
                     * @enum {string}
                     */
                    billing_period?: "MONTHLY" | "YEARLY";
                    iyzico_pricing_plan_reference_code: string;
                    /** @default null */
                    iyzico_product_reference_code?: string | null;
                    /** @default true */
                    is_active?: boolean;
                    /** @default false */
                    is_featured?: boolean;
                    sort_order?: number;
                    /** @default null */
                    badge_text?: string | null;
                    /**
                     * @default blue
                     * @enum {string}
                     */
                    badge_color?: "blue" | "green" | "purple" | "orange" | "red" | "yellow";
                    token_count?: number;
                    trial_days?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ödeme planı başka bir pakette */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminPackagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        description: string | null;
                        features: string[];
                        price: number;
                        /** @enum {string} */
                        currency: "TRY" | "USD" | "EUR";
                        /** @enum {string} */
                        billing_period: "MONTHLY" | "YEARLY";
                        token_count: number;
                        is_featured: boolean;
                        badge_text: string | null;
                        /** @enum {string} */
                        badge_color: "blue" | "green" | "purple" | "orange" | "red" | "yellow";
                        trial_days: number;
                        sort_order: number;
                        iyzico_pricing_plan_reference_code: string | null;
                        iyzico_product_reference_code: string | null;
                        is_active: boolean;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminPackagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default null */
                    description?: string | null;
                    /** @default [] */
                    features?: string[];
                    price: number;
                    /**
                     * @default TRY
                     * @enum {string}
                     */
                    currency?: "TRY" | "USD" | "EUR";
                    /**
                     * @default MONTHLY
                     * @enum {string}
                     */
                    billing_period?: "MONTHLY" | "YEARLY";
                    iyzico_pricing_plan_reference_code: string;
                    /** @default null */
                    iyzico_product_reference_code?: string | null;
                    /** @default true */
                    is_active?: boolean;
                    /** @default false */
                    is_featured?: boolean;
                    sort_order?: number;
                    /** @default null */
                    badge_text?: string | null;
                    /**
                     * @default blue
                     * @enum {string}
                     */
                    badge_color?: "blue" | "green" | "purple" | "orange" | "red" | "yellow";
                    token_count?: number;
                    trial_days?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ödeme planı başka bir pakette */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminPackagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminStationsOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            station_name: string;
                            city_name: string;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminStationsDefinitions: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
                dir?: "asc" | "desc";
                city_id?: string;
                sort?: "station_name" | "city" | "operator" | "created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            station_name: string;
                            /** Format: uuid */
                            city_id: string;
                            city: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            busbar: string | null;
                            operator: string | null;
                            connection_level: string | null;
                            latitude: number | null;
                            longitude: number | null;
                            has_kml: boolean;
                            is_generated: boolean;
                            capacity_count: number;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminStationsDefinitions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminStationsDefinitionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        station_name: string;
                        /** Format: uuid */
                        city_id: string;
                        city: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                        busbar: string | null;
                        operator: string | null;
                        connection_level: string | null;
                        latitude: number | null;
                        longitude: number | null;
                        has_kml: boolean;
                        is_generated: boolean;
                        capacity_count: number;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminStationsDefinitionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminStationsDefinitionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminStationsCombined: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminStationsCapacities: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
                dir?: "asc" | "desc";
                year?: string;
                sort?: "station_name" | "city" | "year" | "month" | "available_capacity";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            station_id: string;
                            station_name: string;
                            city_name: string;
                            year: number;
                            month: number;
                            available_capacity: number;
                            is_generated: boolean;
                            entry_note: string | null;
                            entered_by: string | null;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminStationsCapacities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    station_id: string;
                    available_capacity: number;
                    year: number;
                    month: number;
                    entry_note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu trafo merkezi için bu ayın kaydı var */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminStationsCapacitiesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        station_id: string;
                        station_name: string;
                        city_name: string;
                        year: number;
                        month: number;
                        available_capacity: number;
                        is_generated: boolean;
                        entry_note: string | null;
                        entered_by: string | null;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminStationsCapacitiesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    station_id: string;
                    available_capacity: number;
                    year: number;
                    month: number;
                    entry_note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu trafo merkezi için bu ayın kaydı var */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminStationsCapacitiesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminSources: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            key: string;
                            name: string;
                            publisher: string | null;
                            licence: string;
                            retrieved_on: string | null;
                            is_generated: boolean;
                            use_count: number;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    name: string;
                    publisher?: string;
                    /** Format: uri */
                    url?: string;
                    licence: string;
                    /** Format: uri */
                    licence_url?: string;
                    attribution?: string;
                    /** Format: date */
                    retrieved_on?: string;
                    /** Format: date */
                    data_date?: string;
                    /** @default false */
                    is_generated?: boolean;
                    notes?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu anahtarla bir kaynak var */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminSourcesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        values: {
                            [key: string]: unknown;
                        };
                        labels: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminSourcesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    name: string;
                    publisher?: string;
                    /** Format: uri */
                    url?: string;
                    licence: string;
                    /** Format: uri */
                    licence_url?: string;
                    attribution?: string;
                    /** Format: date */
                    retrieved_on?: string;
                    /** Format: date */
                    data_date?: string;
                    /** @default false */
                    is_generated?: boolean;
                    notes?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları); Kaynağın anahtarı değiştirilemez */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminSourcesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kaynak kayıtlarda, istatistiklerde ya da içe aktarmalarda kullanılıyor */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminSourcesOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            key: string;
                            name: string;
                            licence: string;
                            is_generated: boolean;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminImports: {
        parameters: {
            query?: {
                page?: number;
                kind?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "projects" | "companies" | "stations" | "station_capacities" | "installed_power" | "production";
                            /** @enum {string} */
                            status: "previewing" | "previewed" | "committing" | "committed" | "reverted" | "failed";
                            file_name: string;
                            file_size: number;
                            source: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            counts: {
                                create: number;
                                update: number;
                                unchanged: number;
                                duplicate: number;
                                error: number;
                            };
                            progress: {
                                done: number;
                                total: number;
                            };
                            error: string | null;
                            ignored_columns: string[];
                            /** Format: date-time */
                            created_at: string;
                            created_by: string | null;
                            /** Format: date-time */
                            committed_at: string | null;
                            committed_by: string | null;
                            /** Format: date-time */
                            reverted_at: string | null;
                            reverted_by: string | null;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminImports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        status_url: string;
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri); Dosya CSV ya da XLSX değil ya da boş; kaynak bulunamadı; eşleştirme JSON değil (dosyanın içeriğiyle ilgili hatalar önizleme işinin durumunda `failed` olarak görünür) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu kimlikle bir içe aktarma zaten var */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük; Dosya 25 MB'tan büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bu sunucu aynı anda 2 dosya önizliyor; `Retry-After` saniye sonra yeniden deneyin */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminImportsByIdPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        state: "queued" | "reading" | "checking" | "ready" | "failed";
                        progress: {
                            done: number;
                            total: number;
                        };
                        error: string | null;
                        preview: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "projects" | "companies" | "stations" | "station_capacities" | "installed_power" | "production";
                            /** @enum {string} */
                            status: "previewed" | "failed";
                            file_name: string;
                            /** Format: uuid */
                            source_id: string | null;
                            counts: {
                                create: number;
                                update: number;
                                unchanged: number;
                                duplicate: number;
                                error: number;
                            };
                            headers: string[];
                            mapping: {
                                [key: string]: string;
                            };
                            missing: string[];
                            columns: {
                                header: string;
                                field: string | null;
                                empty: boolean;
                            }[];
                            unmapped: string[];
                            rows: {
                                row: number;
                                /** @enum {string} */
                                action: "create" | "update" | "unchanged" | "duplicate" | "error";
                                label: string;
                                /** Format: uuid */
                                record_id: string | null;
                                /** @enum {string|null} */
                                matched_by: "key" | "name" | null;
                                diff: {
                                    field: string;
                                    label: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                errors: {
                                    row: number;
                                    column: string;
                                    message: string;
                                }[];
                                duplicate_of: number | null;
                                warnings: string[];
                            }[];
                            errors: {
                                row: number;
                                column: string;
                                message: string;
                            }[];
                            errors_total: number;
                        } | null;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminImportsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "projects" | "companies" | "stations" | "station_capacities" | "installed_power" | "production";
                        /** @enum {string} */
                        status: "previewing" | "previewed" | "committing" | "committed" | "reverted" | "failed";
                        file_name: string;
                        file_size: number;
                        source: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        } | null;
                        counts: {
                            create: number;
                            update: number;
                            unchanged: number;
                            duplicate: number;
                            error: number;
                        };
                        progress: {
                            done: number;
                            total: number;
                        };
                        error: string | null;
                        ignored_columns: string[];
                        /** Format: date-time */
                        created_at: string;
                        created_by: string | null;
                        /** Format: date-time */
                        committed_at: string | null;
                        committed_by: string | null;
                        /** Format: date-time */
                        reverted_at: string | null;
                        reverted_by: string | null;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminImportsByIdRows: {
        parameters: {
            query?: {
                action?: string;
                page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            row: number;
                            /** @enum {string} */
                            action: "create" | "update" | "unchanged" | "duplicate" | "error";
                            label: string;
                            /** Format: uuid */
                            record_id: string | null;
                            /** @enum {string|null} */
                            matched_by: "key" | "name" | null;
                            diff: {
                                field: string;
                                label: string;
                                before: unknown;
                                after: unknown;
                            }[];
                            errors: {
                                row: number;
                                column: string;
                                message: string;
                            }[];
                            duplicate_of: number | null;
                            warnings: string[];
                        }[];
                        total: number;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminImportsByIdCommit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ignore_columns?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "projects" | "companies" | "stations" | "station_capacities" | "installed_power" | "production";
                        /** @enum {string} */
                        status: "previewing" | "previewed" | "committing" | "committed" | "reverted" | "failed";
                        file_name: string;
                        file_size: number;
                        source: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        } | null;
                        counts: {
                            create: number;
                            update: number;
                            unchanged: number;
                            duplicate: number;
                            error: number;
                        };
                        progress: {
                            done: number;
                            total: number;
                        };
                        error: string | null;
                        ignored_columns: string[];
                        /** Format: date-time */
                        created_at: string;
                        created_by: string | null;
                        /** Format: date-time */
                        committed_at: string | null;
                        committed_by: string | null;
                        /** Format: date-time */
                        reverted_at: string | null;
                        reverted_by: string | null;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları); Önizlemede hiçbir alana eşleştirilmemiş, veri içeren sütunlar var ve `ignore_columns` hepsini içe aktarılmayacak olarak onaylamıyor (mesajda hangileri); ya da `ignore_columns` eşleştirilmemiş olmayan bir sütun adı içeriyor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçe aktarma zaten kaydedildi, geri alındı, başarısız oldu ya da hâlâ önizleniyor; ya da önizlemeden sonra kayıtlar değişti (ayrıntıda hangileri) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminImportsByIdRevert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "projects" | "companies" | "stations" | "station_capacities" | "installed_power" | "production";
                        /** @enum {string} */
                        status: "previewing" | "previewed" | "committing" | "committed" | "reverted" | "failed";
                        file_name: string;
                        file_size: number;
                        source: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        } | null;
                        counts: {
                            create: number;
                            update: number;
                            unchanged: number;
                            duplicate: number;
                            error: number;
                        };
                        progress: {
                            done: number;
                            total: number;
                        };
                        error: string | null;
                        ignored_columns: string[];
                        /** Format: date-time */
                        created_at: string;
                        created_by: string | null;
                        /** Format: date-time */
                        committed_at: string | null;
                        committed_by: string | null;
                        /** Format: date-time */
                        reverted_at: string | null;
                        reverted_by: string | null;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçe aktarma kaydedilmedi ya da zaten geri alındı; ya da yazdığı kayıtlar sonradan değişti, daha sonraki bir içe aktarma aynı kayıtları yazdı ya da eklediği kayıtlar başka kayıtlarda kullanılıyor (mesajda hangileri) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminCompanyClaims: {
        parameters: {
            query?: {
                status?: "pending" | "verified" | "refused" | "revoked";
                company_id?: string;
                search?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            company_id: string;
                            company_name: string;
                            /** Format: uuid */
                            user_id: string;
                            member_email: string;
                            /** @enum {string} */
                            method: "domain" | "document";
                            /** @enum {string} */
                            status: "pending" | "verified" | "refused" | "revoked";
                            reason: string | null;
                            created_at: string;
                            decided_at: string | null;
                            decided_by_email: string | null;
                            link_email: string | null;
                            has_document: boolean;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminCompanyClaimsByIdDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminCompanyClaimsByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Başvuru beklemede değil */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminCompanyClaimsByIdRefuse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Başvuru beklemede değil */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminCompanyClaimsByIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Temsilcilik doğrulanmış değil */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminQualityGaps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            no_coordinates: number;
                            no_capacity: number;
                            no_investor: number;
                            no_status_date: number;
                            no_real_source: number;
                            stale: number;
                            company_no_project: number;
                            company_stale: number;
                            station_no_real_capacity: number;
                            station_stale: number;
                        };
                        trends: {
                            no_coordinates: {
                                day: string;
                                count: number;
                            }[];
                            no_capacity: {
                                day: string;
                                count: number;
                            }[];
                            no_investor: {
                                day: string;
                                count: number;
                            }[];
                            no_status_date: {
                                day: string;
                                count: number;
                            }[];
                            no_real_source: {
                                day: string;
                                count: number;
                            }[];
                            stale: {
                                day: string;
                                count: number;
                            }[];
                            company_no_project: {
                                day: string;
                                count: number;
                            }[];
                            company_stale: {
                                day: string;
                                count: number;
                            }[];
                            station_no_real_capacity: {
                                day: string;
                                count: number;
                            }[];
                            station_stale: {
                                day: string;
                                count: number;
                            }[];
                        };
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminQualityGapsByKey: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
                source_id?: string;
                city_id?: string;
            };
            header?: never;
            path: {
                key: "no_coordinates" | "no_capacity" | "no_investor" | "no_status_date" | "no_real_source" | "stale" | "company_no_project" | "company_stale" | "station_no_real_capacity" | "station_stale";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            city: string | null;
                            sources: string[];
                            newest_data_date: string | null;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminQualityCoverage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        national: {
                            catalogue_mw: number;
                            commissioned_projects: number;
                            unknown_power_projects: number;
                            official: {
                                mw: number;
                                year: number;
                                month: number;
                                page: string | null;
                                source_name: string | null;
                                publisher: string | null;
                            } | null;
                            share: number | null;
                        };
                        provinces: {
                            /** Format: uuid */
                            city_id: string;
                            plate_code: number;
                            name: string;
                            projects: number;
                            catalogue_mw: number | null;
                            unknown_power_projects: number;
                            official_mw: number | null;
                            official_as_of: string | null;
                            share: number | null;
                        }[];
                        official_sources: {
                            as_of: string;
                            publisher: string;
                            source: string;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminMergesCompareByKindByAByB: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "project" | "company" | "station";
                a: string;
                b: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "project" | "company" | "station";
                        a: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            created_at: string;
                            updated_at: string;
                            sources: {
                                /** Format: uuid */
                                source_id: string;
                                name: string;
                                external_key: string | null;
                                verified_on: string;
                            }[];
                            counts: {
                                events: number;
                                openings: number;
                                watches: number;
                                suggestions: number;
                                submissions: number;
                                projects: number;
                                capacities: number;
                            };
                        };
                        b: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            created_at: string;
                            updated_at: string;
                            sources: {
                                /** Format: uuid */
                                source_id: string;
                                name: string;
                                external_key: string | null;
                                verified_on: string;
                            }[];
                            counts: {
                                events: number;
                                openings: number;
                                watches: number;
                                suggestions: number;
                                submissions: number;
                                projects: number;
                                capacities: number;
                            };
                        };
                        fields: {
                            field: string;
                            label: string;
                            a: string | null;
                            b: string | null;
                            differs: boolean;
                        }[];
                        capacities: {
                            year: number;
                            month: number;
                            a: number | null;
                            b: number | null;
                        }[];
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı; Kayıtlardan biri bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminMerges: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "project" | "company" | "station";
                            /** Format: uuid */
                            survivor_id: string;
                            /** Format: uuid */
                            merged_id: string;
                            survivor_name: string;
                            merged_name: string;
                            taken: string[];
                            merged_at: string;
                            merged_by_email: string | null;
                            undone_at: string | null;
                            undone_by_email: string | null;
                        }[];
                        total: number;
                        capped: boolean;
                        page: number;
                        page_size: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminMerges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "project" | "company" | "station";
                    /** Format: uuid */
                    survivor_id: string;
                    /** Format: uuid */
                    merged_id: string;
                    /** @default {} */
                    choices?: {
                        [key: string]: "survivor" | "merged";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        survivor_id: string;
                        /** Format: uuid */
                        merged_id: string;
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıtlardan biri bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıtlardan biri az önce başka bir kayıtla birleştirildi */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminMergesByIdUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Birleştirme zaten geri alınmış, ya da kalan kayıt o zamandan beri değişmiş ya da silinmiş */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminTokenCosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            cost_key: "company_detail" | "project_detail" | "filter" | "search" | "pagination" | "export_rows";
                            cost_value: number;
                            description: string | null;
                            is_active: boolean;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminTokenCostsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cost_value: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Süper admin yetkisi gerekli; İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            description: string | null;
                            features: string[];
                            price: number;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            /** @enum {string} */
                            billing_period: "MONTHLY" | "YEARLY";
                            token_count: number;
                            is_featured: boolean;
                            badge_text: string | null;
                            /** @enum {string} */
                            badge_color: "blue" | "green" | "purple" | "orange" | "red" | "yellow";
                            trial_days: number;
                            sort_order: number;
                        }[];
                        purchases_open: boolean;
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSubscriptionsCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    package_id: string;
                    /** Format: uuid */
                    billing_info_id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkout_url: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Paket ya da fatura bilgisi bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Premium üyelik zaten aktif, ya da başka bir paket için tamamlanmamış bir ödeme formu var */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Satın alımlar kapalı (ödeme sağlayıcısı yapılandırılmamış) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSubscriptionsCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** @enum {string} */
                            status: "SUCCESS" | "PENDING" | "FAILED" | "CANCELLED";
                            isPremium: boolean;
                            /** Format: uuid */
                            userId: string;
                            subscriptionReferenceCode: string | null;
                            processedAt: string | null;
                            packageName: string | null;
                        } | null;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Abonelik isteği bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSubscriptionsTrial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    package_id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            is_premium: boolean;
                            is_super_admin: boolean;
                            is_trial: boolean;
                            premium_trial_ends_at: string | null;
                            trial_days_left: number | null;
                            token_balance: number;
                            created_at: string;
                            /** @enum {string} */
                            tier: "member" | "premium";
                            abilities: {
                                premium_features: boolean;
                                admin: boolean;
                                start_trial: boolean;
                            };
                        };
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Deneme paketi bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Deneme hakkı kullanılmış ya da premium üyelik aktif */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSubscriptionsCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            is_premium: boolean;
                            is_super_admin: boolean;
                            is_trial: boolean;
                            premium_trial_ends_at: string | null;
                            trial_days_left: number | null;
                            token_balance: number;
                            created_at: string;
                            /** @enum {string} */
                            tier: "member" | "premium";
                            abilities: {
                                premium_features: boolean;
                                admin: boolean;
                                start_trial: boolean;
                            };
                        };
                        message: string;
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Aktif abonelik yok */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSubscriptionsRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            package_name: string | null;
                            /** @enum {string} */
                            status: "SUCCESS" | "PENDING" | "FAILED" | "CANCELLED";
                            amount: number | null;
                            /** @enum {string|null} */
                            currency: "TRY" | "USD" | "EUR" | null;
                            subscription_reference_code: string | null;
                            conversation_id: string | null;
                            error_message: string | null;
                            created_at: string;
                            processed_at: string | null;
                        }[];
                    };
                };
            };
            /** @description İstek geçersiz (ör. adreste NUL karakteri) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postNotificationsUnsubscribe: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postExportsQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "projects" | "companies" | "stations" | "installed-power" | "production";
                    search?: string;
                    city_id?: string;
                    source_id?: string;
                    type_id?: string;
                    status_type_id?: string;
                    activity_type_id?: string;
                    product_type_id?: string;
                    year?: number;
                    month?: number;
                    trend?: boolean;
                    /** @enum {string} */
                    sort?: "project_name" | "city" | "dc_power" | "ac_power" | "updated_at" | "company_name" | "establishment_year" | "station_name" | "year" | "month" | "available_capacity";
                    /** @enum {string} */
                    dir?: "asc" | "desc";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "projects" | "companies" | "stations" | "installed-power" | "production";
                        row_count: number;
                        unit_cost: number;
                        rows_per_unit: number;
                        total: number;
                        balance: number;
                        /** Format: uuid */
                        paid_export_id: string | null;
                        max_rows: number;
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postExports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "projects" | "companies" | "stations" | "installed-power" | "production";
                    search?: string;
                    city_id?: string;
                    source_id?: string;
                    type_id?: string;
                    status_type_id?: string;
                    activity_type_id?: string;
                    product_type_id?: string;
                    year?: number;
                    month?: number;
                    trend?: boolean;
                    /** @enum {string} */
                    sort?: "project_name" | "city" | "dc_power" | "ac_power" | "updated_at" | "company_name" | "establishment_year" | "station_name" | "year" | "month" | "available_capacity";
                    /** @enum {string} */
                    dir?: "asc" | "desc";
                    quoted_total: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "projects" | "companies" | "stations" | "installed-power" | "production";
                        row_count: number;
                        charged: number;
                        balance: number;
                        expires_at: string;
                        download: {
                            csv: string;
                            xlsx: string;
                        };
                    };
                };
            };
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Tutar onaylanmadı ya da değişti (ayrıntıda yeni tutar), ya da Bakiye yetersiz: hiçbir şey düşülmedi */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İstek başka bir siteden gönderilmiş; API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Gönderilen veri çok büyük */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description İçerik türü desteklenmiyor */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getExportsByIdDownload: {
        parameters: {
            query: {
                format: "csv" | "xlsx";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Girdi doğrulanamadı (ayrıntıda alan hataları) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Oturum açılmamış */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description API anahtarıyla çağrılamaz (anahtarlar yalnızca okuma uçlarında geçer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Kayıt bulunamadı */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Dışa aktarmanın 24 saati doldu */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Adresteki parametre çok uzun */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
