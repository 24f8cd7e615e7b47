import { z } from '../zod';

/** An active contract as the footer and the registration form list it. */
export const contractSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  must: z.boolean(),
  /** Public URL of the PDF, e.g. /files/contracts/uyelik-sozlesmesi.pdf */
  file_url: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractListSchema = z.object({ items: z.array(contractSchema) });
export type ContractList = z.infer<typeof contractListSchema>;

export const cookiePolicySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  file_url: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type CookiePolicy = z.infer<typeof cookiePolicySchema>;

/** The latest active cookie policy, or null when there is none. */
export const latestCookiePolicySchema = z.object({ policy: cookiePolicySchema.nullable() });
export type LatestCookiePolicy = z.infer<typeof latestCookiePolicySchema>;

/** Required contracts published (or replaced) since the member last accepted them (decision 012). */
export const pendingContractsSchema = z.object({ items: z.array(contractSchema) });
export type PendingContracts = z.infer<typeof pendingContractsSchema>;

export const acceptContractsSchema = z.strictObject({
  contract_ids: z.array(z.uuid('Geçersiz sözleşme')).min(1, 'Tüm sözleşmeleri kabul etmelisiniz').max(50),
});
export type AcceptContractsInput = z.infer<typeof acceptContractsSchema>;
