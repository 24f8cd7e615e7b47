import http from 'node:http';

// An open-loop load at a steady rate (wrk2-style), for the soak. autocannon's `overallRate` is a
// per-second budget: each connection sends back to back until its share is spent, then idles until
// the next second — bursts at full load, not 70 % of it — and its coordinated-omission correction
// assumes a 1 ms interval whatever the rate. Here each request has an intended start time spread
// evenly over the second, and its latency runs from that time, so a request held up behind a slow
// one counts its wait (decision 016).

export type PacedRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

export type PacedResult = {
  non2xx: number;
  errors: number;
  /** Requests with no answer within `timeoutMs` (their latency is recorded as the timeout). */
  timeouts: number;
  /** Latency in ms of request i, which was `requests[i % requests.length]`. */
  latencies: Float64Array;
  /** How late the generator sent request i (its own event loop's delay), in ms. */
  lag: Float64Array;
  perSecond: number;
};

export async function pacedLoad(options: {
  base: string;
  requests: PacedRequest[];
  rate: number;
  seconds: number;
  connections: number;
  /** As autocannon's default: a request unanswered after 10 s is a timeout, so the run stays bounded. */
  timeoutMs?: number;
}): Promise<PacedResult> {
  const { base, requests, rate, seconds, connections, timeoutMs = 10_000 } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, noDelay: true } as http.AgentOptions);
  const url = new URL(base);
  const count = Math.floor(rate * seconds);
  const latencies = new Float64Array(count);
  const lag = new Float64Array(count);
  let done = 0;
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  const start = performance.now();
  const interval = 1000 / rate;

  const send = (i: number) => {
    const intended = start + i * interval;
    lag[i] = performance.now() - intended;
    const r = requests[i % requests.length]!;
    // Each request is counted once: answered, failed or timed out, whichever comes first.
    let settled = false;
    const settle = (outcome: 'ok' | 'non2xx' | 'error' | 'timeout') => {
      if (settled) return;
      settled = true;
      if (outcome === 'non2xx') non2xx++;
      else if (outcome === 'error') errors++;
      else if (outcome === 'timeout') timeouts++;
      latencies[i] = performance.now() - intended;
      if (++done === count) resolveAll();
    };
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: r.method,
        path: r.path,
        headers: r.body === undefined ? r.headers : { ...r.headers, 'content-length': String(Buffer.byteLength(r.body)) },
      },
      (res) => {
        res.resume();
        res.once('end', () => settle(res.statusCode! >= 200 && res.statusCode! < 300 ? 'ok' : 'non2xx'));
      },
    );
    req.setTimeout(timeoutMs, () => {
      settle('timeout');
      req.destroy();
    });
    req.once('error', () => settle('error'));
    req.end(r.body);
  };

  let resolveAll!: () => void;
  const all = new Promise<void>((resolve) => (resolveAll = resolve));
  if (count === 0) resolveAll();

  // Send every request whose time has come, then look again in a millisecond.
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(count, Math.floor((performance.now() - start) / interval) + 1);
      while (next < due) send(next++);
      if (next < count) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await all;
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return { non2xx, errors, timeouts, latencies, lag, perSecond: count / elapsed };
}
