import { z } from '../zod';

/** Settings the browser needs from the server's configuration. */
export const siteInfoSchema = z.object({
  contact_email: z.email(),
  /** Leaflet tile URL template drawn over the map's province outlines, and its attribution; null: no tiles. */
  map_tile_url: z.string().nullable(),
  map_tile_attribution: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const healthSchema = z.object({
  /** 'draining': the instance is shutting down and takes no new work (docs/decisions/068-instances-behind-a-balancer.md). */
  /** 'degraded': serving, but Redis does not answer (each instance counts on its own meanwhile). */
  status: z.enum(['ok', 'error', 'draining', 'degraded']),
  database: z.enum(['ok', 'error']),
  /** Only with REDIS_URL. */
  redis: z.enum(['ok', 'error']).optional(),
});

export const livenessSchema = z.object({ status: z.literal('ok') });

/** The JSON error shape of every failed API call. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
