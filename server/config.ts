import { isIP } from 'node:net';
import path from 'node:path';
import { z } from '../shared/zod';

const bool = z
  .enum(['true', 'false', '1', '0'], { message: 'true ya da false olmalı' })
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the app reads. Documented in README.md and .env.example. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Listen address: loopback outside production (demo accounts and the simulator stay on this machine). */
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Base URL the users reach the app at (used in e-mail links); https in production. */
    PUBLIC_URL: z.url({ message: 'geçerli bir URL olmalı' }).optional(),
    /** Production only: allow an http PUBLIC_URL (a private deployment without TLS), on purpose. */
    ALLOW_INSECURE_HTTP: bool.default(false),
    /**
     * Production refuses a database whose demo accounts still have their published passwords; true
     * serves it anyway (a trial copy on a private machine, the browser journeys).
     */
    ALLOW_DEMO_ACCOUNTS: bool.default(false),
    /** PostgreSQL server; when unset the app runs on an embedded PGlite in DATA_DIR. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'postgres:// ile başlayan bir bağlantı adresi olmalı')
      .optional(),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default('./data'),
    /**
     * Seed the real catalogue (companies, projects, stations, statistics from the open datasets,
     * through the importer: docs/decisions/040-real-catalogue-through-the-importer.md) on an empty
     * database. Default on everywhere, production too: the catalogue holds only sourced rows
     * (docs/decisions/055-every-researched-figure-and-the-truth-by-default.md).
     */
    SEED_CATALOG: bool.optional(),
    /**
     * With the catalogue, the stations' generated monthly capacities (marked "Örnek veri"): no open
     * source publishes them. Default: as SEED_DEMO, so production shows no invented figure.
     */
    SEED_SAMPLE_CAPACITIES: bool.optional(),
    /**
     * Seed demo content (news, announcements, packages, illustrative meeting decisions) on an empty
     * database, and the demo accounts outside production. Default on outside production, off in production.
     */
    SEED_DEMO: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Which X-Forwarded-* entries to believe (docs/decisions/049): `false`, a hop count (the proxies in
     * front, each appending the address it saw) or the proxies' addresses/CIDRs. Never `true`: a client
     * would choose its own address and with it every per-address limit.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .transform((value, ctx): TrustedProxies => {
        const refuse = (message: string) => {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        };
        if (value === 'false' || value === '0') return false;
        if (value === 'true') return refuse(TRUST_PROXY_TRUE_REFUSAL);
        if (/^\d+$/.test(value)) {
          const hops = Number(value);
          return hops <= 10 ? hops : refuse('vekil sayısı 0 ile 10 arasında olmalı');
        }
        const list = value.split(',').map((entry) => entry.trim());
        const bad = list.find((entry) => !isProxyAddress(entry));
        if (bad !== undefined) {
          return refuse(`"${bad}" bir IP adresi, CIDR aralığı (ör. 10.0.0.0/8) ya da loopback/linklocal/uniquelocal değil; false, vekil sayısı (ör. 1) ya da virgülle ayrılmış vekil adresleri verin`);
        }
        return list;
      })
      .default(false),
    CONTACT_EMAIL: z.email({ message: 'geçerli bir e-posta adresi olmalı' }).default('iletisim@gunesveri.com.tr'),
    /**
     * Leaflet tile template drawn over the map's own base layer (the province outlines it ships);
     * unset: no outside tile server, the map is complete offline (docs/decisions/037).
     */
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/\S+\{z\}\S*\{x\}\S*\{y\}/, { message: '{z}, {x} ve {y} içeren bir http(s) adresi olmalı' })
      .optional(),
    MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap katkıda bulunanlar'),
    /** smtp:// or smtps:// URL of the mail server; unset: mails are printed to the log (production: only with MAIL_LOG=true). */
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'smtp:// veya smtps:// ile başlamalı').optional(),
    MAIL_FROM: z.string().min(3).default('GüneşVeri <bildirim@gunesveri.com.tr>'),
    /** Production only: without SMTP_URL, write mails to the log instead (their links' tokens masked), on purpose. */
    MAIL_LOG: bool.default(false),
    /** off: new accounts are verified at once and signed in (docs/product-rules.md#general). */
    EMAIL_VERIFICATION: z.enum(['on', 'off'], { message: 'on ya da off olmalı' }).default('on'),
    /** Requests per minute from one client to each sign-up / mail route; sign-in attempts per minute from one client, any account. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
    /** Sign-in attempts per minute on one account (e-mail) from one client; a success forgets them. */
    AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(5),
    /**
     * Failed sign-ins per hour on one account from anywhere, past which a client that has itself
     * failed on it waits; a client without failures is never refused by it (decision 027).
     */
    AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
    /** Redis for presence, broadcasts and rate-limit and sign-in counters shared by several instances; unset: in process memory (sign-in counters: a table). */
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'redis:// veya rediss:// ile başlamalı').optional(),
    /** Prefix of every Redis key and channel (several deployments or test runs can share a server). */
    REDIS_KEY_PREFIX: z.string().min(1).max(50).default('gv:'),
    /** A realtime connection silent this long is dropped; an instance's users expire this long after it dies. */
    REALTIME_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(600).default(40),
    /** Open realtime sockets one IP may hold on an instance (a tab each; presence counts them). */
    REALTIME_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(20),
    /**
     * A request (headers and body) must arrive within this many seconds, and a connection silent this
     * long mid-request is dropped. 60: a 10 MB back-office upload needs 1.4 Mbit/s; raise it for slower
     * links (decision 029).
     */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * Seconds before a failed background job (notification mails) is tried again, doubled at each of
     * its five tries; the fifth failure is kept for the admins (decision 044).
     */
    /**
     * At SIGTERM the instance drains: it reports itself not ready, takes no new connection and waits
     * this long at most for the requests in flight before it exits (decision 068).
     */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    /**
     * Seconds between "not ready" and the listener closing, for a balancer that polls readiness
     * (HAProxy, Kubernetes) to stop sending new requests first; 0 behind nginx, which retries a
     * refused connection on the next instance (decision 068).
     */
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
    JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /**
     * How long a mail job (a notification's mail, a digest) may run before pg-boss counts it as
     * failed and tries it again: after a crash its job waits this long, not pg-boss's 15 minutes.
     * The SMTP client gives up on a silent server within a third of it (decision 048).
     */
    MAIL_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(3).max(3600).default(90),
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * How long an instance keeps a session's user between reads (0: every request asks the database).
     * Default 2 s. A write drops the sessions it may have changed on every instance, through Redis
     * with REDIS_URL (decisions 013, 068); a change made outside the app (a script) shows within it.
     */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    /**
     * How long an instance serves the lists as first opened (page 1, no search or filter, default
     * order) from memory. A super admin's write on this instance clears them at once; other instances
     * show it within this time (decision 014). 0: every list request runs its SQL.
     */
    LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    /**
     * A premium member's marks on the first company page read from the page's openers, held with its
     * rows (a member's opening on this instance lets them go), instead of one lookup per request.
     * Default on for a single instance, which sees every opening; off with REDIS_URL (several
     * instances), where an opening on another would show late (decision 014, session 19).
     */
    LIST_MARKS_IN_MEMORY: bool.optional(),
    /** Operator notifications (docs/product-rules.md#general): sent to Telegram when both are set, logged otherwise. */
    TELEGRAM_BOT_TOKEN: z.string().min(1).optional(),
    TELEGRAM_CHAT_ID: z.string().min(1).optional(),
    TELEGRAM_API_URL: z.url({ message: 'geçerli bir URL olmalı' }).default('https://api.telegram.org'),
    /** iyzico merchant keys; all unset: the local iyzico simulator (never in production unless IYZICO_SIMULATOR=true). */
    IYZICO_API_KEY: z.string().min(1).optional(),
    IYZICO_SECRET_KEY: z.string().min(1).optional(),
    IYZICO_MERCHANT_ID: z.string().min(1).optional(),
    /** https://api.iyzipay.com (live) or https://sandbox-api.iyzipay.com (the default with keys). */
    IYZICO_BASE_URL: z.url({ message: 'geçerli bir URL olmalı' }).optional(),
    /** Without keys: serve the local simulator under /iyzico-sandbox (default on outside production). */
    IYZICO_SIMULATOR: bool.optional(),
  })
  .superRefine((env, ctx) => {
    const keys = [env.IYZICO_API_KEY, env.IYZICO_SECRET_KEY, env.IYZICO_MERCHANT_ID].filter(Boolean).length;
    if (keys !== 0 && keys !== 3) {
      ctx.addIssue({ code: 'custom', path: ['IYZICO_API_KEY'], message: 'IYZICO_API_KEY, IYZICO_SECRET_KEY ve IYZICO_MERCHANT_ID birlikte verilmeli' });
    }
    if (env.NODE_ENV === 'production') {
      for (const { variable, message } of unsafeInProduction(env)) ctx.addIssue({ code: 'custom', path: [variable], message });
    }
  })
  .transform((env) => ({
    ...env,
    /** Where subscription payments go: iyzico itself, the local simulator, or nowhere (payments off). */
    PAYMENTS_MODE: (env.IYZICO_API_KEY
      ? 'iyzico'
      : (env.IYZICO_SIMULATOR ?? env.NODE_ENV !== 'production')
        ? 'simulator'
        : 'off') as 'iyzico' | 'simulator' | 'off',
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    SEED_CATALOG: env.SEED_CATALOG ?? true,
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    SEED_SAMPLE_CAPACITIES: env.SEED_SAMPLE_CAPACITIES ?? env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    SESSION_CACHE_MS: env.SESSION_CACHE_MS ?? 2_000,
    LIST_MARKS_IN_MEMORY: env.LIST_MARKS_IN_MEMORY ?? !env.REDIS_URL,
    DATA_DIR: path.resolve(env.DATA_DIR),
  }));

export type Config = z.infer<typeof envSchema>;

/** TRUST_PROXY parsed: nothing forwarded is believed, a hop count, or the proxies' addresses/CIDRs. */
export type TrustedProxies = false | number | string[];

export const TRUST_PROXY_TRUE_REFUSAL =
  'true her bağlantıyı vekil sayar: istemci X-Forwarded-For\'a kendi yazdığı adresle giriş, e-posta ve bağlantı sınırlarını aşar. ' +
  'Önünüzdeki vekil sayısını (ör. TRUST_PROXY=1) ya da vekillerin adreslerini (ör. TRUST_PROXY=10.0.0.0/8,127.0.0.1) verin; ' +
  'true hiçbir ortamda kabul edilmez';

/** An entry of a TRUST_PROXY list: an address, a CIDR range, or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * What production refuses to start with (docs/decisions/026): each names the variable to set. A
 * private http deployment and a log instead of a mail server are allowed, but only when asked for.
 */
function unsafeInProduction(env: { PUBLIC_URL?: string; ALLOW_INSECURE_HTTP: boolean; SMTP_URL?: string; MAIL_LOG: boolean }) {
  const refusals: { variable: string; message: string }[] = [];
  if (!env.PUBLIC_URL?.startsWith('https://') && !env.ALLOW_INSECURE_HTTP) {
    refusals.push({
      variable: 'PUBLIC_URL',
      message:
        'üretimde sitenin https:// ile başlayan adresi verilmeli (ör. PUBLIC_URL=https://gunesveri.com.tr); ' +
        'şifresiz http ile çalışan özel bir kurulum için ALLOW_INSECURE_HTTP=true verin',
    });
  }
  if (!env.SMTP_URL && !env.MAIL_LOG) {
    refusals.push({
      variable: 'SMTP_URL',
      message:
        'üretimde e-postaların gideceği sunucu verilmeli (SMTP_URL=smtp://… veya smtps://…); ' +
        'e-postaları göndermeden yalnızca günlüğe yazmak için (bağlantılardaki anahtarlar gizlenir) MAIL_LOG=true verin',
    });
  }
  return refusals;
}

/** The risky settings production was explicitly allowed, said loudly at every start. */
export function productionWarnings(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (!config.PUBLIC_URL.startsWith('https://')) {
    warnings.push(`ALLOW_INSECURE_HTTP=true: site şifresiz http ile sunuluyor (${config.PUBLIC_URL}); oturum çerezi Secure değil.`);
  }
  if (!config.SMTP_URL) warnings.push('MAIL_LOG=true: e-postalar gönderilmiyor, günlüğe yazılıyor (bağlantılardaki anahtarlar gizli).');
  if (config.PAYMENTS_MODE === 'simulator') {
    warnings.push('IYZICO_SIMULATOR=true: ödemeler yerel iyzico simülatörüne gidiyor; gerçek ödeme alınmıyor.');
  }
  if (typeof config.TRUST_PROXY === 'number') {
    warnings.push(
      `TRUST_PROXY=${config.TRUST_PROXY}: bağlanan her adres vekil sayılıyor; uygulamaya vekil atlanarak doğrudan ulaşılabiliyorsa istemci kendi adresini seçer. ` +
        'Vekillerin adreslerini vermek (ör. TRUST_PROXY=10.0.0.0/8) bunu önler.',
    );
  }
  if (config.ALLOW_DEMO_ACCOUNTS) warnings.push('ALLOW_DEMO_ACCOUNTS=true: şifresi README\'de yazan demo hesaplar bu veritabanında açık kalabilir.');
  if (config.SEED_DEMO) warnings.push('SEED_DEMO=true: boş veritabanına demo içerik ekleniyor (üretimde demo hesaplar oluşturulmaz).');
  if (config.SEED_SAMPLE_CAPACITIES && config.SEED_CATALOG && !config.SEED_DEMO) {
    warnings.push('SEED_SAMPLE_CAPACITIES=true: boş kataloğa trafo merkezlerinin üretilmiş ("Örnek veri") aylık kapasiteleri ekleniyor.');
  }
  return warnings;
}

/** What production refuses in the data it is given (a setting's refusals are the schema's, above). */
export function demoAccountsRefusal(emails: string[]): string {
  return (
    `Geçersiz yapılandırma (ortam değişkenleri):\n  ALLOW_DEMO_ACCOUNTS: bu veritabanında şifresi herkesçe bilinen demo hesaplar açık (${emails.join(', ')}); ` +
    'üretimde açılamaz. Bu hesapların şifrelerini değiştirin ya da hesapları silin; yalnızca özel bir deneme kurulumu için ALLOW_DEMO_ACCOUNTS=true verin'
  );
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates configuration; a bad value throws a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Geçersiz yapılandırma (ortam değişkenleri):\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** A config for tests and scripts: defaults plus overrides, validated the same way. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  // API tests change users and rows straight in the database between requests: no caches unless asked.
  // A test that seeds the catalogue gets its sample station capacities, as development does.
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_CATALOG: 'false', SEED_DEMO: 'false', SEED_SAMPLE_CAPACITIES: 'true', SESSION_CACHE_MS: '0', LIST_CACHE_MS: '0', JOB_RETRY_DELAY_SECONDS: '0', ...overrides });
}
