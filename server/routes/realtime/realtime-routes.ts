import type { FastifyPluginAsync } from 'fastify';

// GET /api/realtime upgrades to a WebSocket (spec 1 §7 presence channel and token-cost updates).
// The session hook has already identified the user from the cookie sent with the upgrade.
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  app.get('/realtime', { websocket: true, schema: { hide: true } }, (socket, request) => {
    void app.realtime.accept(socket, request.user?.id ?? null);
  });
};
