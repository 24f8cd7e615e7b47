import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { listen } from '../db/listen';
import { RECORD_EVENTS_CHANNEL, recordKindsOf } from '../services/history/record-events';

declare module 'fastify' {
  interface FastifyInstance {
    recordEvents: RecordEventHub;
  }
}

export interface RecordEventHub {
  /**
   * Calls `heard` after each commit that wrote record events or announced a shown change that is no
   * event (`announceRecordChanges`: a company's representative verified or revoked), whatever wrote
   * them (a route, a service, an import, a script, another instance), with the kinds of record they
   * are about (null: unknown, anything may have changed). Returns the function that stops calling it.
   */
  onCommitted(heard: (kinds: ReadonlySet<string> | null) => void): () => void;
}

/**
 * One listening connection per instance for the record events' channel
 * (docs/decisions/059-a-transactional-outbox-for-record-events.md), shared by what follows a commit:
 * the followers' fan-out (plugins/jobs.ts) and the lists' shared first pages (plugins/first-page-cache.ts).
 */
export async function registerRecordEventListener(app: FastifyInstance, database: Database): Promise<() => Promise<void>> {
  const listeners = new Set<(kinds: ReadonlySet<string> | null) => void>();
  const stopListening = await listen(
    database,
    RECORD_EVENTS_CHANNEL,
    (payload) => {
      const kinds = recordKindsOf(payload);
      for (const heard of listeners) heard(kinds);
    },
    { onError: (err) => app.log.warn({ err }, 'geçmiş olaylarını dinleyen bağlantı koptu') },
  );
  app.decorate('recordEvents', {
    onCommitted(heard) {
      listeners.add(heard);
      return () => void listeners.delete(heard);
    },
  } satisfies RecordEventHub);
  const stop = async () => {
    listeners.clear();
    await stopListening();
  };
  app.addHook('onClose', stop);
  // For a start that fails after this: the app is never closed, its connection must not stay open.
  return stop;
}
