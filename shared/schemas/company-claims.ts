import { z } from '../zod';
import { COMPANY_CLAIM_METHODS, COMPANY_CLAIM_REASON_MAX, COMPANY_CLAIM_STATUSES, FREE_MAIL_DOMAINS } from '../constants';
import { COMPANY_CLAIM_MESSAGES } from '../company-claim-messages';

// Claiming a company and its representatives (docs/decisions/069-company-claims-and-representatives.md).


const FREE_MAIL = new Set<string>(FREE_MAIL_DOMAINS);

/** The host of a company's website ("https://www.ornek.com.tr/hakkimizda" → "ornek.com.tr"), or null. */
export function websiteDomain(website: string | null | undefined): string | null {
  const raw = website?.trim();
  if (!raw) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
    const host = url.hostname.toLowerCase().replace(/\.$/, '').replace(/^www\./, '');
    return host.includes('.') ? host : null;
  } catch {
    return null;
  }
}

/** Why this address cannot verify a claim on a company whose web domain is `domain` (null: it can). */
export function claimEmailRefusal(email: string, domain: string | null): string | null {
  if (!domain) return COMPANY_CLAIM_MESSAGES.noWebsite;
  const at = email.lastIndexOf('@');
  const host = email.slice(at + 1).toLowerCase();
  if (FREE_MAIL.has(host)) return COMPANY_CLAIM_MESSAGES.freeMail;
  // The company's own host or one under it (satis.ornek.com.tr); a look-alike (kotu-ornek.com.tr) is not.
  if (host !== domain && !host.endsWith(`.${domain}`)) return COMPANY_CLAIM_MESSAGES.wrongDomain(domain);
  return null;
}

export const claimDomainBodySchema = z.object({
  email: z.email({ message: COMPANY_CLAIM_MESSAGES.invalidEmail }).max(254, COMPANY_CLAIM_MESSAGES.invalidEmail).transform((e) => e.trim().toLowerCase()),
});

export const claimVerifyBodySchema = z.object({ token: z.string().min(10, COMPANY_CLAIM_MESSAGES.linkInvalid).max(200, COMPANY_CLAIM_MESSAGES.linkInvalid) });

export const claimReasonBodySchema = z.object({
  reason: z.string().trim().max(COMPANY_CLAIM_REASON_MAX, `Gerekçe en fazla ${COMPANY_CLAIM_REASON_MAX} karakter olabilir`).optional().default(''),
});

export const companyClaimMethodSchema = z.enum(COMPANY_CLAIM_METHODS);
export const companyClaimStatusSchema = z.enum(COMPANY_CLAIM_STATUSES);
export type CompanyClaimStatus = z.infer<typeof companyClaimStatusSchema>;

export const COMPANY_CLAIM_STATUS_LABELS: Record<CompanyClaimStatus, string> = {
  pending: 'Beklemede',
  verified: 'Doğrulandı',
  refused: 'Reddedildi',
  revoked: 'Geri alındı',
};
/** The back office's status filter, in the order a queue is read. */
export const COMPANY_CLAIM_STATUSES_ORDER: readonly CompanyClaimStatus[] = ['pending', 'verified', 'refused', 'revoked'];
export const COMPANY_CLAIM_METHOD_LABELS: Record<z.infer<typeof companyClaimMethodSchema>, string> = {
  domain: 'Alan adı bağlantısı',
  document: 'Belge',
};

/** One of the member's own claims, as their account shows it. */
export const ownClaimSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  company_name: z.string(),
  method: companyClaimMethodSchema,
  status: companyClaimStatusSchema,
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type OwnClaim = z.infer<typeof ownClaimSchema>;
export const ownClaimListSchema = z.object({ items: z.array(ownClaimSchema) });

/** What the company page needs for its claim button: the member's latest claim and the domain a link can go to. */
export const myCompanyClaimSchema = z.object({ claim: ownClaimSchema.nullable(), domain: z.string().nullable() });
export type MyCompanyClaim = z.infer<typeof myCompanyClaimSchema>;

export const claimStartedSchema = z.object({ id: z.uuid(), message: z.string() });

/** A representative's dashboard of one company: counts only, never who. */
export const representationDashboardSchema = z.object({
  company: z.object({ id: z.uuid(), name: z.string() }),
  openings: z.object({
    company: z.object({ days30: z.number().int(), days90: z.number().int() }),
    projects: z.object({ days30: z.number().int(), days90: z.number().int() }),
  }),
  projects: z.number().int(),
  gaps: z.array(z.object({ key: z.string(), title: z.string(), count: z.number().int(), items: z.array(z.object({ id: z.uuid(), name: z.string() })) })),
  pending_suggestions: z.array(z.object({ id: z.uuid(), kind: z.enum(['project', 'company']), item_id: z.uuid().nullable(), item_name: z.string(), created_at: z.string() })),
});
export type RepresentationDashboard = z.infer<typeof representationDashboardSchema>;
export const representedCompaniesSchema = z.object({ items: z.array(z.object({ id: z.uuid(), name: z.string(), since: z.string().nullable() })) });

export const adminClaimListQuerySchema = z.object({
  status: companyClaimStatusSchema.optional(),
  company_id: z.uuid({ message: 'Geçersiz firma' }).optional(),
  search: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const adminClaimRowSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  company_name: z.string(),
  user_id: z.uuid(),
  member_email: z.string(),
  method: companyClaimMethodSchema,
  status: companyClaimStatusSchema,
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by_email: z.string().nullable(),
  /** The address a domain claim's link was sent to (the last one). */
  link_email: z.string().nullable(),
  has_document: z.boolean(),
});
export type AdminClaimRow = z.infer<typeof adminClaimRowSchema>;
