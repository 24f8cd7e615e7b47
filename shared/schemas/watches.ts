import { z } from '../zod';
import { NOTIFICATION_EMAIL_MODES, WATCH_LIMITS, WATCH_TARGETS } from '../constants';
import { RECORD_EVENT_ENTITIES, RECORD_EVENT_KINDS } from '../record-events';
import { adminListQuerySchema, adminPageSchema } from './admin/list';
import { WATCH_MESSAGES } from '../watch-messages';

// Watchlists and notifications (docs/product-rules.md#watchlists;
// docs/decisions/044-watchlists-and-notifications.md).

const W = WATCH_MESSAGES;
const optionalId = z.uuid({ message: W.targetNotFound }).optional();

/** Follow a record (target + target_id) or a saved project-list filter (target "filter" + filter). */
export const watchCreateSchema = z
  .strictObject({
    target: z.enum(WATCH_TARGETS, { message: W.targetRequired }),
    target_id: optionalId,
    filter: z
      .strictObject({ city_id: optionalId, status_type_id: optionalId, type_id: optionalId })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.target === 'filter') {
      const f = body.filter ?? {};
      if (!f.city_id && !f.status_type_id && !f.type_id) ctx.addIssue({ code: 'custom', path: ['filter'], message: W.filterRequired });
      if (body.target_id) ctx.addIssue({ code: 'custom', path: ['target_id'], message: W.filterRequired });
    } else if (!body.target_id) {
      ctx.addIssue({ code: 'custom', path: ['target_id'], message: W.targetRequired });
    }
  });
export type WatchCreate = z.input<typeof watchCreateSchema>;

export const watchSchema = z.object({
  id: z.uuid(),
  target: z.enum(WATCH_TARGETS),
  target_id: z.uuid().nullable(),
  filter: z.object({ city_id: z.string().optional(), status_type_id: z.string().optional(), type_id: z.string().optional() }).nullable(),
  /** The item's name, or the filter in words ("Konya · İşletmede · Arazi GES"). */
  label: z.string(),
  created_at: z.string(),
});
export type Watch = z.infer<typeof watchSchema>;

export const watchListSchema = z.object({
  items: z.array(watchSchema),
  limit: z.number().int(),
  limits: z.object({ member: z.literal(WATCH_LIMITS.member), premium: z.literal(WATCH_LIMITS.premium) }),
});
export type WatchList = z.infer<typeof watchListSchema>;

export const watchCreatedSchema = z.object({ message: z.string(), watch: watchSchema });

export const notificationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationQuery = z.input<typeof notificationQuerySchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  entity: z.enum(RECORD_EVENT_ENTITIES),
  entity_id: z.uuid(),
  kind: z.enum(RECORD_EVENT_KINDS),
  /** "Durum değişti": what changed, never a value (a free member must not read a premium one). */
  title: z.string(),
  item_name: z.string(),
  reason: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });

export const notificationPreferencesSchema = z.object({ email_mode: z.enum(NOTIFICATION_EMAIL_MODES) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesBodySchema = z.strictObject({
  email_mode: z.enum(NOTIFICATION_EMAIL_MODES, { message: 'Geçerli bir e-posta tercihi seçin' }),
});

export const unsubscribeQuerySchema = z.object({ token: z.string().max(500).optional() });

export const failedJobSchema = z.object({
  id: z.uuid(),
  queue: z.string(),
  job_id: z.string(),
  data: z.string(),
  attempts: z.number().int(),
  error: z.string(),
  failed_at: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;
export const adminFailedJobQuerySchema = adminListQuerySchema;
export const adminFailedJobPageSchema = adminPageSchema(failedJobSchema);
