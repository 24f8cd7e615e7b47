import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';

// One server process per Playwright worker (decision 058). It starts the app as server/server.ts does
// (loadConfig → buildApp → listen), and between spec files closes it and builds a new one on the next
// file's fresh copy of the seeded database: a file pays for the copy and the app's build, not for Node
// loading every module again. Each start reads the process's own environment plus that file's, so
// nothing one file set reaches the next. Built to dist/journey-host.mjs (e2e/support/global-setup.ts).

export type HostMessage = { type: 'start'; env: Record<string, string> } | { type: 'stop' };
export type HostAnswer = { type: 'started' } | { type: 'stopped' } | { type: 'failed'; message: string };

let app: FastifyInstance | undefined;

function answer(message: HostAnswer) {
  process.send?.(message);
}

async function stop() {
  const current = app;
  app = undefined;
  await current?.close();
}

async function handle(message: HostMessage) {
  await stop();
  if (message.type === 'stop') {
    answer({ type: 'stopped' });
    return;
  }
  const config = loadConfig({ ...process.env, ...message.env });
  app = await buildApp(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  answer({ type: 'started' });
}

// One message at a time, in order: a stop that arrives during a start waits for it.
let queue = Promise.resolve();
process.on('message', (message: HostMessage) => {
  queue = queue.then(() =>
    handle(message).catch((err: unknown) => {
      answer({ type: 'failed', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    }),
  );
});
// The worker is gone (its run ended or it crashed): close the database cleanly and go.
process.on('disconnect', () => {
  void queue.then(stop).finally(() => process.exit(0));
});
