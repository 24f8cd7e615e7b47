import dc from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';

// Loaded into the soak's server (`--import`): how long the server itself spends on each request, from
// its parsed headers to its last byte written — to tell apart time in the handler from time the
// request waited for the event loop before it was read. A request carrying `x-soak-reset` starts the
// count afresh (after the throughput probe); the figures are written to SOAK_TIMING_FILE on SIGTERM.

const handling = createHistogram();
// Sampled every 10 ms (each sample is a timer on the server's loop); a sample includes that 10 ms.
const LOOP_RESOLUTION_MS = 10;
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
loopDelay.enable();
const started = new WeakMap<object, bigint>();

dc.subscribe('http.server.request.start', (message) => {
  const { request } = message as { request: { headers: Record<string, unknown> } };
  if (request.headers['x-soak-reset']) {
    handling.reset();
    loopDelay.reset();
  } else started.set(request, process.hrtime.bigint());
});
dc.subscribe('http.server.response.finish', (message) => {
  const { request } = message as { request: object };
  const start = started.get(request);
  if (start !== undefined) handling.record(Math.max(1, Number(process.hrtime.bigint() - start)));
});

process.once('SIGTERM', () => {
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  // How late the loop ran its timer: the sample less the interval it was set for.
  const late = (ns: number) => Math.max(0, Math.round((ms(ns) - LOOP_RESOLUTION_MS) * 10) / 10);
  const file = process.env.SOAK_TIMING_FILE;
  if (file) writeFileSync(file, JSON.stringify({ count: handling.count, p50: ms(handling.percentile(50)), p99: ms(handling.percentile(99)), loopP50: late(loopDelay.percentile(50)), loopP99: late(loopDelay.percentile(99)), loopMax: late(loopDelay.max) }));
});
