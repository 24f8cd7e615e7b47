import { parseArgs } from 'node:util';
import { z } from '../shared/zod';
import { MIN_PASSWORD_LENGTH } from '../shared/constants';

// npm run user:create -- --email E --password P [--premium] [--trial-days D] [--super-admin] [--balance N]
export const USAGE =
  'Kullanım: npm run user:create -- --email E --password P [--premium] [--trial-days D] [--super-admin] [--balance N]';

const argsSchema = z.object({
  email: z.email({ message: 'Geçerli bir e-posta adresi girin (--email)' }),
  password: z.string().min(MIN_PASSWORD_LENGTH, `Şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalıdır (--password)`),
  premium: z.boolean(),
  trialDays: z.coerce.number().int().min(1, '--trial-days en az 1 olmalı').max(365).optional(),
  superAdmin: z.boolean(),
  balance: z.coerce.number().int().min(0, '--balance 0 veya daha büyük olmalı').optional(),
});

export type UserCreateArgs = z.infer<typeof argsSchema>;

/** The command line read into the new user's settings, or the Turkish reason it is refused. */
export function parseUserCreateArgs(argv: string[]): { args: UserCreateArgs } | { error: string } {
  let raw;
  try {
    raw = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        premium: { type: 'boolean', default: false },
        'trial-days': { type: 'string' },
        'super-admin': { type: 'boolean', default: false },
        balance: { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (err) {
    return { error: (err as Error).message };
  }
  const parsed = argsSchema.safeParse({
    email: raw.email,
    password: raw.password ?? '',
    premium: raw.premium,
    trialDays: raw['trial-days'],
    superAdmin: raw['super-admin'],
    balance: raw.balance,
  });
  if (!parsed.success) return { error: parsed.error.issues.map((i) => i.message).join('\n') };
  if (parsed.data.premium && parsed.data.trialDays) return { error: '--premium ile --trial-days birlikte kullanılamaz' };
  return { args: parsed.data };
}
