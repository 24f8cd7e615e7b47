import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * Whether this instance is taking new work (docs/decisions/068-instances-behind-a-balancer.md). Draining starts
 * at SIGTERM: readiness answers 503 so a balancer stops choosing it, each answer closes its
 * connection so a kept-alive one brings no new request, and the listener then closes while the
 * requests in flight finish.
 */
export interface Lifecycle {
  readonly draining: boolean;
  drain(): void;
}

export function registerLifecycle(app: FastifyInstance) {
  let draining = false;
  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  } satisfies Lifecycle);
  app.addHook('onSend', async (_request, reply) => {
    if (draining) void reply.header('Connection', 'close');
  });
}
