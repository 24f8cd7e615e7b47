import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { COST_KEYS } from '../../shared/constants';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createLogMailer } from '../integrations/mail/log-mailer';
import type { Mailer } from '../integrations/mail/mailer';
import { createSmtpMailer } from '../integrations/mail/smtp-mailer';
import { createLogNotifier, createTelegramNotifier, type Notifier } from '../integrations/notifier/notifier';
import { createLocalCacheBus, createRedisCacheBus } from '../integrations/cache-bus/cache-bus';
import { createMemoryPresenceStore } from '../integrations/presence/presence-store';
import { createRedisPresenceStore } from '../integrations/presence/redis-presence-store';
import { createFallbackPresenceStore } from '../integrations/presence/fallback-presence-store';
import { createRedisFallback } from '../integrations/redis/redis-clients';
import { createLocalStorage } from '../integrations/storage/local-storage';
import type { Storage } from '../integrations/storage/storage';
import { currentCosts } from '../services/balance/token-costs';
import { RealtimeHub } from '../services/realtime/realtime-hub';

export interface IntegrationOverrides {
  storage?: Storage;
  mailer?: Mailer;
  notifier?: Notifier;
}

/**
 * The third parties the app talks to, each the real client when configured and its local twin
 * otherwise (docs/ARCHITECTURE.md), decorated in this order: storage, mail, notifier, presence (with the
 * realtime hub on it). Payments come last in buildApp: the simulator mounts routes of its own.
 */
export async function registerIntegrations(app: FastifyInstance, config: Config, database: Database, overrides: IntegrationOverrides = {}) {
  app.decorate('storage', overrides.storage ?? createLocalStorage(path.join(config.DATA_DIR, 'files')));
  app.decorate(
    'mailer',
    overrides.mailer ??
      (config.SMTP_URL
        ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM, (config.MAIL_JOB_TIMEOUT_SECONDS * 1000) / 3)
        : createLogMailer(app.log, { revealLinks: config.NODE_ENV !== 'production' })),
  );
  app.decorate(
    'notifier',
    overrides.notifier ??
      (config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_CHAT_ID
        ? createTelegramNotifier({ apiUrl: config.TELEGRAM_API_URL, botToken: config.TELEGRAM_BOT_TOKEN, chatId: config.TELEGRAM_CHAT_ID }, app.log)
        : createLogNotifier(app.log)),
  );

  const cacheBus = config.REDIS_URL
    ? await createRedisCacheBus(config.REDIS_URL, config.REDIS_KEY_PREFIX, createRedisFallback(app.log, 'önbellek bildirimleri', 'yalnızca bu sunucuda uygulanıyor (diğerlerinde oturumlar ve ilk sayfalar süreleri dolunca yenilenir)'))
    : createLocalCacheBus();
  app.decorate('cacheBus', cacheBus);
  app.addHook('onClose', async () => cacheBus.close());

  const timeoutMs = config.REALTIME_TIMEOUT_SECONDS * 1000;
  // While Redis cannot be reached, presence is per instance (decision 068).
  const presence = config.REDIS_URL
    ? createFallbackPresenceStore(await createRedisPresenceStore(config.REDIS_URL, config.REDIS_KEY_PREFIX, timeoutMs), createRedisFallback(app.log, 'çevrimiçi sayısı', 'yalnızca bu sunucunun bağlantılarını sayıyor'))
    : createMemoryPresenceStore();
  const realtime = new RealtimeHub(presence, { timeoutMs, currentCosts: () => currentCosts(database.db, COST_KEYS), log: app.log });
  await realtime.start();
  app.decorate('realtime', realtime);
  // Before the listener closes (preClose runs ahead of the WebSocket plugin's own, which closes with no code).
  app.addHook('preClose', (done) => {
    realtime.closeSockets();
    done();
  });
  app.addHook('onClose', async () => realtime.close());
}
