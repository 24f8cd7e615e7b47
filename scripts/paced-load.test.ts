import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pacedLoad } from './paced-load';
import { percentile } from './percentile';

// The soak's sender (decision 016): a steady rate, not a burst per second, and latency counted from
// each request's intended start, so a wait behind a slow answer is not hidden.

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function listen(handler: http.RequestListener): Promise<string> {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('pacedLoad', () => {
  it('spreads the requests evenly over the run instead of sending each second in a burst', async () => {
    const arrivals: number[] = [];
    const base = await listen((req, res) => {
      arrivals.push(performance.now());
      res.end('ok');
    });
    const result = await pacedLoad({ base, requests: [{ method: 'GET', path: '/', headers: {} }], rate: 100, seconds: 1, connections: 10 });

    expect(result.latencies.length).toBe(100);
    expect(arrivals.length).toBe(100);
    expect(result.non2xx + result.errors + result.timeouts).toBe(0);
    // A per-second budget sends all 100 within a few milliseconds; paced, the first tenth of the
    // run sees about ten, and the requests span most of the second (bounds loose enough for a
    // loaded machine whose timers fire late).
    const first = arrivals[0]!;
    expect(arrivals.filter((t) => t - first < 100).length).toBeLessThanOrEqual(50);
    expect(arrivals[arrivals.length - 1]! - first).toBeGreaterThan(600);
  });

  it('counts the wait behind a slow answer from when each request was due, and failures apart', async () => {
    let n = 0;
    const base = await listen((req, res) => {
      n++;
      if (req.url === '/missing') res.writeHead(404).end();
      else if (n === 1) setTimeout(() => res.end('slow'), 300);
      else res.end('ok');
    });
    // One connection: requests due while the first is held wait for it.
    const result = await pacedLoad({
      base,
      requests: [
        { method: 'GET', path: '/', headers: {} },
        { method: 'POST', path: '/', headers: { 'content-type': 'application/json' }, body: '{"a":1}' },
        { method: 'GET', path: '/missing', headers: {} },
      ],
      rate: 100,
      seconds: 0.3,
      connections: 1,
    });

    expect(result.latencies[0]).toBeGreaterThanOrEqual(290);
    // Request 10 was due at 100 ms and could not start before 300 ms.
    expect(result.latencies[10]).toBeGreaterThanOrEqual(180);
    expect(result.non2xx).toBe(10); // every third request asks for /missing
    expect(result.errors + result.timeouts).toBe(0);
  });

  it('ends a request that is never answered as a timeout, so the run stays bounded', async () => {
    const base = await listen((req, res) => {
      if (req.url !== '/hang') res.end('ok');
    });
    const result = await pacedLoad({
      base,
      requests: [
        { method: 'GET', path: '/hang', headers: {} },
        { method: 'GET', path: '/', headers: {} },
      ],
      rate: 20,
      seconds: 0.2,
      connections: 4,
      timeoutMs: 200,
    });
    expect(result.timeouts).toBe(2);
    expect(result.errors).toBe(0);
    expect(result.latencies.length).toBe(4);
  });
});

describe('percentile', () => {
  it('is the nearest rank of sorted values', () => {
    const values = Float64Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });
});
