import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { projectMapQuerySchema, projectMapSchema, provinceFiguresSchema } from '../../../shared/schemas/sector-map';
import { requirePremium } from '../../policies/premium-policy';
import { listProjectMarkers } from '../../services/map/project-markers';
import { provinceFigures } from '../../services/map/province-figures';

const tags = ['map'];

/**
 * The sector map (docs/decisions/037), premium only like the station map (docs/product-rules.md#transformer-stations): the
 * provinces' figures for the shading, and the projects layer in the project list's filters. The map
 * is free to look at; what costs Bakiye (a verified project's details) is opened through the
 * project's own route, as from the list.
 */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/provinces', { schema: { tags, summary: 'İllerin güneş enerjisi kurulu gücü (premium)', response: { 200: provinceFiguresSchema } } }, async (request, reply) => {
    requirePremium(request, 'sector_map');
    // The same for every premium member and a scan of the projects: shared once the tier is checked.
    return app.firstPages.applies({}, {})
      ? app.firstPages.send(request, reply, { list: 'map-provinces', variant: 'premium', schema: provinceFiguresSchema, emptiedBy: ['project'] }, () => provinceFigures(app.db))
      : provinceFigures(app.db);
  });

  app.get('/projects', { schema: { tags, summary: 'Harita proje işaretleri (premium)', querystring: projectMapQuerySchema, response: { 200: projectMapSchema } } }, async (request, reply) => {
    requirePremium(request, 'sector_map');
    const markers = () => listProjectMarkers(app.db, request.query);
    // The unfiltered layer is the same for every premium member: shared like the station map's.
    return app.firstPages.applies(request.query, {})
      ? app.firstPages.send(request, reply, { list: 'map-projects', variant: 'premium', schema: projectMapSchema, emptiedBy: ['project'] }, markers)
      : markers();
  });
};
