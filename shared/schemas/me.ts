import { z } from '../zod';

export const ledgerEntrySchema = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  description: z.string(),
  transaction_type: z.enum(['credit', 'debit']),
  balance_after: z.number().int(),
  created_at: z.string(),
});

export const balanceSchema = z.object({ balance: z.number().int(), transactions: z.array(ledgerEntrySchema) });
export type BalanceInfo = z.infer<typeof balanceSchema>;

/** An opened item; `id` is null (and `removed` true) once the item was deleted: the entry stays with what was paid. */
const inventoryItem = z.object({
  entry_id: z.uuid(),
  id: z.uuid().nullable(),
  name: z.string(),
  is_verified: z.boolean(),
  removed: z.boolean(),
  /** Bakiye paid to open it. */
  paid: z.number().int(),
  opened_at: z.string(),
});
export const inventorySchema = z.object({ projects: z.array(inventoryItem), companies: z.array(inventoryItem) });
export type Inventory = z.infer<typeof inventorySchema>;

/** A company linked to the member (a company they submitted, once approved): their own data. */
export const ownCompanySchema = z.object({
  id: z.uuid(),
  company_name: z.string(),
  is_verified: z.boolean(),
  activity_type: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
});
export type OwnCompany = z.infer<typeof ownCompanySchema>;
export const ownCompaniesSchema = z.object({ items: z.array(ownCompanySchema) });
export type OwnCompanies = z.infer<typeof ownCompaniesSchema>;
