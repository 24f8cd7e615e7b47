import type { FastifyInstance } from 'fastify';

/**
 * A graceful stop (decision 068): report not ready (for SHUTDOWN_DELAY_SECONDS), stop listening, finish the requests in flight
 * (each answer closes its connection), close the realtime sockets with 1012 so their clients reconnect
 * to another instance, and stop the job workers (a running job finishes or expires back to the queue).
 * Resolves false when the requests in flight did not finish within `timeoutMs`: the caller exits anyway,
 * and a request cut off there was never answered, so nothing it did is reported done.
 */
export async function drainAndClose(app: FastifyInstance, { delayMs, timeoutMs }: { delayMs: number; timeoutMs: number }): Promise<boolean> {
  app.lifecycle.drain();
  // A balancer that asks for readiness (HAProxy, Kubernetes) needs a moment to see the 503 and stop
  // choosing this instance before it stops listening; nginx learns from the refused connection itself.
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const closed = app.close().then(() => true as const);
  const finished = await Promise.race([closed, late]);
  clearTimeout(timer);
  if (!finished) app.log.error({ timeoutMs }, 'requests still in flight at SHUTDOWN_TIMEOUT_SECONDS; exiting');
  return finished;
}
