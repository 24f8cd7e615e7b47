// The product's business constants (the rules that use them: docs/product-rules.md). Imported by
// server and client.

export const DC_POWER_UNITS = ['kWp', 'MWp'] as const;
export const AC_POWER_UNITS = ['kWe', 'MWe'] as const;
export const STORAGE_UNITS = ['kWh', 'MWh'] as const;
export const CURRENCIES = ['TRY', 'USD', 'EUR'] as const;
export const BILLING_PERIODS = ['MONTHLY', 'YEARLY'] as const;
export const SUBSCRIPTION_STATUSES = ['SUCCESS', 'PENDING', 'FAILED', 'CANCELLED'] as const;
/** A payment row: the charge at checkout, or a paid renewal. */
export const PAYMENT_KINDS = ['initial', 'renewal'] as const;
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** A claim to represent a company: how it is verified, and where it stands. */
export const COMPANY_CLAIM_METHODS = ['domain', 'document'] as const;
export const COMPANY_CLAIM_STATUSES = ['pending', 'verified', 'refused', 'revoked'] as const;
/**
 * What a representative's corrected field rests on (decision 070): a web page, an uploaded PDF, or
 * the company's own word ("firma beyanı").
 */
export const CORRECTION_SOURCE_KINDS = ['url', 'document', 'statement'] as const;
/** Corrections one representative may send in an hour (each one notifies the operators). */
export const CORRECTIONS_PER_HOUR = 30;
/** An admin's decision on one field of a correction. */
export const FIELD_DECISIONS = ['approved', 'rejected'] as const;
/** Claims one member may start in a day, whatever became of them (docs/decisions/069). */
export const COMPANY_CLAIMS_PER_DAY = 5;
/** Verification mails one address may be sent in an hour, from every member together. */
export const COMPANY_CLAIM_MAILS_PER_ADDRESS_PER_HOUR = 3;
/** How long a claim's verification link may be used. */
export const COMPANY_CLAIM_LINK_HOURS = 24;
/** How long the reason an admin gives for a decision may be. */
export const COMPANY_CLAIM_REASON_MAX = 1000;
/**
 * Mail services anyone may sign up to: an address there proves nothing about a company, so a
 * domain claim refuses it even when a company's website names such a host.
 */
export const FREE_MAIL_DOMAINS = [
  'gmail.com', 'googlemail.com', 'hotmail.com', 'hotmail.com.tr', 'hotmail.co.uk', 'outlook.com', 'outlook.com.tr', 'live.com', 'live.com.tr', 'msn.com',
  'yahoo.com', 'yahoo.com.tr', 'ymail.com', 'yandex.com', 'yandex.com.tr', 'yandex.ru', 'icloud.com', 'me.com', 'mac.com', 'mail.ru', 'aol.com',
  'proton.me', 'protonmail.com', 'pm.me', 'gmx.com', 'gmx.de', 'gmx.net', 'mail.com', 'zoho.com', 'tutanota.com', 'tuta.io', 'web.de', 'qq.com', '163.com',
] as const;
export const TRANSACTION_TYPES = ['credit', 'debit'] as const;
export const COST_KEYS = ['company_detail', 'project_detail', 'filter', 'search', 'pagination', 'export_rows'] as const;
/** Admin may pick any; the customer-facing package list uses blue, green, purple, orange. */
export const BADGE_COLORS = ['blue', 'green', 'purple', 'orange', 'red', 'yellow'] as const;
export const AUTH_TOKEN_PURPOSES = ['email_verification', 'password_reset'] as const;

export type CostKey = (typeof COST_KEYS)[number];

/** Used when token_costs has no active row for a key (docs/product-rules.md#balance). */
export const DEFAULT_TOKEN_COSTS: Record<CostKey, number> = {
  company_detail: 25,
  project_detail: 40,
  filter: 15,
  search: 15,
  pagination: 5,
  /** Per EXPORT_ROWS_PER_UNIT rows started (docs/decisions/045-paid-exports.md). */
  export_rows: 1,
};

export const TOKEN_COST_DESCRIPTIONS: Record<CostKey, string> = {
  company_detail: 'Firma detayı görüntüleme',
  project_detail: 'Proje detayı görüntüleme',
  filter: 'Filtreleme',
  search: 'Arama',
  pagination: 'Sayfa değiştirme',
  export_rows: 'Dışa aktarma (100 satır başına)',
};

/**
 * Paid exports (docs/product-rules.md#exports, decisions 045 and 063): the price is the `export_rows`
 * cost per EXPORT_ROWS_PER_UNIT rows started; one export holds at most EXPORT_MAX_ROWS rows; the same
 * export (user, list, filters) is free to download again for EXPORT_TTL_MS. The kinds: the project,
 * company and station lists, and each statistics table (paid_exports.kind is checked against them).
 */
export const EXPORT_KINDS = ['projects', 'companies', 'stations', 'installed-power', 'production'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const EXPORT_ROWS_PER_UNIT = 100;
export const EXPORT_MAX_ROWS = 100_000;
export const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;

export const TOKEN_COST_RANGE = { min: 0, max: 1000 } as const;

/** An admin's Bakiye adjustment: the form starts at 100; at least 1 (docs/product-rules.md#admin). */
export const TOKEN_ADJUSTMENT = { default: 100, min: 1 } as const;

/** The most Bakiye a balance holds: users.token_balance is a PostgreSQL integer (docs/decisions/049). */
export const MAX_TOKEN_BALANCE = 2_147_483_647;

/** A new subscription package's form starts from these (docs/product-rules.md#admin). */
export const PACKAGE_DEFAULTS = {
  price: 0,
  currency: 'TRY',
  billing_period: 'MONTHLY',
  is_active: true,
  is_featured: false,
  sort_order: 1,
  badge_color: 'blue',
  token_count: 0,
  trial_days: 7,
} as const;

export const FREE_REGISTRATION_CREDIT = 50;
/**
 * The shortest NEW password (sign-up, reset, change), as OWASP ASVS level 2 asks; a shorter password
 * set before keeps signing in until its owner changes it (docs/decisions/047).
 */
export const MIN_PASSWORD_LENGTH = 12;
export const NEW_ACCOUNT_WINDOW_MS = 30_000;

/**
 * Placemarks a station's KML/KMZ may hold. Its map geometry is computed once when it is stored, and
 * that parse grows with the placemarks (60 000 of them fit in 10 MB and took seconds; decision 029):
 * the cap keeps an upload's one parse well under a second. A
 * transformer station's file is a point, a yard and a few lines (docs/decisions/029).
 */
export const MAX_KML_PLACEMARKS = 5_000;
/**
 * Coordinate points in all of a station file's geometries. The placemark cap does not bound one line
 * of 400 000 points (also within 10 MB), whose stored geometry is megabytes of JSON sent on every
 * read; 50 000 points keep a geometry near 1 MB (decision 029).
 */
export const MAX_KML_POINTS = 50_000;

export const PAGE_SIZE = 10;
export const BLOG_PAGE_SIZE = 20;
export const RELATED_NEWS_COUNT = 3;
export const NEWS_PREVIEW_COUNT = 5;
export const REFERENCES_PAGE_SIZE = 9;
export const TOP_CITIES = 10;
export const SEARCH_MIN_CHARS = 4;
export const PICKER_MIN_CHARS = 3;
export const PICKER_MAX_RESULTS = 10;
export const SEARCH_DEBOUNCE_MS = 500;

export const MOBILE_BREAKPOINT_PX = 768;
export const TABLET_BREAKPOINT_PX = 1024;

export const ESTABLISHMENT_YEAR_MIN = 1900;
export const STATS_YEAR_MIN = 2000;
export const PHONE_PREFIX = '+90';
export const DEFAULT_COUNTRY = 'Türkiye';
export const DEFAULT_CURRENCY = 'TRY';
export const DEFAULT_TAG_COLOR = '#484866';
export const DEFAULT_BADGE_TEXT = 'ÖNERİLEN';

export const ANNOUNCEMENT_DEFAULTS = {
  background_color: '#059669',
  text_color: '#ffffff',
  animation_speed: 30,
  display_order: 0,
} as const;
export const ANNOUNCEMENT_SPEED_RANGE = { min: 10, max: 100 } as const;

export const CONTACT_EMAIL = 'iletisim@gunesveri.com.tr';

/** The five project statuses of docs/product-rules.md#catalogue and their badge colours; any other status is grey. */
export const PROJECT_STATUSES = [
  { name: 'ÇED Olumlu', color: 'blue' },
  { name: 'ÇED Süreci Başlayan', color: 'yellow' },
  { name: 'Kurulum Aşamasında', color: 'orange' },
  { name: 'Devreye Alınan', color: 'green' },
  { name: 'Yeni Proje', color: 'red' },
] as const;

/** The status a project reaches when it is built and running (a company's track record counts it). */
export const COMMISSIONED_STATUS: (typeof PROJECT_STATUSES)[number]['name'] = 'Devreye Alınan';

/** The nine company-role columns of a project (docs/product-rules.md#catalogue) and their Turkish labels. */
export const PROJECT_COMPANY_ROLES = [
  { role: 'investor_company_id', label: 'Yatırımcı' },
  { role: 'contractor_company_id', label: 'Yüklenici (EPC)' },
  { role: 'pv_module_company_id', label: 'PV Modül' },
  { role: 'inverter_company_id', label: 'İnverter' },
  { role: 'distribution_board_company_id', label: 'Dağıtım Panosu' },
  { role: 'construction_company_id', label: 'İnşaat' },
  { role: 'owners_engineering_company_id', label: 'Müşavir Mühendislik' },
  { role: 'maintenance_company_id', label: 'Bakım-Onarım' },
  { role: 'financial_company_id', label: 'Finans Kuruluşu' },
] as const;
export type ProjectCompanyRole = (typeof PROJECT_COMPANY_ROLES)[number]['role'];

/** Fields a suggestion may change (docs/product-rules.md#general); for a verified project not yet opened, only the basic ones. */
/** Subscriptions assigned by hand (admin, CLI) carry this reference prefix: there is nothing at the provider. */
export const MANUAL_SUBSCRIPTION_PREFIX = 'manual-';

/**
 * An open checkout this many minutes old whose form has expired (iyzico's lives 30 minutes) is
 * abandoned: a schedule asks the provider about it and closes it unless it was paid after all.
 */
export const ABANDONED_CHECKOUT_MINUTES = 60;

/** Suggestions one member may send in an hour (each one notifies the operators). */
export const SUGGESTIONS_PER_HOUR = 20;

/** Company and project submissions one member may send in an hour (each one notifies the operators). */
export const SUBMISSIONS_PER_HOUR = 10;

export const PROJECT_SUGGESTION_FIELDS = [
  'project_name', 'status_type_id', 'type_id', 'location_id', 'city_id', 'district_id',
  'dc_power', 'dc_power_unit', 'ac_power', 'ac_power_unit', 'storage_capacity', 'storage_capacity_unit',
  'investor', 'contractor', 'pv_module', 'inverter', 'construction', 'inspection_consulting', 'maintenance_repair',
  'total_investment_cost', 'investment_currency', 'financial_institution', 'permission_status',
  'project_start_date', 'commissioning_date',
] as const;
export const PROJECT_SUGGESTION_BASIC_FIELDS = [
  'project_name', 'dc_power', 'dc_power_unit', 'ac_power', 'ac_power_unit', 'type_id', 'status_type_id', 'city_id', 'district_id',
] as const;
export const COMPANY_SUGGESTION_FIELDS = [
  'company_name', 'activity_type_id', 'product_type_id', 'city_id', 'establishment_year', 'website', 'linkedin',
  'relevant_person', 'title', 'email', 'phone',
] as const;

/** Keyed API (docs/product-rules.md#api-keys): keys a premium member may hold at once (revoked ones do not count). */
export const API_KEYS_PER_MEMBER = 5;
/** Requests one key may make in API_KEY_RATE_WINDOW_SECONDS; more are answered 429 with Retry-After. */
export const API_KEY_RATE_LIMIT = 60;
export const API_KEY_RATE_WINDOW_SECONDS = 60;
/** Days of per-key usage the profile shows. */
export const API_KEY_USAGE_DAYS = 30;
/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'gv_live_';
/** Characters of a key kept in clear for recognition ("gv_live_ab12cd…"): the prefix and six more. */
export const API_KEY_VISIBLE_LENGTH = API_KEY_PREFIX.length + 6;

/**
 * Watchlists (docs/product-rules.md#watchlists; docs/decisions/044-watchlists-and-notifications.md):
 * how many items (projects, companies, stations, saved filters together) a member may follow. A
 * member whose premium lapses keeps what they follow but cannot add past the free cap.
 */
export const WATCH_LIMITS = { member: 5, premium: 100 } as const;
export const WATCH_TARGETS = ['project', 'company', 'station', 'filter'] as const;
export type WatchTarget = (typeof WATCH_TARGETS)[number];
/** How a member wants notifications by e-mail; in-app notifications are always kept. */
export const NOTIFICATION_EMAIL_MODES = ['immediate', 'daily', 'weekly', 'off'] as const;
export type NotificationEmailMode = (typeof NOTIFICATION_EMAIL_MODES)[number];
/** Notifications per page on /bildirimler and in GET /api/me/notifications. */
export const NOTIFICATION_PAGE_SIZE = 20;
/** A background job is tried this many times in all; the last failure is kept for the admins. */
export const JOB_ATTEMPTS = 5;
