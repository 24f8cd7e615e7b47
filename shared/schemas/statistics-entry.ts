import { z } from '../zod';
import { parseDecimal } from './form-values';

// Admin entry of installed power (MW) and production (MWh) per month (docs/product-rules.md#statistics, #statistics-entry). The
// same schema checks the admin form and the server; the helpers below drive the form's read-only
// percentages and its licensed/unlicensed auto-split, and the server stores the percentages it
// computes itself. The spec's "Yüzde değerleri 100'den büyük olamaz" cannot arise here: with solar ≤
// renewable ≤ electric both percentages are at most 100, and those two rules have their own messages.

export const STAT_ENTRY_MESSAGES = {
  yearRange: (max: number) => `Yıl 2000 ile ${max} arasında olmalıdır`,
  monthRange: 'Ay 1 ile 12 arasında olmalıdır',
  saved: 'Veriler başarıyla kaydedildi. Yönlendiriliyorsunuz...',
  saveFailed: 'Veriler kaydedilirken bir hata oluştu',
  numberRequired: 'Bu alan zorunludur',
  nonNegative: 'Değer 0 veya daha büyük olmalıdır',
  powerSplit: 'Lisanslı ve lisanssız güneş enerjisi toplamı, toplam güneş enerjisi değerine eşit olmalıdır',
  powerSolarOverRenewable: 'Güneş enerjisi kurulu gücü, yenilenebilir enerji kurulu gücünden büyük olamaz',
  powerRenewableOverElectric: 'Yenilenebilir enerji kurulu gücü, toplam elektrik kurulu gücünden büyük olamaz',
  productionSplit: 'Lisanslı ve lisanssız güneş enerjisi üretimi toplamı, toplam güneş enerjisi üretimine eşit olmalıdır',
  productionSolarOverRenewable: 'Güneş enerjisi üretimi, yenilenebilir enerji üretiminden büyük olamaz',
  productionRenewableOverElectric: 'Yenilenebilir enerji üretimi, toplam elektrik üretiminden büyük olamaz',
} as const;

const round2 = (value: number) => Math.round(value * 100) / 100;
/** Figures have two decimals: sums are compared to the cent. */
const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** renewable / electric × 100 and solar / renewable × 100, two decimals; 0 where the base is 0. */
export function statPercentages(electric: number, renewable: number, solar: number) {
  return {
    renewable_percentage: electric > 0 ? round2((renewable / electric) * 100) : 0,
    solar_percentage: renewable > 0 ? round2((solar / renewable) * 100) : 0,
  };
}

/** Editing one half of the split sets the other to what is left of the solar total (never below 0). */
export function complementOfSplit(totalSolar: number, changed: number): number {
  return round2(Math.max(0, totalSolar - changed));
}

/** A new solar total rescales the split in proportion (half and half when the old total was 0). */
export function rescaleSplit(oldTotal: number, newTotal: number, licensed: number) {
  if (oldTotal <= 0) {
    const half = round2(newTotal / 2);
    return { licensed: half, unlicensed: round2(newTotal - half) };
  }
  const scaledLicensed = round2((licensed / oldTotal) * newTotal);
  return { licensed: scaledLicensed, unlicensed: round2(Math.max(0, newTotal - scaledLicensed)) };
}

/** The form sends text ("123.284,5"), an API client a number; both become the number or fail here. */
const fromText = (value: unknown) => (typeof value === 'string' ? (parseDecimal(value) ?? undefined) : value);

const amount = z.preprocess(
  fromText,
  z
    .number({ message: STAT_ENTRY_MESSAGES.numberRequired })
    .finite(STAT_ENTRY_MESSAGES.numberRequired)
    .min(0, STAT_ENTRY_MESSAGES.nonNegative)
    .max(1e11, STAT_ENTRY_MESSAGES.numberRequired)
    .transform(round2),
);

const period = {
  year: z.preprocess(
    fromText,
    z
      .number({ message: STAT_ENTRY_MESSAGES.yearRange(new Date().getFullYear()) })
      .int()
      .refine((y) => y >= 2000 && y <= new Date().getFullYear(), { message: STAT_ENTRY_MESSAGES.yearRange(new Date().getFullYear()) }),
  ),
  month: z.preprocess(
    fromText,
    z.number({ message: STAT_ENTRY_MESSAGES.monthRange }).int(STAT_ENTRY_MESSAGES.monthRange).min(1, STAT_ENTRY_MESSAGES.monthRange).max(12, STAT_ENTRY_MESSAGES.monthRange),
  ),
};

interface Totals {
  electric: number;
  renewable: number;
  solar: number;
  licensed: number;
  unlicensed: number;
}

function checkTotals(
  t: Totals,
  ctx: z.RefinementCtx,
  fields: Record<keyof Totals, string>,
  messages: { split: string; solarOverRenewable: string; renewableOverElectric: string },
) {
  if (t.renewable > t.electric) ctx.addIssue({ code: 'custom', path: [fields.renewable], message: messages.renewableOverElectric });
  if (t.solar > t.renewable) ctx.addIssue({ code: 'custom', path: [fields.solar], message: messages.solarOverRenewable });
  if (!sameAmount(t.licensed + t.unlicensed, t.solar)) ctx.addIssue({ code: 'custom', path: [fields.licensed], message: messages.split });
}

/** Each kind's five figures by their part in the checks (and in the admin form's follow-ups). */
export const STAT_ENTRY_FIELDS = {
  'installed-power': { electric: 'total_electric_power', renewable: 'total_renewable_power', solar: 'total_solar_power', licensed: 'total_licensed_solar', unlicensed: 'total_unlicensed_solar' },
  production: { electric: 'total_electric_production', renewable: 'total_renewable_production', solar: 'total_solar_production', licensed: 'total_licensed_solar_production', unlicensed: 'total_unlicensed_solar_production' },
} as const satisfies Record<string, Record<keyof Totals, string>>;

export const installedPowerEntrySchema = z
  .object({
    ...period,
    total_electric_power: amount,
    total_renewable_power: amount,
    total_solar_power: amount,
    total_licensed_solar: amount,
    total_unlicensed_solar: amount,
  })
  .strict()
  .superRefine((v, ctx) =>
    checkTotals(
      { electric: v.total_electric_power, renewable: v.total_renewable_power, solar: v.total_solar_power, licensed: v.total_licensed_solar, unlicensed: v.total_unlicensed_solar },
      ctx,
      STAT_ENTRY_FIELDS['installed-power'],
      { split: STAT_ENTRY_MESSAGES.powerSplit, solarOverRenewable: STAT_ENTRY_MESSAGES.powerSolarOverRenewable, renewableOverElectric: STAT_ENTRY_MESSAGES.powerRenewableOverElectric },
    ),
  );
export type InstalledPowerEntry = z.output<typeof installedPowerEntrySchema>;

export const productionEntrySchema = z
  .object({
    ...period,
    total_electric_production: amount,
    total_renewable_production: amount,
    total_solar_production: amount,
    total_licensed_solar_production: amount,
    total_unlicensed_solar_production: amount,
  })
  .strict()
  .superRefine((v, ctx) =>
    checkTotals(
      {
        electric: v.total_electric_production,
        renewable: v.total_renewable_production,
        solar: v.total_solar_production,
        licensed: v.total_licensed_solar_production,
        unlicensed: v.total_unlicensed_solar_production,
      },
      ctx,
      STAT_ENTRY_FIELDS.production,
      {
        split: STAT_ENTRY_MESSAGES.productionSplit,
        solarOverRenewable: STAT_ENTRY_MESSAGES.productionSolarOverRenewable,
        renewableOverElectric: STAT_ENTRY_MESSAGES.productionRenewableOverElectric,
      },
    ),
  );
export type ProductionEntry = z.output<typeof productionEntrySchema>;

export const STAT_ENTRY_KINDS = ['installed-power', 'production'] as const;
export type StatEntryKind = (typeof STAT_ENTRY_KINDS)[number];

export const statMonthQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});
/** The stored month as the entry form starts from it (null: nothing entered for that month yet). */
export const statMonthSchema = z.object({ values: z.record(z.string(), z.unknown()).nullable() });
export const statSavedSchema = z.object({ message: z.string(), created: z.boolean() });
