import type { FastifyBaseLogger } from 'fastify';

/** Operator notifications (docs/product-rules.md#general): HTML text to the operators' chat. */
export interface Notifier {
  /** Never throws: a failed notification is logged and must not break the user's flow. */
  notify(html: string): Promise<void>;
}

export interface TelegramSettings {
  apiUrl: string;
  botToken: string;
  chatId: string;
}

/** Telegram Bot API sendMessage. Tests point apiUrl at a local HTTP endpoint. */
export function createTelegramNotifier(settings: TelegramSettings, log: FastifyBaseLogger): Notifier {
  const endpoint = `${settings.apiUrl.replace(/\/$/, '')}/bot${settings.botToken}/sendMessage`;
  return {
    async notify(html) {
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ chat_id: settings.chatId, text: html, parse_mode: 'HTML', disable_web_page_preview: true }),
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) log.warn({ status: res.status }, 'operator notification refused by Telegram');
      } catch (err) {
        log.warn({ err }, 'operator notification failed');
      }
    },
  };
}

/** Without Telegram settings, notifications go to the log. */
export function createLogNotifier(log: FastifyBaseLogger): Notifier {
  return {
    async notify(html) {
      log.info({ notification: html }, 'operator notification (Telegram not configured)');
    },
  };
}

/** Escapes text for Telegram's HTML parse mode. */
export function escapeTelegramHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
