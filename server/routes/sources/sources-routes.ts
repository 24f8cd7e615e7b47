import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { publicSourcesSchema } from '../../../shared/schemas/sources';
import { writeCsv } from '../../services/exports/write-export';
import {
  OSM_STATION_COLUMNS,
  OSM_STATIONS_ABOUT,
  OSM_STATIONS_FILE,
  osmStationCells,
  osmStationSources,
  osmStations,
  osmStationsGeojson,
} from '../../services/sources/osm-stations';
import { publicSources } from '../../services/sources/provenance';

/** The OSM-derived download changes only with the stations: an hour's cache spares repeated reads. */
const DOWNLOAD_CACHE = 'public, max-age=3600';

/** The published sources (docs/product-rules.md#provenance): the sources page and the lists' "Kaynak" filter. */
export const sourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sources',
    { schema: { tags: ['sources'], summary: 'Yayımlanan veri kaynakları, lisansları ve atıfları', response: { 200: publicSourcesSchema } } },
    async () => ({ items: await publicSources(app.db) }),
  );

  // The stations derived from OpenStreetMap, free to everyone under ODbL 1.0 (decision 054).
  app.get(
    '/sources/openstreetmap-stations.csv',
    {
      schema: {
        tags: ['sources'],
        summary: 'OpenStreetMap’ten türetilen trafo merkezleri (CSV, ODbL 1.0)',
        description: 'Ad, gerilim, işletmeci, koordinat ve il; atıf ve lisans dosyanın başındaki "#" satırlarında. Kapasite içermez.',
      },
    },
    async (_request, reply) => {
      const [stations, licenceSources] = await Promise.all([osmStations(app.db), osmStationSources(app.db)]);
      const body = new PassThrough();
      void writeCsv(body, {
        sheet: 'Trafo merkezleri',
        about: [...OSM_STATIONS_ABOUT, `Satır sayısı: ${stations.length}`],
        columns: OSM_STATION_COLUMNS,
        sources: licenceSources,
        rows: (async function* () {
          yield stations.map(osmStationCells);
        })(),
      }).catch((err: unknown) => body.destroy(err instanceof Error ? err : new Error(String(err))));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${OSM_STATIONS_FILE}.csv"`)
        .header('cache-control', DOWNLOAD_CACHE)
        .send(body);
    },
  );

  app.get(
    '/sources/openstreetmap-stations.geojson',
    {
      schema: {
        tags: ['sources'],
        summary: 'OpenStreetMap’ten türetilen trafo merkezleri (GeoJSON, ODbL 1.0)',
        description: 'RFC 7946 GeoJSON; atıf ve lisans en üstte ve her özellikte. Kapasite içermez.',
      },
    },
    async (_request, reply) => {
      const [stations, licenceSources] = await Promise.all([osmStations(app.db), osmStationSources(app.db)]);
      return reply
        .header('content-type', 'application/geo+json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${OSM_STATIONS_FILE}.geojson"`)
        .header('cache-control', DOWNLOAD_CACHE)
        .send(JSON.stringify(osmStationsGeojson(stations, licenceSources)));
    },
  );
};
