import type { CURRENCIES } from '../../shared/constants';
import type {
  COMPANY_ACTIVITY_TYPE_NAMES,
  COMPANY_PRODUCT_TYPE_NAMES,
  PROJECT_LOCATION_NAMES,
  PROJECT_TYPE_NAMES,
} from './reference';

// What the CSVs in data/ do not say, or say in English: Turkish descriptions and display texts,
// and a few facts read from the same sources (websites only where the source is the company's own
// site or a global brand's). Keyed by the CSV's name column. Figures stay in the CSVs.

export type ActivityName = (typeof COMPANY_ACTIVITY_TYPE_NAMES)[number];
export type ProductName = (typeof COMPANY_PRODUCT_TYPE_NAMES)[number];
export type ProjectTypeName = (typeof PROJECT_TYPE_NAMES)[number];
export type LocationName = (typeof PROJECT_LOCATION_NAMES)[number];

/** CSV activity_type text -> lists; first match wins (an "IPP / developer" is an IPP). */
export const ACTIVITY_RULES: ReadonlyArray<{ match: RegExp; activity: ActivityName; product: ProductName }> = [
  { match: /inverter/i, activity: 'İnverter Üreticisi', product: 'İnverter' },
  { match: /module|cell/i, activity: 'Modül Üreticisi', product: 'Güneş Paneli' },
  { match: /\bEPC\b/, activity: 'EPC / Anahtar Teslim Kurulum', product: 'Kurulum Hizmeti' },
  { match: /\bIPP\b/, activity: 'Yatırımcı / Elektrik Üreticisi', product: 'Enerji Satışı' },
  { match: /developer/i, activity: 'Proje Geliştirme', product: 'Mühendislik Hizmeti' },
];

/** Industry associations are not companies of the directory (no activity or product to list). */
export const SKIPPED_ACTIVITY = /\bassociations?\b|\bNGO\b/;

export interface CompanyProfile {
  description: string;
  verified: boolean;
  website?: string;
  establishmentYear?: number;
  /** For foreign brands listed without a Turkish city. */
  country?: string;
  rawAddress?: string;
  district?: string;
  /** Other spellings used in solar_plants_turkey.csv, to link projects to the company. */
  aliases?: string[];
}

export const COMPANY_PROFILES: Record<string, CompanyProfile> = {
  'Kalyon PV (Kalyon Güneş Teknolojileri)': {
    description:
      'Türkiye’nin ilk entegre (külçe, dilim, hücre, modül) güneş paneli fabrikası. Ağustos 2020’de Ankara Başkent OSB’de açıldı; yıllık kapasitesi CETC ortaklığıyla 500 MW’tan 1.000 MW’a çıkarıldı.',
    verified: true,
    rawAddress: 'Başkent OSB, Ankara',
    aliases: ['Kalyon PV'],
  },
  'Kalyon Enerji (Kalyon Holding)': {
    description:
      'Konya Karapınar’daki 1.350 MWp’lik YEKA-1 güneş santralinin yatırımcısı; yedi sahadan oluşan 390 MWp’lik bir GES portföyü de geliştiriyor.',
    verified: true,
    website: 'https://kalyonholding.com',
    aliases: ['Kalyon Enerji', 'Kalyon Holding'],
  },
  'Smart Solar Teknolojileri / Smart Enerji (Smart Energy Group)': {
    description:
      'Kasım 2017’den bu yana Gebze’de yıllık 1,2 GWp modül üretiyor. İzmir’deki 2 GW’lık entegre tesis için 2022’de 411 milyon avroluk devlet desteği aldı; Aliağa’da 2024’te hücre üretimine başladı.',
    verified: true,
    rawAddress: 'Gebze OSB, Tembelova, Kocaeli',
    district: 'Gebze',
    aliases: ['Smart Solar', 'Smart Energy Group', 'Smart Enerji'],
  },
  'CW Enerji': {
    description:
      '2010’da kurulan Antalya merkezli modül ve hücre üreticisi ve EPC firması. Yıllık 1,8 GW modül ve 1,2 GW TOPCon hücre kapasitesi var; 2028’e kadar 5 GW hedefliyor.',
    verified: true,
    website: 'https://cw-enerji.com',
    establishmentYear: 2010,
    rawAddress: 'Antalya OSB, Antalya',
  },
  'Astronergy (Chint group)': {
    description: 'Chint grubunun modül üreticisi; Balıkesir’deki ikinci Türkiye fabrikası için 700 milyon ABD doları ayırdı.',
    verified: true,
    website: 'https://www.astronergy.com',
    aliases: ['Astronergy'],
  },
  'HT Solar': {
    description: 'İstanbul merkezli modül üreticisi; 2021 raporuna göre yıllık üretim kapasitesi 800 MW.',
    verified: true,
  },
  Solarturk: { description: '2011’de kurulan, Türkiye’nin ilk güneş paneli üreticisi.', verified: true, establishmentYear: 2011 },
  'Elin Enerji': { description: '2021 Türkiye PV üreticileri raporunda yer alan modül üreticisi.', verified: false },
  'Alfa Solar': { description: '2013’te üretime başlayan modül üreticisi.', verified: true },
  'Ankara Solar': { description: '2013’te üretime başlayan modül üreticisi.', verified: false },
  'Gazioğlu Solar': { description: '2012’de üretime başlayan modül üreticisi.', verified: false },
  'Gest Enerji': { description: '2012’de üretime başlayan modül üreticisi.', verified: false },
  'Schmid-Pekintaş': { description: '2013’te üretime başlayan modül üreticisi.', verified: false },
  'Parla Solar; Seha Solar; Mirsolar; Ödül Enerji; GTC; 2H Enerji': {
    description: '2021 Türkiye PV üreticileri raporunda yer alan modül üreticisi.',
    verified: false,
  },
  Asunim: {
    description:
      'Akfen’in Elazığ santralini ve Üçpınar rüzgâr santralindeki 40 MWp’lik hibrit GES’i kuran EPC firması; bakım-onarım hizmetlerini Maxima Enerji üzerinden veriyor.',
    verified: true,
  },
  'Ino Solar': {
    description: 'İstanbul merkezli EPC firması; 2016-2017’de Gaziantep İslahiye’deki 25 MW’lık santrali kurdu.',
    verified: true,
  },
  'Kontek (Kon-Tek Kontrol Teknolojileri)': {
    description: 'İzmir merkezli EPC firması; YEKA GES-3’te Adıyaman-2 (15 MW) yarışmasını kazandı.',
    verified: true,
    aliases: ['Kon-Tek', 'Kontek'],
  },
  'ET Energy': {
    description: '2017’de Astronergy modülleriyle 19 MW’lık bir GES portföyü kuran EPC ve bakım-onarım firması.',
    verified: false,
  },
  'Tegnatia Enerji A.Ş.': {
    description: '40 MW’lık Teksin GES’in geliştiricisi; SMA ile 100 MW’lık inverter tedarik anlaşması yaptı.',
    verified: false,
    aliases: ['Tegnatia'],
  },
  'Eksim Enerji (Eksim Holding)': {
    description:
      'Eksim Holding’in enerji şirketi. Şanlıurfa Viranşehir’deki 191 MWp’lik YEKA santralinin yatırımcısı; 2025 itibarıyla çoğu rüzgârdan 1 GW’ı aşkın kurulu gücü var.',
    verified: true,
    aliases: ['Eksim Enerji'],
  },
  'IC Enterra Yenilenebilir Enerji (IC Holding)': {
    description: 'IC Holding’in yenilenebilir enerji şirketi; Hatay Erzin-2 100 MW YEKA GES projesi ve 388 MW hidroelektrik kapasitesi var.',
    verified: false,
    aliases: ['IC Enterra'],
  },
  'Akfen Yenilenebilir Enerji': {
    description: 'Elazığ (8 MW, 2016), Van Edremit (30 MW) ve Üçpınar hibrit (40 MWp) güneş santrallerinin yatırımcısı.',
    verified: true,
    aliases: ['Akfen Yenilenebilir'],
  },
  'Margün Enerji': {
    description: 'YEKA GES-3 kapsamında Aksaray-2 (10 MW) kapasitesini kazanan yatırımcı.',
    verified: false,
  },
  'Borusan EnBW Enerji': {
    description: 'İstanbul merkezli yatırımcı; 2022 itibarıyla iki güneş parkı dahil yaklaşık 720 MW kurulu gücü var.',
    verified: true,
  },
  SMA: {
    description: 'Alman inverter üreticisi; Teksin GES’te Sunny Central 4400, İslahiye GES’te dizi inverterleri kullanıldı.',
    verified: true,
    website: 'https://www.sma.de',
    country: 'Almanya',
  },
  Huawei: {
    description: 'Çinli inverter üreticisi; CW Enerji’nin Silvan santralinde SUN2000-36KTL inverterleri kullanıldı.',
    verified: false,
    website: 'https://solar.huawei.com',
    country: 'Çin',
  },
  Fronius: {
    description: 'Avusturyalı inverter üreticisi; Silvan santralinde Symo 20.0-3-M inverterleri kullanıldı.',
    verified: false,
    website: 'https://www.fronius.com',
    country: 'Avusturya',
  },
  'GE Vernova (UK Grid Solutions)': {
    description: 'Kalyon’un 390 MWp’lik GES portföyüne inverter istasyonları ve santral kontrol sistemleri sağlıyor.',
    verified: true,
    website: 'https://www.gevernova.com',
    country: 'Birleşik Krallık',
    aliases: ['GE Vernova', 'Grid Solutions'],
  },
};

export interface PlantProfile {
  /** Turkish display name when the CSV's is English. */
  name?: string;
  type: ProjectTypeName;
  location: LocationName;
  /** Turkish texts for the project's free-text fields; undefined keeps the CSV value, null clears it. */
  investor?: string | null;
  contractor?: string | null;
  pvModule?: string | null;
  inverter?: string | null;
  maintenance?: string;
  financial?: string;
  /** Support scheme / licence, in Turkish (the spec's permission_status). */
  permission?: string;
  /** YYYY-MM-DD. Sources give months: the first of the month stands for "in that month". */
  start?: string;
  commissioning?: string;
  investment?: { amount: number; currency: (typeof CURRENCIES)[number] };
}

const YEKA_3 = (price: string) => `YEKA GES-3 (mini YEKA)${price ? `: ${price} kuruş/kWh` : ''}`;

export const PLANT_PROFILES: Record<string, PlantProfile> = {
  'Kalyon Karapınar YEKA-1 GES': {
    type: 'Arazi GES',
    location: 'YEKA Alanı',
    contractor: 'Kalyon Holding (kendi bünyesinde)',
    pvModule: 'Kalyon PV (Ankara Başkent OSB, yaklaşık %80 yerli katkı)',
    inverter: 'GE Grid Solutions (bugün GE Vernova) ekipmanı; ekipman tipi belirtilmemiş',
    financial: 'UKEF garantili 812 milyon ABD doları kredi (Kasım 2021)',
    permission: 'YEKA GES-1 (Mart 2017 yarışması, 6,99 ABD senti/kWh)',
    start: '2020-08-01',
    commissioning: '2023-03-01',
  },
  'Kalyon Karapınar GES expansion (YEKA GES-2024)': {
    name: 'Kalyon Karapınar GES Kapasite Artışı (YEKA GES-2024)',
    type: 'Arazi GES',
    location: 'YEKA Alanı',
    permission: 'YEKA GES-2024',
  },
  'Kalyon 390 MWp portfolio (7 sites)': {
    name: 'Kalyon 390 MWp GES Portföyü (7 saha)',
    type: 'Arazi GES',
    location: 'Arazi',
    pvModule: null,
    inverter: 'GE Vernova (UK Grid Solutions Ltd) inverter istasyonları ve santral kontrol sistemleri',
    financial: 'Standard Chartered, 249 milyon avro kredi (UKEF garantisi, KÜKE reasüransı)',
  },
  'Eksim Enerji Viranşehir GES': {
    type: 'Arazi GES',
    location: 'YEKA Alanı',
    permission: 'YEKA GES-4 (2022): 3 × 50 MW, 30 yıllık kullanım hakkı',
    investment: { amount: 150_000_000, currency: 'USD' },
  },
  'IC Enterra YEKA Erzin-2 Hatay GES': {
    type: 'Arazi GES',
    location: 'YEKA Alanı',
    financial: 'AIIB ve TSKB, 65 milyon ABD doları kredi',
    permission: 'YEKA (Haziran 2022’de verildi), 30 yıllık lisans',
  },
  'Akfen Üçpınar RES hybrid GES': {
    name: 'Akfen Üçpınar RES Hibrit GES',
    type: 'Hibrit GES (Güneş + Rüzgâr)',
    location: 'Arazi',
    maintenance: 'Maxima Enerji (Asunim grubu)',
    permission: 'Hibrit: mevcut rüzgâr santraline yardımcı kaynak GES',
    start: '2024-04-01',
  },
  'Eksim Susurluk RES hybrid GES': {
    name: 'Eksim Susurluk RES Hibrit GES',
    type: 'Hibrit GES (Güneş + Rüzgâr)',
    location: 'Arazi',
    permission: 'Hibrit: 75 MW’lık rüzgâr santraline yardımcı kaynak GES',
  },
  'İslahiye 25 MW GES (25 x 1 MW)': {
    name: 'İslahiye 25 MW GES (25 × 1 MW)',
    type: 'Arazi GES',
    location: 'Arazi',
    investor: 'Yerel arazi sahiplerinden oluşan yatırımcı grubu',
    contractor: 'Ino Solar (İstanbul); montaj ve DC tarafı Wagner Solar',
    inverter: 'SMA (dizi inverterler)',
    permission: 'Lisanssız (25 adet 1 MW’lık tesis)',
    commissioning: '2017-10-01',
  },
  'Tekno Ray Solar Kızören GES': {
    type: 'Arazi GES',
    location: 'Arazi',
    investor: 'Tekno Ray Solar (Tekno Group ve Enerray ortak girişimi)',
    investment: { amount: 22_500_000, currency: 'USD' },
  },
  'Akfen Elazığ licensed GES (Solentegre)': {
    name: 'Akfen Elazığ Lisanslı GES (Solentegre)',
    type: 'Arazi GES',
    location: 'Arazi',
    contractor: 'Asunim ve Phoenix Solar',
    permission: 'Lisanslı (600 MW’lık lisans turu)',
  },
  'Halk Enerji Erzurum licensed GES': {
    name: 'Halk Enerji Erzurum Lisanslı GES',
    type: 'Arazi GES',
    location: 'Arazi',
    permission: 'Lisanslı (600 MW’lık lisans turu)',
  },
  'Akfen Van Edremit GES': {
    type: 'Arazi GES',
    location: 'Arazi',
    investor: 'Akfen Holding / Akfen Yenilenebilir Enerji',
    permission: 'Lisanslı',
    start: '2018-08-01',
    investment: { amount: 55_000_000, currency: 'USD' },
  },
  'Ege Sarıoğlan GES': {
    type: 'Arazi GES',
    location: 'Arazi',
    contractor: 'Smart Solar / Smart Energy Group',
    pvModule: 'Solar Frontier (CIS ince film, 6.768 × 170 W)',
    inverter: '2 × 500 kW merkezi inverter (marka belirtilmemiş)',
    financial: 'Yapı Kredi',
    permission: 'Lisanssız',
    commissioning: '2015-08-01',
  },
  'CW Enerji Silvan GES': {
    type: 'Arazi GES',
    location: 'Arazi',
    contractor: 'CW Enerji (tedarik, mühendislik ve EPC)',
    pvModule: 'CW Enerji (CWT 250/260/270 Wp)',
    inverter: 'Huawei SUN2000-36KTL (39 adet) ve Fronius Symo 20.0-3-M (25 adet)',
    permission: 'Lisanssız',
    commissioning: '2018-09-28',
  },
  'Gediz Belediyesi GES': {
    type: 'Arazi GES',
    location: 'Mera / Hazine Arazisi',
    permission: 'Lisanssız (belediye)',
  },
  'Suoz Kuşadası GES': { type: 'Arazi GES', location: 'Arazi' },
  'ET Energy / Astronergy 19 MW portfolio': {
    name: 'ET Energy / Astronergy 19 MW GES Portföyü',
    type: 'Arazi GES',
    location: 'Arazi',
    pvModule: 'Astronergy (71.064 modül)',
    permission: 'Lisanssız',
    start: '2017-04-01',
  },
  'juwi / InTEC 19.7 MW (two projects, three sites)': {
    name: 'juwi / InTEC 19,7 MW GES (iki proje, üç saha)',
    type: 'Arazi GES',
    location: 'Arazi',
    contractor: 'juwi ve InTEC Energy Solutions',
    permission: 'Lisanssız',
  },
  'YEKA GES-2024 Kütahya GES': {
    type: 'Arazi GES',
    location: 'YEKA Alanı',
    permission: 'YEKA GES-2024: 3,25 ABD senti/kWh ve MW başına 162 bin ABD doları katkı payı',
  },
  'YEKA GES-2024 Karaman GES': { type: 'Arazi GES', location: 'YEKA Alanı', permission: 'YEKA GES-2024' },
  'YEKA GES-2024 Malatya GES': { type: 'Arazi GES', location: 'YEKA Alanı', permission: 'YEKA GES-2024' },
  'YEKA GES-2024 Van GES': { type: 'Arazi GES', location: 'YEKA Alanı', permission: 'YEKA GES-2024' },
  'YEKA GES-2024 Antalya GES': { type: 'Arazi GES', location: 'YEKA Alanı', permission: 'YEKA GES-2024' },
  'YEKA GES-3 Adıyaman-1': { type: 'Arazi GES', location: 'YEKA Alanı', permission: YEKA_3('20,90') },
  'YEKA GES-3 Adıyaman-2': { type: 'Arazi GES', location: 'YEKA Alanı', permission: YEKA_3('22,00') },
  'YEKA GES-3 Ağrı-1': { type: 'Arazi GES', location: 'YEKA Alanı', permission: YEKA_3('28,90') },
  'YEKA GES-3 Ağrı-2': { type: 'Arazi GES', location: 'YEKA Alanı', permission: YEKA_3('28,20') },
  'YEKA GES-3 Aksaray-1': { type: 'Arazi GES', location: 'YEKA Alanı', permission: YEKA_3('22,50') },
  'YEKA GES-3 Aksaray-2': { type: 'Arazi GES', location: 'YEKA Alanı', permission: YEKA_3('23,00') },
  'YEKA GES-3 Aksaray-3': { type: 'Arazi GES', location: 'YEKA Alanı', permission: YEKA_3('') },
  'Demirköprü Yüzer GES (YG25)': {
    type: 'Yüzer GES',
    location: 'Su Yüzeyi',
    permission: 'YEKA GES-2025 (ilk yüzer GES YEKA yarışması)',
  },
};

/** CSV status text -> the five statuses of docs/product-rules.md#catalogue; first match wins, anything else is a new project. */
export const STATUS_RULES: ReadonlyArray<{ match: RegExp; status: string }> = [
  { match: /^(operational|test operation)/i, status: 'Devreye Alınan' },
  // "planned completion" is a plant whose construction had started (the source reports the ground-breaking).
  { match: /under construction|% complete|planned completion/i, status: 'Kurulum Aşamasında' },
];
export const DEFAULT_PLANT_STATUS = 'Yeni Proje';
