import Fastify from 'fastify';
import { openDatabase } from '../server/db/client';
import { registerCompression } from '../server/plugins/compression';
import { listScenarios } from './bench-list-scenarios';

// The baseline P1 is measured against (docs/product-rules.md#speed, docs/decisions/079): each list's
// SQL, through the same service the direct side calls, answered over the same HTTP stack as the app
// (Fastify, its compression, a pool as large as the app's), with none of the list path: no session,
// no access rule or quote, no query or response schema, no first-page cache. What the app's route
// costs beyond this is the list path's own cost. Started by scripts/bench.ts in its own process:
// PORT, BENCH_DATABASE_URL, KONYA_ID and VIEWER_ID.

const db = await openDatabase({ url: process.env.BENCH_DATABASE_URL!, poolMax: 10 });
const scenarios = new Map(listScenarios(db.db, { konyaId: process.env.KONYA_ID!, viewerId: process.env.VIEWER_ID! }).map((s) => [s.url, s]));
const app = Fastify();
await registerCompression(app);
app.get('/*', async (request, reply) => {
  const scenario = scenarios.get(request.url);
  if (!scenario) return reply.code(404).send({ error: request.url });
  return scenario.direct();
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
