import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from '@fastify/type-provider-zod';
import { ConfigError, demoAccountsRefusal, type Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { runMigrations } from './db/migrate';
import { bootstrapData, demoAccountsWithPublicPasswords, type BootstrapResult } from './seeds/bootstrap';
import type { Storage } from './integrations/storage/storage';
import { registerApiDocs } from './plugins/api-docs';
import { exportRoutes } from './routes/exports/export-routes';
import { registerCompression } from './plugins/compression';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { answerFrameworkError, MAX_PATH_PARAM_LENGTH, registerErrorHandler } from './plugins/error-handler';
import { registerRequestGuards } from './plugins/request-guards';
import { requestTimeoutOptions } from './plugins/request-timeouts';
import { registerLifecycle } from './plugins/lifecycle';
import { registerRouteAccess } from './policies/route-access';
import { registerPublicFiles } from './plugins/public-files';
import { registerSecurityHeaders } from './plugins/security-headers';
import { dropSessions, registerSessions } from './plugins/sessions';
import type { CacheBus } from './integrations/cache-bus/cache-bus';
import { registerApiKeyAuth } from './plugins/api-key-auth';
import { registerSignInThrottle } from './plugins/sign-in-throttle';
import { registerSpa } from './plugins/spa';
import rateLimit from '@fastify/rate-limit';
import type Redis from 'ioredis';
import { connectRedisForCommands, createRedisFallback } from './integrations/redis/redis-clients';
import { fallbackRateLimitStore } from './integrations/redis/rate-limit-store';
import websocket from '@fastify/websocket';
import { realtimeRoutes } from './routes/realtime/realtime-routes';
import { newsRoutes } from './routes/news/news-routes';
import { dashboardRoutes } from './routes/dashboard/dashboard-routes';
import { stationRoutes } from './routes/stations/station-routes';
import { mapRoutes } from './routes/map/map-routes';
import { statisticsRoutes } from './routes/statistics/statistics-routes';
import { MAX_MESSAGE_BYTES, type RealtimeHub } from './services/realtime/realtime-hub';
import type { Mailer } from './integrations/mail/mailer';
import type { Notifier } from './integrations/notifier/notifier';
import { registerIntegrations } from './plugins/integrations';
import { registerJobs } from './plugins/jobs';
import { registerRecordEventListener } from './plugins/record-event-listener';
import { adminRoutes } from './routes/admin/admin-routes';
import { authRoutes } from './routes/auth/auth-routes';
import { detailRoutes, suggestionRoutes } from './routes/catalog/detail-routes';
import { correctionRoutes } from './routes/catalog/correction-routes';
import { companyClaimRoutes } from './routes/company-claims/claim-routes';
import { listRoutes } from './routes/catalog/list-routes';
import { companyOptionsRoutes } from './routes/catalog/company-options-routes';
import { memberRoutes } from './routes/me/member-routes';
import { referenceRoutes } from './routes/reference/reference-routes';
import { sourcesRoutes } from './routes/sources/sources-routes';
import { legalRoutes } from './routes/legal/legal-routes';
import { systemRoutes } from './routes/system-routes';
import type { PaymentProvider } from './integrations/payments/payment-provider';
import { setUpPayments, type Payments } from './integrations/payments/payments-setup';
import { unsubscribeRoutes } from './routes/me/unsubscribe-routes';
import { providerRoutes } from './routes/payments/provider-routes';
import { checkoutPageRoutes } from './routes/subscriptions/checkout-page';
import { subscriptionRoutes } from './routes/subscriptions/subscription-routes';
import { registerFirstPageCache } from './plugins/first-page-cache';
import { trustProxyOption } from './lib/trust-proxy';
import { expireTrials } from './services/subscriptions/trials';
import { requestLogSerializers } from './plugins/request-log';
import { createPasswords, type HashCost, type Passwords } from './services/auth/passwords';
import { PreviewSlots } from './services/imports/preview-slots';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    storage: Storage;
    mailer: Mailer;
    notifier: Notifier;
    realtime: RealtimeHub;
    /** Tells every instance which cached answers a write made old (decision 068). */
    cacheBus: CacheBus;
    /** The Redis connection the rate limits use (null without REDIS_URL): readiness asks it whether Redis answers. */
    sharedRedis: Redis | null;
    payments: Payments;
    bootstrap: BootstrapResult;
    /** How this app hashes and checks passwords (BuildOptions.passwordCost). */
    passwords: Passwords;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); the app then does not close it. */
  database?: Database;
  storage?: Storage;
  mailer?: Mailer;
  notifier?: Notifier;
  /** A payment provider of the test's own (e.g. the iyzico client pointed at a standalone simulator). */
  payments?: PaymentProvider;
  /** Where the log goes instead of stdout (a test reading what the log holds). */
  logStream?: { write(line: string): void };
  /**
   * 'in-process': the embedded database's queue even on PostgreSQL, for an API test that does not test
   * pg-boss (its start costs time in every build; decision 058). Never set by `npm start`.
   */
  jobs?: 'in-process';
  /**
   * argon2id's cost for the passwords this app hashes and for its unknown-address check, for an API
   * test that does not test hashing (server/test/test-app.ts). Never set by `npm start`: the library's
   * defaults.
   */
  passwordCost?: HashCost;
}

/** The one factory used by `npm start`, every test and the benchmarks. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'db'),
      poolMax: config.DB_POOL_MAX,
    }));

  const app = Fastify({
    logger: options.logStream
      ? { level: config.LOG_LEVEL, serializers: requestLogSerializers, stream: options.logStream }
      : config.NODE_ENV === 'development' && process.stdout.isTTY
        ? { level: config.LOG_LEVEL, serializers: requestLogSerializers, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
        : { level: config.LOG_LEVEL, serializers: requestLogSerializers },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    // A request that reaches a closing instance on a kept-alive connection is answered, not refused
    // with a 503 a balancer could not safely retry for a POST (the drain: plugins/lifecycle.ts).
    return503OnClosing: false,
    ...requestTimeoutOptions(config),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('passwords', createPasswords(options.passwordCost));
  app.decorate('importPreviews', new PreviewSlots());
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  let stopListening: (() => Promise<void>) | undefined;
  try {
    await runMigrations(database);
    await registerIntegrations(app, config, database, options);
    app.decorate(
      'bootstrap',
      await bootstrapData(database.db, app.storage, { catalog: config.SEED_CATALOG, sampleCapacities: config.SEED_SAMPLE_CAPACITIES, demo: config.SEED_DEMO, demoAccounts: config.NODE_ENV !== 'production' }),
    );
    if (config.NODE_ENV === 'production' && !config.ALLOW_DEMO_ACCOUNTS) {
      const open = await demoAccountsWithPublicPasswords(database.db);
      if (open.length > 0) throw new ConfigError(demoAccountsRefusal(open));
    }
    stopListening = await registerRecordEventListener(app, database);
    await registerJobs(app, config, database, options.jobs);
  } catch (err) {
    await stopListening?.();
    if (ownsDatabase) await database.close();
    throw err;
  }

  registerErrorHandler(app);
  await registerCompression(app);
  await registerSecurityHeaders(app);
  // Rate-limit counters live in Redis when instances share one, so a limit holds across all of them;
  // while it cannot be reached each instance counts on its own (sign-in counters: in the table), with
  // a warning, and shares again when it answers (decision 068).
  const rateLimitRedis = config.REDIS_URL
    ? { client: await connectRedisForCommands(config.REDIS_URL), fallback: createRedisFallback(app.log, 'hız sınırları', 'her sunucuda ayrı sayılıyor (oturum açma sayaçları veritabanında)') }
    : undefined;
  if (rateLimitRedis) app.addHook('onClose', async () => void rateLimitRedis.client.disconnect());
  app.decorate('sharedRedis', rateLimitRedis?.client ?? null);
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitRedis ? { store: fallbackRateLimitStore(rateLimitRedis.client, `${config.REDIS_KEY_PREFIX}rate-limit:`, rateLimitRedis.fallback) } : {}),
  });
  registerSignInThrottle(app, rateLimitRedis);
  registerApiKeyAuth(app, rateLimitRedis);
  await registerApiDocs(app);
  registerRequestGuards(app);
  await registerSessions(app);
  registerFirstPageCache(app);
  registerLifecycle(app);
  // After the session is read (onRequest order), before any route is added (onRoute checks them all).
  registerRouteAccess(app);
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(legalRoutes, { prefix: '/api/legal' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(listRoutes, { prefix: '/api' });
  await app.register(companyOptionsRoutes, { prefix: '/api' });
  await app.register(detailRoutes, { prefix: '/api' });
  await app.register(suggestionRoutes, { prefix: '/api' });
  await app.register(correctionRoutes, { prefix: '/api' });
  await app.register(companyClaimRoutes, { prefix: '/api' });
  await app.register(referenceRoutes, { prefix: '/api' });
  await app.register(sourcesRoutes, { prefix: '/api' });
  await app.register(memberRoutes, { prefix: '/api/me' });
  await app.register(realtimeRoutes, { prefix: '/api' });
  await app.register(newsRoutes, { prefix: '/api' });
  await app.register(statisticsRoutes, { prefix: '/api/statistics' });
  await app.register(stationRoutes, { prefix: '/api/stations' });
  await app.register(mapRoutes, { prefix: '/api/map' });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  app.decorate('payments', await setUpPayments(app, config, options.payments));
  await app.register(subscriptionRoutes, { prefix: '/api' });
  await app.register(unsubscribeRoutes);
  await app.register(exportRoutes, { prefix: '/api/exports' });
  await app.register(providerRoutes, { prefix: '/api/payments' });
  await app.register(checkoutPageRoutes);
  // Trials end on a schedule (decision 007); the tier check treats an ended trial as not premium meanwhile.
  const trialTimer = setInterval(() => {
    expireTrials(database.db)
      .then((ended) => {
        if (ended > 0) return dropSessions(app, { type: 'sessions:clear' });
      })
      .catch((err: unknown) => app.log.warn({ err }, 'trial expiry failed'));
  }, 60_000);
  trialTimer.unref();
  app.addHook('onClose', async () => clearInterval(trialTimer));
  await registerPublicFiles(app);
  await registerSpa(app);
  return app;
}
