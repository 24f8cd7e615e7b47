import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyReply } from 'fastify';
import { pageIdParamsSchema, parseRecordId } from '../../../shared/schemas/common';
import { stationDetailSchema, stationFileParamsSchema, stationFilterSchema, stationGeometrySchema, stationMarkerColumnsSchema, STATION_MARKER_FIELDS, stationYearsSchema } from '../../../shared/schemas/stations';
import { toColumns } from '../../../shared/schemas/columns';
import { STATION_MESSAGES } from '../../../shared/station-constants';
import { AppError } from '../../lib/errors';
import { registerList } from '../../lists/register-list';
import { stationList } from '../../lists/stations';
import { requirePremium } from '../../policies/premium-policy';
import { isPremium } from '../../policies/tier';
import { KML_CONTENT_TYPES, kmlFormatOf } from '../../services/stations/station-files';
import { stationGeometryJson } from '../../services/stations/station-geometry';
import { findStationDetail, findStationFile, listStationMarkers, stationYears } from '../../services/stations/station-queries';
import { stationMergedInto } from '../../services/quality/merge-records';
import { MERGE_MESSAGES, mergedAwaySchema } from '../../../shared/schemas/merges';

const tags = ['stations'];

/** JSON already checked against the route's response schema when it was made, sent as bytes (no serializer). */
const sendJsonText = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(Buffer.from(json));

/** ASCII file name for old clients, the Turkish one in filename* (RFC 6266). */
function attachmentHeader(name: string, ext: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-') || 'trafo-merkezi';
  return `attachment; filename="${ascii}.${ext}"; filename*=UTF-8''${encodeURIComponent(`${name}.${ext}`)}`;
}

/**
 * Transformer-station capacity (docs/product-rules.md#transformer-stations). The list and detail are open to every tier (the spec
 * describes what visitors and members see); location, KML and the map are premium only.
 */
export const stationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, stationList);

  app.get('/years', { schema: { tags, summary: 'Kapasite verisi olan yıllar', response: { 200: stationYearsSchema } } }, async () => ({
    years: await stationYears(app.db),
  }));

  app.get('/map', { schema: { tags, summary: 'Harita işaretleri (premium)', querystring: stationFilterSchema, response: { 200: stationMarkerColumnsSchema } } }, async (request, reply) => {
    requirePremium(request, 'station_map');
    const markers = async () => toColumns(await listStationMarkers(app.db, request.query), STATION_MARKER_FIELDS);
    // The whole map (no filter) is the same for every premium member and the largest answer the API
    // gives (sent as columns, decision 018): shared like a list's first page once the viewer's tier is checked.
    return app.firstPages.applies(request.query, {})
      ? app.firstPages.send(request, reply, { list: 'station-map', variant: 'premium', schema: stationMarkerColumnsSchema, emptiedBy: ['station'] }, markers)
      : markers();
  });

  app.get(
    '/:id',
    { schema: { tags, summary: 'Trafo merkezi detayı', params: pageIdParamsSchema, response: { 200: stationDetailSchema, 308: mergedAwaySchema } } },
    async (request, reply) => {
      const id = parseRecordId(request.params.id);
      const detail = id ? await findStationDetail(app.db, id, isPremium(request.user)) : undefined;
      if (detail) return detail;
      // A merged-away station, or a month of it, keeps answering with the survivor (decisions 066, 072).
      const to = id ? await stationMergedInto(app.db, id) : null;
      if (!to) throw new AppError(404, 'NOT_FOUND', STATION_MESSAGES.notFound);
      return reply
        .status(308)
        .header('location', `/api/stations/${to}`)
        .send({ statusCode: 308 as const, code: 'MERGED' as const, message: MERGE_MESSAGES.mergedAway('station'), merged_into: to });
    },
  );

  /** The station's stored KML/KMZ file (premium only), after a premium check, never via /files/. */
  async function readStationFile(stationId: string) {
    const id = parseRecordId(stationId);
    const station = id ? await findStationFile(app.db, id) : undefined;
    if (!station) throw new AppError(404, 'NOT_FOUND', STATION_MESSAGES.notFound);
    const format = station.kml_file_path ? kmlFormatOf(station.kml_file_path) : null;
    const data = station.kml_file_path && format ? await app.storage.get(station.kml_file_path) : null;
    if (!data || !format) throw new AppError(404, 'NOT_FOUND', STATION_MESSAGES.noKml);
    return { station, format, data };
  }

  app.get(
    '/definitions/:station_id/kml',
    { schema: { tags, summary: 'Trafo merkezi KML/KMZ dosyası (premium)', params: stationFileParamsSchema } },
    async (request, reply) => {
      requirePremium(request, 'station_location');
      const { station, format, data } = await readStationFile(request.params.station_id);
      return reply
        .header('Content-Type', KML_CONTENT_TYPES[format])
        .header('Content-Disposition', attachmentHeader(station.station_name, format))
        .header('Cache-Control', 'private, no-store')
        .send(data);
    },
  );

  app.get(
    '/definitions/:station_id/geometry',
    { schema: { tags, summary: 'KML geometrisi, GeoJSON (premium)', params: stationFileParamsSchema, response: { 200: stationGeometrySchema } } },
    async (request, reply) => {
      requirePremium(request, 'station_location');
      const id = parseRecordId(request.params.station_id);
      if (!id) throw new AppError(404, 'NOT_FOUND', STATION_MESSAGES.notFound);
      // Computed when the file was stored and kept as the schema's JSON: sent as it is, not parsed
      // again, nor decoded and encoded (decision 029).
      return sendJsonText(reply.header('Cache-Control', 'private, max-age=300'), await stationGeometryJson(app.db, app.storage, id));
    },
  );
};
