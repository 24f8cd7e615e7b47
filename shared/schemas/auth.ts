import { z } from '../zod';
import { MIN_PASSWORD_LENGTH } from '../constants';

// Request and response contracts of /api/auth, with the spec's Turkish messages (docs/product-rules.md#accounts,
// #profile for the password change). The same schemas validate the forms and the server.

export const AUTH_MESSAGES = {
  emailRequired: 'E-posta adresi zorunludur',
  emailInvalid: 'Geçerli bir e-posta adresi girin',
  passwordRequired: 'Şifre zorunludur',
  passwordTooShort: `Şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalıdır`,
  passwordsDiffer: 'Şifreler eşleşmiyor',
  newPasswordsDiffer: 'Yeni şifreler eşleşmiyor',
  contractsRequired: 'Tüm sözleşmeleri kabul etmelisiniz',
  invalidLogin: 'Geçersiz e-posta veya şifre',
  noSession: 'Oturum başlatılamadı',
  sessionMissing: 'Oturum bulunamadı. Lütfen tekrar giriş yapın.',
  emailNotVerified: 'E-posta adresiniz henüz doğrulanmadı. Lütfen e-postanıza gönderilen bağlantıya tıklayın.',
  alreadyRegistered: 'Bu e-posta adresiyle daha önce kayıt olunmuş.',
  awaitingConfirmation: 'Bu e-posta adresi için doğrulama bekleniyor.',
  accountCreated: 'Hesabınız oluşturuldu! Şimdi giriş yapabilirsiniz.',
  verifyExpired: 'E-posta doğrulama linki süresi dolmuş. Lütfen tekrar kayıt olmayı deneyin.',
  verifyFailed: 'E-posta doğrulama başarısız oldu.',
  verifyAlreadyDone: 'E-posta adresiniz zaten doğrulanmış. Giriş yapabilirsiniz.',
  unknownEmail: 'Bu e-posta adresi sistemimizde kayıtlı değil.',
  resetLinkInvalid: 'Geçersiz veya süresi dolmuş şifre sıfırlama linki. Lütfen yeni bir link talep edin.',
  passwordUpdated: 'Şifreniz başarıyla güncellendi',
  currentPasswordWrong: 'Mevcut şifre yanlış',
  adminForbidden: 'Bu sayfaya erişim yetkiniz yok',
  adminLoginFailed: 'Giriş yapılırken bir hata oluştu',
  verifyPasswordRequired: 'Bu bağlantıyı kayıt olduğunuz tarayıcıda açın ya da e-posta adresinizi doğrulamak için şifrenizi girin.',
  verifyPasswordWrong:
    'Şifre hatalı. Bu kaydı siz yapmadıysanız ya da şifrenizi hatırlamıyorsanız "Şifremi unuttum" ile yeni bir şifre belirleyin; adresiniz de doğrulanır.',
  tooManyMails: 'Bu e-posta adresine son bir saat içinde çok fazla e-posta gönderildi. Lütfen daha sonra tekrar deneyin.',
} as const;

const email = z
  .string({ message: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .pipe(z.email({ message: AUTH_MESSAGES.emailInvalid }))
  .transform((v) => v.toLowerCase());

const newPassword = z
  .string({ message: AUTH_MESSAGES.passwordRequired })
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(200, 'Şifre en fazla 200 karakter olabilir');

export const loginSchema = z.object({
  email,
  password: z.string({ message: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(200),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  email,
  password: newPassword,
  /** Ids of the contracts the user ticked; every active mandatory contract must be among them. */
  accepted_contract_ids: z.array(z.uuid()).max(50).default([]),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The four sign-up outcomes of docs/product-rules.md#accounts. */
export const registerResultSchema = z.object({
  outcome: z.enum(['signed_in', 'verification_sent', 'already_registered', 'awaiting_confirmation']),
  message: z.string(),
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

export const emailOnlySchema = z.object({ email });
export const tokenSchema = z.object({ token: z.string().min(10).max(200) });

/**
 * Using a verification link (docs/decisions/047): the browser that registered only clicks; any other
 * sends the account's password, which is checked, not validated as a new one.
 */
export const verifyEmailSchema = tokenSchema.extend({ password: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(200).optional() });
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

/** A verification link that may still be used, and whether this browser registered (one click signs in). */
export const verifyLinkCheckSchema = z.object({ registered_here: z.boolean() });
export type VerifyLinkCheck = z.infer<typeof verifyLinkCheckSchema>;

export const resetPasswordSchema = z
  .object({ token: z.string().min(10).max(200), password: newPassword, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, { message: AUTH_MESSAGES.passwordsDiffer, path: ['password_confirmation'] });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, 'Mevcut şifre zorunludur').max(200),
    new_password: newPassword,
    new_password_confirmation: z.string().min(1, 'Yeni şifre tekrarı zorunludur'),
  })
  .refine((v) => v.new_password === v.new_password_confirmation, {
    message: AUTH_MESSAGES.newPasswordsDiffer,
    path: ['new_password_confirmation'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The signed-in user as the browser sees it. */
export const currentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  is_premium: z.boolean(),
  is_super_admin: z.boolean(),
  /** Premium with a trial end date and no subscription reference (docs/product-rules.md#accounts). */
  is_trial: z.boolean(),
  premium_trial_ends_at: z.string().nullable(),
  /** Ceiling of days to the trial end; null when not on trial. */
  trial_days_left: z.number().int().nullable(),
  token_balance: z.number().int(),
  created_at: z.string(),
  /** Decided by the server (server/policies): the client reads these and never works them out. */
  tier: z.enum(['member', 'premium']),
  abilities: z.object({
    /** Premium features: filters, sorting, pages past the first, details, feed, dashboard, station map. */
    premium_features: z.boolean(),
    /** The back office. */
    admin: z.boolean(),
    /** "Ücretsiz Deneme": not premium and never had a trial. */
    start_trial: z.boolean(),
  }),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const sessionSchema = z.object({ user: currentUserSchema.nullable() });
export type SessionInfo = z.infer<typeof sessionSchema>;

export { messageSchema } from './common';

/** A signed-in user, as sign-in and e-mail verification answer. */
export const userResponseSchema = z.object({ user: currentUserSchema });

/** A change to the member's own account (trial, cancel): the user as it is now and the Turkish text. */
export const userMessageSchema = z.object({ user: currentUserSchema, message: z.string() });

/** A reset link that may still be used. */
export const resetLinkCheckSchema = z.object({ valid: z.literal(true) });
