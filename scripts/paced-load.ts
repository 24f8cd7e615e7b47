import http from 'node:http';

// An open-loop load at a steady rate (wrk2-style), for the soak. autocannon's `overallRate` is a
// per-second budget: each connection sends back to back until its share is spent, then idles until
// the next second — bursts at full load, not 70 % of it — and its coordinated-omission correction
// assumes a 1 ms interval whatever the rate. Here each request has an intended start time spread
// evenly over the second, and its latency runs from that time, so a request held up behind a slow
// one counts its wait (decision 016).

export type PacedRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

export type PacedResult = {
  total: number;
  non2xx: number;
  errors: number;
  /** Latency in ms of request i, which was `requests[i % requests.length]`. */
  latencies: Float64Array;
  /** How late the generator sent request i (its own event loop's delay), in ms. */
  lag: Float64Array;
  perSecond: number;
};

/** The p-th percentile of values sorted ascending. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function pacedLoad(options: {
  base: string;
  requests: PacedRequest[];
  rate: number;
  seconds: number;
  connections: number;
}): Promise<PacedResult> {
  const { base, requests, rate, seconds, connections } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, noDelay: true } as http.AgentOptions);
  const url = new URL(base);
  const count = Math.floor(rate * seconds);
  const latencies = new Float64Array(count);
  const lag = new Float64Array(count);
  let done = 0;
  let non2xx = 0;
  let errors = 0;
  const start = performance.now();
  const interval = 1000 / rate;

  const send = (i: number) => {
    const intended = start + i * interval;
    lag[i] = performance.now() - intended;
    const r = requests[i % requests.length]!;
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
        res.once('end', () => {
          if (res.statusCode! < 200 || res.statusCode! >= 300) non2xx++;
          finish(i, intended);
        });
      },
    );
    req.once('error', () => {
      errors++;
      finish(i, intended);
    });
    req.end(r.body);
  };

  let resolveAll!: () => void;
  const all = new Promise<void>((resolve) => (resolveAll = resolve));
  const finish = (i: number, intended: number) => {
    latencies[i] = performance.now() - intended;
    if (++done === count) resolveAll();
  };

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
  return { total: count, non2xx, errors, latencies, lag, perSecond: count / elapsed };
}
