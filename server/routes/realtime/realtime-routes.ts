import type { FastifyPluginAsync } from 'fastify';
import { AppError, MESSAGES } from '../../lib/errors';
import { isOwnOrigin } from '../../plugins/request-guards';

// GET /api/realtime upgrades to a WebSocket (docs/product-rules.md#shell).
// The session hook has already identified the user from the cookie sent with the upgrade. A browser
// on another site may not open one (its Origin is checked before the upgrade), and one IP holds at
// most REALTIME_MAX_CONNECTIONS_PER_IP sockets here, so nobody inflates the online count everyone
// sees (docs/reliability.md#attack-pass, finding 8).
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  const openByIp = new Map<string, number>();
  const max = app.config.REALTIME_MAX_CONNECTIONS_PER_IP;

  app.get(
    '/realtime',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin !== undefined && !isOwnOrigin(request, origin)) throw new AppError(403, 'CROSS_SITE_REQUEST', MESSAGES.crossSite);
        if ((openByIp.get(request.ip) ?? 0) >= max) throw new AppError(429, 'RATE_LIMITED', MESSAGES.tooManyRequests);
      },
    },
    (socket, request) => {
      const ip = request.ip;
      openByIp.set(ip, (openByIp.get(ip) ?? 0) + 1);
      socket.once('close', () => {
        const left = (openByIp.get(ip) ?? 1) - 1;
        if (left > 0) openByIp.set(ip, left);
        else openByIp.delete(ip);
      });
      void app.realtime.accept(socket, request.user?.id ?? null);
    },
  );
};
