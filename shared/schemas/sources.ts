import { z } from '../zod';


// The sources readers see (docs/product-rules.md#provenance, docs/decisions/041-provenance-shown-to-readers.md):
// the line a detail, a list or a statistic shows per source, and the public sources page.

/** A source as one line of a record shows it: "Kaynak: {name} · {licence} · {year}". */
export const sourceRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  licence: z.string(),
  url: z.string().nullable(),
  is_generated: z.boolean(),
  /** When this record was last checked against the source (a link's or a figure's), else null. */
  verified_on: z.iso.date().nullable(),
  /** When the data was read from the source. */
  retrieved_on: z.iso.date().nullable(),
  /**
   * "Veri tarihi": the date the data describes, the record's own row's when it has one (a tender's
   * date), else the source's; what the line shows (decision 054). Null when unknown.
   */
  data_date: z.iso.date().nullable(),
  /** The pages this record's row cites within the source (a compilation's press pages), each with its site. */
  citations: z.array(z.object({ publisher: z.string(), url: z.string() })),
  /** An admin entry's publication, as the admin named it (a link or a line of text; decision 052). */
  note: z.string().optional(),
});
export type SourceRef = z.infer<typeof sourceRefSchema>;

export const sourceRefsSchema = z.array(sourceRefSchema);

/** One published source on the sources page and in the lists' "Kaynak" filter. */
export const publicSourceSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  publisher: z.string().nullable(),
  url: z.string().nullable(),
  licence: z.string(),
  licence_url: z.string().nullable(),
  attribution: z.string().nullable(),
  retrieved_on: z.iso.date().nullable(),
  /** "Veri tarihi": the date the data itself describes (decision 054). */
  data_date: z.iso.date().nullable(),
  is_generated: z.boolean(),
  notes: z.string().nullable(),
});
export type PublicSource = z.infer<typeof publicSourceSchema>;

export const publicSourcesSchema = z.object({ items: z.array(publicSourceSchema) });
export type PublicSources = z.infer<typeof publicSourcesSchema>;

const uuid = z.uuid();
/**
 * The lists' source filter: applied only when it is a valid id, ignored otherwise, like the lists'
 * other id filters (docs/product-rules.md#catalogue).
 */
export const optionalSourceId = z
  .string()
  .optional()
  .transform((v) => (v && uuid.safeParse(v).success ? v.toLowerCase() : undefined));
