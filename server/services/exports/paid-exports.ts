import { and, eq, gt, sql } from 'drizzle-orm';
import { EXPORT_MAX_ROWS, EXPORT_ROWS_PER_UNIT, EXPORT_TTL_MS, TOKEN_COST_DESCRIPTIONS } from '../../../shared/constants';
import { CATALOG_MESSAGES } from '../../../shared/catalog-messages';
import { EXPORT_MESSAGES } from '../../../shared/export-messages';
import type { ExportQuote, ExportRequest } from '../../../shared/schemas/exports';
import type { Db } from '../../db/client';
import { paid_exports } from '../../db/schema/balance';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import type { Tier } from '../../policies/tier';
import { changeBalance } from '../balance/change-balance';
import { currentCost } from '../balance/token-costs';
import { EXPORT_LISTS } from './export-lists';
import { exportKey, filterSet } from './export-rows';

// Paid exports (docs/product-rules.md#exports, docs/decisions/045-paid-exports.md): the price is the
// `export_rows` cost per EXPORT_ROWS_PER_UNIT rows started, quoted first; a confirmation carrying that
// total claims the export's row and debits in one transaction. The same export (user, list, filter
// set; any format or order) is free for EXPORT_TTL_MS after it was paid. Every kind of export (the
// lists and the statistics tables, export-lists.ts and decision 063) takes this one path.

export interface Exporter {
  tier: Tier;
  userId: string;
}

/** What the export costs at `unitCost` per started unit of rows. */
export const exportPrice = (rows: number, unitCost: number) => Math.ceil(rows / EXPORT_ROWS_PER_UNIT) * unitCost;

async function paidExport(db: Db, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(paid_exports)
    .where(and(eq(paid_exports.user_id, userId), eq(paid_exports.export_key, key), gt(paid_exports.expires_at, new Date())));
  return row ?? null;
}

export async function quoteExport(db: Db, who: Exporter, request: ExportRequest): Promise<ExportQuote> {
  const list = EXPORT_LISTS[request.kind];
  list.checkAccess(who.tier, request);
  const [rowCount, unitCost, [user], paid] = await Promise.all([
    list.count(db, request),
    currentCost(db, 'export_rows'),
    db.select({ balance: users.token_balance }).from(users).where(eq(users.id, who.userId)),
    paidExport(db, who.userId, exportKey(request)),
  ]);
  if (rowCount > EXPORT_MAX_ROWS) throw new AppError(400, 'EXPORT_TOO_LARGE', EXPORT_MESSAGES.tooManyRows, { max_rows: EXPORT_MAX_ROWS });
  return {
    kind: request.kind,
    row_count: rowCount,
    unit_cost: unitCost,
    rows_per_unit: EXPORT_ROWS_PER_UNIT,
    total: paid ? 0 : exportPrice(rowCount, unitCost),
    balance: user?.balance ?? 0,
    paid_export_id: paid?.id ?? null,
    max_rows: EXPORT_MAX_ROWS,
  };
}

export interface ConfirmedExport {
  id: string;
  kind: ExportRequest['kind'];
  row_count: number;
  charged: number;
  balance: number;
  expires_at: Date;
}

/**
 * Confirms an export at the total the member accepted. A total other than today's quote answers 402
 * COST_CONFIRMATION_REQUIRED with the quote (the list's answer), never a charge unseen. The claim
 * row is the guard against paying twice: of two simultaneous confirmations one inserts it and is
 * charged; the other finds it held (it waits on the unique key until the first commits) and gets the
 * same export for nothing. A refused debit ("Yetersiz bakiye") rolls the claim back.
 */
export async function confirmExport(db: Db, who: Exporter, request: ExportRequest, quotedTotal: number): Promise<ConfirmedExport> {
  const quote = await quoteExport(db, who, request);
  // Already paid within the window: the confirmation gets the same export for nothing, whatever it accepted.
  if (quotedTotal !== quote.total && !quote.paid_export_id) {
    throw new AppError(402, 'COST_CONFIRMATION_REQUIRED', CATALOG_MESSAGES.costConfirmationRequired, {
      costs: [{ cost_key: 'export_rows', amount: quote.total }],
      total: quote.total,
      balance: quote.balance,
      row_count: quote.row_count,
    });
  }
  const key = exportKey(request);
  const params = { ...request };
  return db.transaction(async (tx) => {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + EXPORT_TTL_MS);
    const [claimed] = await tx
      .insert(paid_exports)
      .values({ user_id: who.userId, export_key: key, kind: request.kind, params, row_count: quote.row_count, amount: quote.total, expires_at: expiresAt })
      .onConflictDoUpdate({
        target: [paid_exports.user_id, paid_exports.export_key],
        set: { params, row_count: quote.row_count, amount: quote.total, expires_at: expiresAt, created_at: now },
        setWhere: sql`${paid_exports.expires_at} <= now()`,
      })
      .returning();
    if (!claimed) {
      // Paid within the window (by an earlier or a simultaneous confirmation): the same export, free.
      const [held] = await tx.select().from(paid_exports).where(and(eq(paid_exports.user_id, who.userId), eq(paid_exports.export_key, key)));
      const [user] = await tx.select({ balance: users.token_balance }).from(users).where(eq(users.id, who.userId));
      return { id: held!.id, kind: request.kind, row_count: held!.row_count, charged: 0, balance: user!.balance, expires_at: held!.expires_at };
    }
    let balance = quote.balance;
    if (quote.total > 0) {
      const filters = Object.keys(filterSet(request)).length;
      const label = `${EXPORT_LISTS[request.kind].names.sheet}, ${quote.row_count} satır${filters ? `, ${filters} filtre` : ''}`;
      const result = await changeBalance(tx, { userId: who.userId, amount: -quote.total, description: `${TOKEN_COST_DESCRIPTIONS.export_rows}: ${label}` });
      balance = result.balance;
    }
    return { id: claimed.id, kind: request.kind, row_count: quote.row_count, charged: quote.total, balance, expires_at: claimed.expires_at };
  });
}

/** The member's paid export to download: 404 if not theirs, 410 once its 24 hours are over. */
export async function exportToDownload(db: Db, userId: string, id: string) {
  const [row] = await db.select().from(paid_exports).where(and(eq(paid_exports.id, id), eq(paid_exports.user_id, userId)));
  if (!row) throw new AppError(404, 'EXPORT_NOT_FOUND', EXPORT_MESSAGES.notFound);
  if (row.expires_at <= new Date()) throw new AppError(410, 'EXPORT_EXPIRED', EXPORT_MESSAGES.expired);
  return { ...row, request: row.params as ExportRequest };
}
