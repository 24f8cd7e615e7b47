import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/test-app';
import { RealtimeClient } from '../../test/ws-client';

// docs/reliability.md#attack-pass, finding 8: another site's page cannot open the socket, and one IP cannot
// inflate the online count everyone sees.

describeOnEachDatabase(
  'realtime limits',
  (ctx) => {
    let url = '';
    let origin = '';
    const open: RealtimeClient[] = [];
    beforeAll(async () => {
      origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      url = `${origin.replace('http', 'ws')}/api/realtime`;
    });
    afterAll(() => open.forEach((c) => c.close()));

    const refusal = (options: { origin?: string }) =>
      RealtimeClient.open(url, { ...options, heartbeatMs: 400 }).then(
        (c) => {
          open.push(c);
          return 'opened';
        },
        (err: Error) => err.message,
      );

    it("refuses another site's origin and allows the site's own", async () => {
      expect(await refusal({ origin: 'https://evil.example' })).toContain('403');
      expect(await refusal({ origin })).toBe('opened');
    });

    it('caps the sockets one IP holds, and frees a place when one closes', async () => {
      while (open.length < 3) open.push(await RealtimeClient.open(url, { heartbeatMs: 400 }));
      expect(await refusal({})).toContain('429');
      const first = open.shift()!;
      first.close();
      await first.closed;
      await new Promise((r) => setTimeout(r, 100));
      expect(await refusal({})).toBe('opened');
    });
  },
  { config: { REALTIME_MAX_CONNECTIONS_PER_IP: '3', REALTIME_TIMEOUT_SECONDS: '5' } },
);

// Behind one proxy that appends the address it saw (TRUST_PROXY=1, docs/decisions/049): the cap
// counts the client the proxy saw, whatever the client wrote to the left of it.
describeOnEachDatabase(
  'realtime limits behind a proxy',
  (ctx) => {
    let url = '';
    const open: RealtimeClient[] = [];
    beforeAll(async () => {
      url = `${(await ctx.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/api/realtime`;
    });
    afterAll(() => open.forEach((c) => c.close()));

    const attempt = (forwardedFor: string) =>
      RealtimeClient.open(url, { heartbeatMs: 400, forwardedFor }).then(
        (c) => {
          open.push(c);
          return 'opened';
        },
        (err: Error) => err.message,
      );

    it('caps the sockets of the client the proxy saw, however the client varies the left-most address', async () => {
      for (let i = 0; i < 3; i++) expect(await attempt(`10.66.0.${i}, 198.51.100.20`)).toBe('opened');
      expect(await attempt('10.66.0.99, 198.51.100.20')).toContain('429');
      expect(await attempt('198.51.100.21')).toBe('opened');
    });
  },
  { config: { REALTIME_MAX_CONNECTIONS_PER_IP: '3', REALTIME_TIMEOUT_SECONDS: '5', TRUST_PROXY: '1' }, only: 'pglite' },
);
