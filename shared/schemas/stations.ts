import { z } from '../zod';
import { STATION_SORTS } from '../station-constants';
import { columnsSchema } from './columns';
import { capacityChangeSchema, capacityPointSchema } from './history';
import { optionalSourceId, sourceRefsSchema } from './sources';

// Transformer-station capacity: list, detail, map and KML (docs/product-rules.md#transformer-stations).

const uuid = z.uuid();
/** The city filter is applied only when it is a valid UUID (docs/product-rules.md#transformer-stations); anything else is ignored. */
const optionalCityId = z
  .string()
  .optional()
  .transform((v) => (v && uuid.safeParse(v).success ? v : undefined));
const optionalInt = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => {
      if (!v || !/^\d+$/.test(v)) return undefined;
      const n = Number(v);
      return n >= min && n <= max ? n : undefined;
    });

export const stationFilterSchema = z.object({
  year: optionalInt(2000, 2100),
  month: optionalInt(1, 12),
  city_id: optionalCityId,
  /** Rows whose figure or station comes from this source (decision 041); ignored unless a valid id. */
  source_id: optionalSourceId,
});
export type StationFilter = z.input<typeof stationFilterSchema>;

export const stationListQuerySchema = stationFilterSchema.extend({
  /** Default order: newest period first, then station name. */
  sort: z.enum(STATION_SORTS).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type StationListQuery = z.input<typeof stationListQuerySchema>;

/** One monthly capacity row with its station; the fields every tier sees. */
export const stationCapacitySchema = z.object({
  /** The capacity row's id (what the detail modal opens). */
  id: z.uuid(),
  station_id: z.uuid(),
  station_name: z.string(),
  city: z.object({ id: z.uuid(), name: z.string() }),
  busbar: z.string().nullable(),
  operator: z.string().nullable(),
  connection_level: z.string().nullable(),
  /** Null with the figure: a station no month has a figure for ("Kapasite verisi yok"). */
  year: z.number().int().nullable(),
  month: z.number().int().nullable(),
  /** MWe; null when no figure has been entered for the station (its id is then the station's). */
  available_capacity: z.number().nullable(),
  /** Generated demo figures that no admin has entered or confirmed yet: shown as "Örnek veri" (decision 012). */
  sample: z.boolean(),
});
export type StationCapacity = z.infer<typeof stationCapacitySchema>;

export const stationListSchema = z.object({
  items: z.array(stationCapacitySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Exact up to a cap; `capped` says there are more. */
  total: z.number().int(),
  capped: z.boolean(),
  /** The sources of the page's figures and stations (decision 041): the list credits them at the bottom. */
  sources: sourceRefsSchema,
});
export type StationList = z.infer<typeof stationListSchema>;

/**
 * Detail of one capacity row. `location` is present only for premium viewers (docs/product-rules.md#transformer-stations): for
 * others it is null and `locked` is true, and the browser shows placeholders.
 */
export const stationDetailSchema = stationCapacitySchema.extend({
  locked: z.boolean(),
  location: z
    .object({
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      /** Download URL of the station's KML/KMZ (premium only), or null when it has none. */
      kml_url: z.string().nullable(),
      kml_format: z.enum(['kml', 'kmz']).nullable(),
    })
    .nullable(),
  /** The station's monthly capacities, oldest first (decision 042): public like the list's rows. */
  history: z.array(capacityPointSchema),
  /** This month against the nearest earlier month with a figure; null when there is none. */
  change: capacityChangeSchema.nullable(),
  /** The station's sources (its definition), public like the rest of the row (decision 041). */
  sources: sourceRefsSchema,
  /** The sources of the figure shown (first) and of the chart's figures. */
  capacity_sources: sourceRefsSchema,
});
export type StationDetail = z.infer<typeof stationDetailSchema>;

const markerId = z.string().meta({ format: 'uuid' });

/** Map markers (premium only): the newest capacity row in the filter of every station with both coordinates. */
export const stationMarkerSchema = z.object({
  // Ids straight from uuid columns, documented as uuids but not pattern-checked on the way out:
  // the pattern was most of the map's schema check (docs/benchmarks.md#code-figures).
  id: markerId,
  station_id: markerId,
  station_name: z.string(),
  city_name: z.string(),
  operator: z.string().nullable(),
  /** Null for a station without any figure (then `id` is the station's). */
  available_capacity: z.number().nullable(),
  year: z.number().int().nullable(),
  month: z.number().int().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  has_kml: z.boolean(),
  sample: z.boolean(),
  /** Its position comes from OpenStreetMap: the map then shows OSM's notice (ODbL, decision 054). */
  osm: z.boolean(),
});
export type StationMarker = z.infer<typeof stationMarkerSchema>;
export const STATION_MARKER_FIELDS = Object.keys(stationMarkerSchema.shape) as (keyof StationMarker)[];
/** The map's answer: the markers as columns, one array per field (it is the API's largest answer). */
export const stationMarkerColumnsSchema = columnsSchema(stationMarkerSchema);

export const stationYearsSchema = z.object({ years: z.array(z.number().int()) });

/** GeoJSON FeatureCollection of a station's KML/KMZ, for drawing it on the map (premium only). */
export const stationGeometrySchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.object({ type: z.literal('Feature'), geometry: z.unknown(), properties: z.unknown() })),
});
export type StationGeometry = z.infer<typeof stationGeometrySchema>;

/** A station definition's file routes: the id is parsed in the handler (unknown or malformed → 404). */
export const stationFileParamsSchema = z.object({ station_id: z.string() });
