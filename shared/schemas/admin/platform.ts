import { z } from '../../zod';
import { SUBSCRIPTION_STATUSES } from '../../constants';
import { adminPageSchema } from './list';

// The platform dashboard and subscription management of the back office (docs/product-rules.md#platform-dashboard, #admin-payments).

export const PLATFORM_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type PlatformPeriod = (typeof PLATFORM_PERIODS)[number];
export const PLATFORM_PERIOD_LABELS: Record<PlatformPeriod, string> = { day: 'Günlük', week: 'Haftalık', month: 'Aylık', year: 'Yıllık' };

export const PLATFORM_MESSAGES = {
  loadFailed: 'İstatistikler yüklenirken bir hata oluştu',
  retry: 'Tekrar Dene',
  subscriptionsLoadFailed: 'Veriler yüklenirken bir hata oluştu',
  subscriptionsEmpty: 'Bu ölçütlere uygun abonelik kaydı bulunamadı.',
} as const;

export const platformStatsQuerySchema = z.object({ period: z.enum(PLATFORM_PERIODS).default('month') });

const count = z.number().int();
export const platformStatsSchema = z.object({
  period: z.enum(PLATFORM_PERIODS),
  since: z.iso.datetime({ offset: true }),
  totals: z.object({
    users: count,
    verified_users: count,
    premium_users: count,
    trial_users: count,
    admins: count,
    /** Premium (paid or manual, trials included) out of all members, one decimal. */
    premium_share: z.number(),
    projects: count,
    companies: count,
    /** Estimated from the planner when the table is large (spec: no exact counts of big tables). */
    catalog_approximate: z.boolean(),
    active_subscriptions: count,
    /** Paid checkouts (manual assignments left out), TRY. */
    revenue: z.number(),
  }),
  in_period: z.object({ new_users: count, new_subscriptions: count, new_trials: count, revenue: z.number() }),
  /** Buckets of the period: hours (day), days (week, month) or months (year), in Istanbul time. */
  series: z.array(z.object({ bucket: z.iso.datetime({ offset: true }), new_users: count, new_subscriptions: count, revenue: z.number() })),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;

export const SUBSCRIPTION_PERIODS = ['all', 'today', 'week', 'month', 'year'] as const;
export const SUBSCRIPTION_PERIOD_LABELS: Record<(typeof SUBSCRIPTION_PERIODS)[number], string> = {
  all: 'Tüm zamanlar',
  today: 'Bugün',
  week: 'Son 7 gün',
  month: 'Son 1 ay',
  year: 'Son 1 yıl',
};

export const subscriptionQuerySchema = z.object({
  search: z.string().trim().max(200, 'Arama en fazla 200 karakter olabilir').optional().default(''),
  status: z.enum(['all', ...SUBSCRIPTION_STATUSES]).default('all'),
  period: z.enum(SUBSCRIPTION_PERIODS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type SubscriptionQuery = z.output<typeof subscriptionQuerySchema>;

export const adminSubscriptionRowSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  user_email: z.string(),
  package_name: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  manual: z.boolean(),
  subscription_reference_code: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  processed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AdminSubscriptionRow = z.infer<typeof adminSubscriptionRowSchema>;

export const adminSubscriptionPageSchema = adminPageSchema(adminSubscriptionRowSchema).extend({
  /** Counts by status within the search and period (the stat cards). */
  stats: z.object({ total: count, SUCCESS: count, PENDING: count, FAILED: count, CANCELLED: count }),
});
export type AdminSubscriptionPage = z.infer<typeof adminSubscriptionPageSchema>;
