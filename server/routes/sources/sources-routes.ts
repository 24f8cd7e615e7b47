import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { publicSourcesSchema } from '../../../shared/schemas/sources';
import { publicSources } from '../../services/sources/provenance';

/** The published sources (docs/product-rules.md#provenance): the sources page and the lists' "Kaynak" filter. */
export const sourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sources',
    { schema: { tags: ['sources'], summary: 'Yayımlanan veri kaynakları, lisansları ve atıfları', response: { 200: publicSourcesSchema } } },
    async () => ({ items: await publicSources(app.db) }),
  );
};
