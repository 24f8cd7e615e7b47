import { z } from '../../zod';

// Trial memberships (docs/product-rules.md#admin-payments): a premium member with a trial end date and no subscription.

export const TRIAL_EXTENSION_DAYS = 7;
/** docs/product-rules.md#admin-payments: 1 to 3 days left is "expiring soon"; 0 or fewer is expired. */
export const TRIAL_SOON_DAYS = 3;

export const TRIAL_MESSAGES = {
  loadFailed: 'Deneme üyelikleri yüklenirken hata oluştu',
  expireFailed: 'Deneme üyelikleri sona erdirilirken hata oluştu',
  extendFailed: 'Deneme üyeliği uzatılırken hata oluştu',
  endFailed: 'Deneme üyeliği sonlandırılırken hata oluştu',
  extended: `Deneme üyeliği ${TRIAL_EXTENSION_DAYS} gün uzatıldı`,
  ended: 'Deneme üyeliği sonlandırıldı',
  expired: (n: number) => (n === 0 ? 'Süresi dolmuş deneme üyeliği yok' : `${n} deneme üyeliğinin süresi doldu ve sona erdirildi`),
  notFound: 'Deneme üyeliği bulunamadı',
  empty: 'Deneme üyeliği bulunmuyor.',
  endConfirm: 'Üyenin deneme üyeliği hemen sona erecek ve premium özellikleri kapanacak. Emin misiniz?',
} as const;

export const trialRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  premium_trial_ends_at: z.string(),
  days_left: z.number().int(),
  token_balance: z.number().int(),
});
export type TrialRow = z.infer<typeof trialRowSchema>;

export const trialListSchema = z.object({
  stats: z.object({ total: z.number().int(), active: z.number().int(), expiring_soon: z.number().int(), expired: z.number().int() }),
  items: z.array(trialRowSchema),
});
export type TrialList = z.infer<typeof trialListSchema>;
