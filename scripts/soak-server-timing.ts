import dc from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';

// Loaded into the soak's server (`--import`): how long the server itself spends on each request, from
// its parsed headers to its last byte written — to tell apart time in the handler from time the
// request waited for the event loop before it was read. A request carrying `x-soak-reset` starts the
// count afresh (after the throughput probe); the figures are written to SOAK_TIMING_FILE on SIGTERM.

const handling = createHistogram();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const started = new WeakMap<object, bigint>();

dc.subscribe('http.server.request.start', (message) => {
  const { request } = message as { request: { headers: Record<string, unknown> } };
  if (request.headers['x-soak-reset']) {
    handling.reset();
    loopDelay.reset();
  }
  else started.set(request, process.hrtime.bigint());
});
dc.subscribe('http.server.response.finish', (message) => {
  const { request } = message as { request: object };
  const start = started.get(request);
  if (start !== undefined) handling.record(Math.max(1, Number(process.hrtime.bigint() - start)));
});

process.once('SIGTERM', () => {
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  const file = process.env.SOAK_TIMING_FILE;
  if (file) writeFileSync(file, JSON.stringify({ count: handling.count, p50: ms(handling.percentile(50)), p99: ms(handling.percentile(99)), loopP50: ms(loopDelay.percentile(50)), loopP99: ms(loopDelay.percentile(99)), loopMax: ms(loopDelay.max) }));
});
