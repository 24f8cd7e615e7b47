import { useEffect } from 'react';
import { parseDecimal } from '../../../../shared/schemas/form-values';
import {
  complementOfSplit,
  installedPowerEntrySchema,
  productionEntrySchema,
  rescaleSplit,
  STAT_ENTRY_FIELDS,
  STAT_ENTRY_MESSAGES as M,
  statPercentages,
  type StatEntryKind,
} from '../../../../shared/schemas/statistics-entry';
import { queryKeys } from '../../../api/query-keys';
import { Alert } from '../../../components/ui/alert';
import { adminPaths } from '../../../config/paths';
import { decimalInput, formatNumber } from '../../../lib/format';
import { adminSaver } from '../api/admin-resource-api';
import { useStatMonth } from '../api/statistics-entry-api';
import { MONTHS, type FieldDef, type FollowUp, type FormContext, type FormResource } from '../registry/form';
import type { AdminResource } from '../registry/resource';

// Installed power (MW) and production (MWh) of one month (docs/product-rules.md#statistics-entry).
// The read-only shares follow the figures; editing one half of the solar split sets the other, and a
// new solar total rescales both. Choosing a month that already has figures loads them (saving
// replaces them).

/** Each kind's unit and the labels of its five figures (their names: STAT_ENTRY_FIELDS). */
const KINDS: Record<StatEntryKind, { unit: string; labels: Record<keyof (typeof STAT_ENTRY_FIELDS)['production'], string> }> = {
  'installed-power': {
    unit: 'MW',
    labels: { electric: 'Toplam elektrik kurulu gücü', renewable: 'Yenilenebilir enerji kurulu gücü', solar: 'Güneş enerjisi kurulu gücü', licensed: 'Lisanslı güneş', unlicensed: 'Lisanssız güneş' },
  },
  production: {
    unit: 'MWh',
    labels: { electric: 'Toplam elektrik üretimi', renewable: 'Yenilenebilir enerji üretimi', solar: 'Güneş enerjisi üretimi', licensed: 'Lisanslı güneş üretimi', unlicensed: 'Lisanssız güneş üretimi' },
  },
};

const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: THIS_YEAR - 2000 + 1 }, (_, i) => String(THIS_YEAR - i));
/** A figure as the form shows it: Turkish decimal comma, no grouping (what parseDecimal reads back). */
const asText = (value: unknown) => (typeof value === 'number' ? decimalInput(value) : '');
/** A typed figure as a number; null when it is not one. */
const parsed = (text: unknown) => {
  const value = parseDecimal(String(text ?? ''));
  return value === null || Number.isNaN(value) ? null : value;
};
const num = (text: unknown) => parsed(text) ?? 0;
const isNumber = (text: unknown) => parsed(text) !== null;

function statisticsForm(kind: StatEntryKind): FormResource {
  const { unit, labels } = KINDS[kind];
  const names = STAT_ENTRY_FIELDS[kind];
  const figures = Object.values(names);

  /** Says whether the chosen month has figures, and starts the form from them (or from blanks). */
  function StoredMonth({ values, reset }: FormContext) {
    const stored = useStatMonth(kind, Number(values.year), Number(values.month));
    const found = stored.data?.values;
    useEffect(() => {
      if (!stored.data) return;
      reset({ ...values, ...Object.fromEntries(figures.map((name) => [name, asText(found?.[name])])) });
      // Only a new answer for the chosen month resets the form.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [stored.data]);
    if (stored.isError) return <Alert>Veriler yüklenirken bir hata oluştu</Alert>;
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {stored.isPending ? 'Bu ayın kaydı aranıyor…' : found ? 'Bu ay için girilmiş veriler yüklendi; kaydetmek onları günceller.' : 'Bu ay için henüz veri yok; kaydetmek yeni bir kayıt oluşturur.'}
      </p>
    );
  }

  /** The two shares, computed from what is typed. */
  function Shares({ values }: FormContext) {
    const shares = statPercentages(num(values[names.electric]), num(values[names.renewable]), num(values[names.solar]));
    return (
      <dl className="grid grid-cols-1 gap-5 sm:grid-cols-2" aria-live="polite">
        {(
          [
            ['Yenilenebilir oranı', shares.renewable_percentage],
            ['Güneş oranı (yenilenebilir içinde)', shares.solar_percentage],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-medium text-slate-800 dark:text-slate-200">{label}</dt>
            <dd className="mt-1.5 flex h-11 items-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3.5 text-sm text-slate-800 tabular-nums dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
              %{formatNumber(value, 2)}
            </dd>
          </div>
        ))}
      </dl>
    );
  }

  const figure = (key: keyof typeof names, then?: FollowUp, hint?: string): FieldDef => ({ kind: 'number', name: names[key], label: `${labels[key]} (${unit})`, required: true, then, hint });
  /** One half of the split typed: the other is what remains of the solar total. */
  const split = (other: 'licensed' | 'unlicensed'): FollowUp => (value, { values, set }) => {
    if (isNumber(value)) set(names[other], asText(complementOfSplit(num(values[names.solar]), num(value))));
  };
  const splitHint = 'Diğer yarısı toplamdan kalan olarak dolar.';

  return {
    path: `/statistics/${kind}`,
    singular: 'Veri',
    titles: kind === 'installed-power' ? { create: 'Kurulu Güç Girişi', edit: 'Kurulu Güç Girişi' } : { create: 'Üretim Girişi', edit: 'Üretim Girişi' },
    description: `Aylık ${kind === 'installed-power' ? 'kurulu güç (MW)' : 'elektrik üretimi (MWh)'}. Oranlar değerlerden hesaplanır.`,
    listPath: adminPaths.dashboard(),
    schema: kind === 'installed-power' ? installedPowerEntrySchema : productionEntrySchema,
    defaults: () => ({ year: String(THIS_YEAR), month: String(new Date().getMonth() + 1) }),
    sections: [
      {
        title: 'Dönem',
        fields: [
          { kind: 'select', name: 'year', label: 'Yıl', required: true, options: YEARS, placeholder: false },
          { kind: 'select', name: 'month', label: 'Ay', required: true, options: MONTHS, placeholder: false },
          { kind: 'part', name: 'stored-month', wide: true, part: StoredMonth },
        ],
      },
      {
        title: 'Değerler',
        fields: [
          figure('electric'),
          figure('renewable'),
          // A new solar total rescales both halves.
          figure('solar', (value, { values, set }, previous) => {
            if (!isNumber(value)) return;
            const halves = rescaleSplit(num(previous), num(value), num(values[names.licensed]));
            set(names.licensed, asText(halves.licensed));
            set(names.unlicensed, asText(halves.unlicensed));
          }),
          { kind: 'part', name: 'shares', wide: true, part: Shares },
          figure('unlicensed', split('licensed'), splitHint),
          figure('licensed', split('unlicensed'), splitHint),
        ],
      },
    ],
    // One record a month: PUT to the path creates or replaces it; the public statistics show it at once.
    useSave: adminSaver(`/statistics/${kind}`, { upsert: true, also: [queryKeys.admin.statMonths(kind), queryKeys.statistics.all] }),
    messages: { loadFailed: M.saveFailed, saveFailed: M.saveFailed },
  };
}

export const statisticsForms: Record<StatEntryKind, FormResource> = { 'installed-power': statisticsForm('installed-power'), production: statisticsForm('production') };

export default {
  screens: [
    { path: 'installed-power/new', form: statisticsForms['installed-power'] },
    { path: 'production/new', form: statisticsForms.production },
  ],
  nav: {
    'installed-power/new': { group: 'Yayın', order: 5, description: 'Aylık kurulu güç' },
    'production/new': { group: 'Yayın', order: 6, description: 'Aylık üretim' },
  },
} satisfies AdminResource;
