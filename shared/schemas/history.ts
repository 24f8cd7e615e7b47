import { z } from '../zod';
import { RECORD_EVENT_KINDS, RECORD_EVENT_ORIGINS } from '../record-events';
import { blankToUndefined } from './form-values';

// A record's kept history as readers see it (decision 042): a project's timeline in its
// paid detail, a company's track record, a station's monthly capacities; and the two optional
// fields with which an admin dates an edit and names its source.

export const HISTORY_MESSAGES = {
  date: 'Değişiklik tarihi geçerli bir tarih olmalıdır',
  futureDate: 'Değişiklik tarihi ileri bir tarih olamaz',
  source: 'Seçilen kaynak bulunamadı',
  sourcesLoadFailed: 'Kaynaklar yüklenirken bir hata oluştu',
} as const;

/** The earliest date an edit may be dated with (the sector's records start long after). */
export const HISTORY_DATE_MIN = '1950-01-01';

/**
 * Whether a YYYY-MM-DD day is in the future. A day ahead of UTC is allowed: an admin in Türkiye
 * (UTC+3) dates a change "today" before UTC has reached that day.
 */
export function isFutureDay(day: string, now: Date = new Date()): boolean {
  const tomorrow = new Date(now.getTime() + 24 * 3600_000).toISOString().slice(0, 10);
  return day > tomorrow;
}

/**
 * The admin project form's two history fields: when the change happened (empty: the day it is
 * saved) and the publication it was read from (empty: none). They date and source the history
 * events a save writes, and are not project columns.
 */
export const historyFormFields = {
  history_date: z.preprocess(
    blankToUndefined,
    z.iso
      .date(HISTORY_MESSAGES.date)
      .refine((day) => day >= HISTORY_DATE_MIN, HISTORY_MESSAGES.date)
      .refine((day) => !isFutureDay(day), HISTORY_MESSAGES.futureDate)
      .optional(),
  ),
  history_source_id: z.preprocess(blankToUndefined, z.uuid(HISTORY_MESSAGES.source).optional()),
};

/** A source as an event names it: what the reader needs to weigh the figure. */
export const eventSourceSchema = z.object({
  name: z.string(),
  licence: z.string(),
  url: z.string().nullable(),
  /** Our own sample data ("Örnek veri"), never an official figure. */
  is_generated: z.boolean(),
});
export type EventSource = z.infer<typeof eventSourceSchema>;

// Each member nullable, not the union: OpenAPI 3.0 wants a type beside every `nullable` (a linter refuses a bare one).
const shownValue = z.union([z.string().nullable(), z.number().nullable(), z.boolean().nullable()]);

/** One field of an event: its Turkish label and the values before and after, ids given as names. */
export const eventChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: shownValue,
  after: shownValue,
});
export type EventChange = z.infer<typeof eventChangeSchema>;

export const recordEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(RECORD_EVENT_KINDS),
  /** YYYY-MM-DD: when it happened (or was entered, when that is all that is known). */
  occurred_on: z.string(),
  origin: z.enum(RECORD_EVENT_ORIGINS),
  source: eventSourceSchema.nullable(),
  changes: z.array(eventChangeSchema),
});
export type RecordEventItem = z.infer<typeof recordEventSchema>;

/** Newest first; at most PROJECT_HISTORY_SHOWN events. */
export const projectHistorySchema = z.array(recordEventSchema);

/** A project's timeline shows at most this many events (the newest). */
export const PROJECT_HISTORY_SHOWN = 100;

/** A company's projects (any of the nine roles) as a record of what they became. */
export const trackRecordSchema = z.object({
  total: z.number().int(),
  /** Projects per current status, most first; `status` null for projects without one. */
  by_status: z.array(z.object({ status: z.object({ id: z.uuid(), name: z.string() }).nullable(), count: z.number().int() })),
  /** Projects whose status is "Devreye Alınan". */
  commissioned: z.number().int(),
  /** commissioned / total, 0–1; null without projects. */
  commissioned_share: z.number().nullable(),
  /**
   * Median whole months from a commissioned project's first history event to its commissioning
   * (its commissioning date, else the day its status became "Devreye Alınan"), over the projects
   * whose history starts before commissioning; null when there is none.
   */
  median_months_to_commissioning: z.number().nullable(),
  /** How many projects the median is taken over. */
  measured: z.number().int(),
});
export type TrackRecord = z.infer<typeof trackRecordSchema>;

/** One month of a station's available capacity (MWe), oldest first in a history. */
export const capacityPointSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  available_capacity: z.number(),
  /** Generated sample data ("Örnek veri"). */
  sample: z.boolean(),
});
export type CapacityPoint = z.infer<typeof capacityPointSchema>;

/** A station's capacity history shows at most this many months (the newest). */
export const STATION_HISTORY_MONTHS = 240;

/** The shown month against the station's nearest earlier month with a figure. */
export const capacityChangeSchema = z.object({
  previous: capacityPointSchema,
  /** MWe, shown month minus previous. */
  change: z.number(),
  /** The previous figure is the calendar month just before (else an older one). */
  consecutive: z.boolean(),
});
export type CapacityChange = z.infer<typeof capacityChangeSchema>;

