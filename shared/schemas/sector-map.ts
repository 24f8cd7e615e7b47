import { z } from '../zod';
import { projectListQuerySchema } from './catalog';
import { columnsSchema } from './columns';

// The sector map (docs/decisions/037): province figures for the shading, and the projects layer.

/** The project layer's filters are the project list's (docs/product-rules.md#catalogue): search, city, type, status. */
export const projectMapQuerySchema = projectListQuerySchema.pick({ search: true, city_id: true, type_id: true, status_type_id: true });
export type ProjectMapQuery = z.input<typeof projectMapQuerySchema>;

/** As the station map's: ids from a uuid column, documented as uuids, not pattern-checked (shared/schemas/stations.ts). */
const markerId = z.string().meta({ format: 'uuid' });

/**
 * One project on the map: what its marker needs (its detail dialog shows the rest). `status` indexes
 * the answer's `statuses`. The markers come largest AC power first.
 */
export const projectMarkerSchema = z.object({
  id: markerId,
  project_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** No coordinates of its own: placed at a point inside its province ("yaklaşık konum"). */
  approximate: z.boolean(),
  status: z.number().int().nullable(),
  /** Its position comes from OpenStreetMap: the map then shows OSM's notice (ODbL, decision 054). */
  osm: z.boolean(),
});
export type ProjectMarker = z.infer<typeof projectMarkerSchema>;
export const PROJECT_MARKER_FIELDS = Object.keys(projectMarkerSchema.shape) as (keyof ProjectMarker)[];

export const projectMapSchema = z.object({
  statuses: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The markers as columns, one array per field, largest AC power first. */
  markers: columnsSchema(projectMarkerSchema),
  /** More projects matched than `limit`: the largest `limit` are sent. */
  capped: z.boolean(),
  limit: z.number().int(),
});
export type ProjectMap = z.infer<typeof projectMapSchema>;

export const provinceFigureSchema = z.object({
  city_id: z.uuid(),
  plate_code: z.number().int(),
  name: z.string(),
  /** Every catalogue project in the province, and their AC power (MWe). */
  projects: z.number().int(),
  ac_mw: z.number(),
  /** The commissioned ones ("Devreye Alınan"). */
  commissioned_projects: z.number().int(),
  commissioned_ac_mw: z.number(),
  /**
   * Of those, the projects whose AC power is not known: the sums leave them out, so a sum is a floor,
   * and a province whose projects all lack it has no known sum (never "0 MWe").
   */
  unknown_power_projects: z.number().int(),
  commissioned_unknown_power_projects: z.number().int(),
  /** Generated (sample) rows are among the province's projects. */
  includes_generated: z.boolean(),
  /** The published installed solar power and its month (YYYY-MM), where one was published. */
  official_mw: z.number().nullable(),
  official_as_of: z.string().nullable(),
});
export type ProvinceFigure = z.infer<typeof provinceFigureSchema>;

export const provinceFiguresSchema = z.object({
  provinces: z.array(provinceFigureSchema),
  /** Where each published month's figures were read (publisher and pages). */
  official_sources: z.array(z.object({ as_of: z.string(), publisher: z.string(), source: z.string() })),
});
export type ProvinceFigures = z.infer<typeof provinceFiguresSchema>;
