import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { parseDecimal } from '../../../../shared/schemas/form-values';
import { ADMIN_REDIRECT_MS } from '../../../../shared/schemas/admin/list';
import {
  complementOfSplit,
  installedPowerEntrySchema,
  productionEntrySchema,
  rescaleSplit,
  STAT_ENTRY_MESSAGES as M,
  statPercentages,
  type StatEntryKind,
} from '../../../../shared/schemas/statistics-entry';
import { Alert } from '../../../components/ui/alert';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { adminPaths } from '../../../config/paths';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { decimalInput, formatNumber, monthName } from '../../../lib/format';
import { useZodForm } from '../../../lib/forms';
import { useSaveStatMonth, useStatMonth } from '../api/statistics-entry-api';

interface KindConfig {
  unit: string;
  electric: string;
  renewable: string;
  solar: string;
  licensed: string;
  unlicensed: string;
  labels: { electric: string; renewable: string; solar: string; licensed: string; unlicensed: string };
}

const KINDS: Record<StatEntryKind, KindConfig> = {
  'installed-power': {
    unit: 'MW',
    electric: 'total_electric_power',
    renewable: 'total_renewable_power',
    solar: 'total_solar_power',
    licensed: 'total_licensed_solar',
    unlicensed: 'total_unlicensed_solar',
    labels: { electric: 'Toplam elektrik kurulu gücü', renewable: 'Yenilenebilir enerji kurulu gücü', solar: 'Güneş enerjisi kurulu gücü', licensed: 'Lisanslı güneş', unlicensed: 'Lisanssız güneş' },
  },
  production: {
    unit: 'MWh',
    electric: 'total_electric_production',
    renewable: 'total_renewable_production',
    solar: 'total_solar_production',
    licensed: 'total_licensed_solar_production',
    unlicensed: 'total_unlicensed_solar_production',
    labels: { electric: 'Toplam elektrik üretimi', renewable: 'Yenilenebilir enerji üretimi', solar: 'Güneş enerjisi üretimi', licensed: 'Lisanslı güneş üretimi', unlicensed: 'Lisanssız güneş üretimi' },
  },
};

const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: THIS_YEAR - 2000 + 1 }, (_, i) => String(THIS_YEAR - i));
const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName(i + 1) }));
/** A figure as the form shows it: Turkish decimal comma, no grouping (what parseDecimal reads back). */
const asText = (value: unknown) => (typeof value === 'number' ? decimalInput(value) : '');
const num = (text: unknown) => {
  const value = parseDecimal(String(text ?? ''));
  return value === null || Number.isNaN(value) ? 0 : value;
};

/**
 * Installed power (MW) and production (MWh) of one month (spec 3 §2.10–2.11, §5). The read-only
 * percentages follow the figures; editing one half of the solar split sets the other, and a new solar
 * total rescales both. Choosing a month that already has figures loads them (saving replaces them).
 */
export function StatisticsEntryForm({ kind }: { kind: StatEntryKind }) {
  const config = KINDS[kind];
  const navigate = useNavigate();
  const [period, setPeriod] = useState({ year: String(THIS_YEAR), month: String(new Date().getMonth() + 1) });
  const stored = useStatMonth(kind, Number(period.year), Number(period.month));
  const save = useSaveStatMonth(kind);
  const [saved, setSaved] = useState<string | null>(null);
  const empty = { year: period.year, month: period.month, [config.electric]: '', [config.renewable]: '', [config.solar]: '', [config.licensed]: '', [config.unlicensed]: '' };
  const form = useZodForm(kind === 'installed-power' ? installedPowerEntrySchema : productionEntrySchema, empty);
  const values = form.values;

  // A month with figures starts from them; an empty month from blanks.
  const storedValues = stored.data?.values;
  useEffect(() => {
    if (!stored.data) return;
    const next: Record<string, string> = { ...empty };
    if (storedValues) for (const key of [config.electric, config.renewable, config.solar, config.licensed, config.unlicensed]) next[key] = asText(storedValues[key]);
    form.reset(next);
    // Only a new answer for the chosen month resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored.data]);

  const percentages = statPercentages(num(values[config.electric]), num(values[config.renewable]), num(values[config.solar]));
  const bind = (name: string) => form.field(name);
  const setSplit = (changed: 'licensed' | 'unlicensed', text: string) => {
    form.setValue(config[changed], text);
    const other = changed === 'licensed' ? config.unlicensed : config.licensed;
    if (parseDecimal(text) !== null && !Number.isNaN(parseDecimal(text))) form.setValue(other, asText(complementOfSplit(num(values[config.solar]), num(text))));
  };
  const setSolar = (text: string) => {
    const oldTotal = num(values[config.solar]);
    form.setValue(config.solar, text);
    const next = parseDecimal(text);
    if (next === null || Number.isNaN(next)) return;
    const split = rescaleSplit(oldTotal, next, num(values[config.licensed]));
    form.setValue(config.licensed, asText(split.licensed));
    form.setValue(config.unlicensed, asText(split.unlicensed));
  };

  const submit = form.handleSubmit(
    (data) =>
      save.mutate(data, {
        onSuccess: (answer) => {
          setSaved(answer.message);
          setTimeout(() => navigate(adminPaths.dashboard()), ADMIN_REDIRECT_MS);
        },
      }),
    { skip: save.isPending || saved !== null },
  );
  const figure = (key: keyof KindConfig['labels'], onValueChange?: (text: string) => void) => {
    const field = bind(config[key]);
    return (
      <TextField
        label={`${config.labels[key]} (${config.unit})`}
        markRequired
        inputMode="decimal"
        placeholder="0,00"
        hint={key === 'licensed' || key === 'unlicensed' ? 'Diğer yarısı toplamdan kalan olarak dolar.' : undefined}
        {...field}
        onValueChange={onValueChange ?? field.onValueChange}
      />
    );
  };
  const readOnly = (label: string, value: number) => (
    <div>
      <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{label}</p>
      <p className="mt-1.5 flex h-11 items-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3.5 text-sm text-slate-800 tabular-nums dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200" aria-live="polite">
        %{formatNumber(value, 2)}
      </p>
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <legend className="px-1 text-base font-semibold text-slate-900 dark:text-white">Dönem</legend>
        <div className="mt-2 grid grid-cols-2 gap-5">
          <SelectField
            label="Yıl"
            markRequired
            options={YEARS.map((y) => ({ value: y, label: y }))}
            value={period.year}
            onValueChange={(year) => {
              setPeriod({ ...period, year });
              form.setValue('year', year);
            }}
            error={form.errorOf('year')}
          />
          <SelectField
            label="Ay"
            markRequired
            options={MONTHS}
            value={period.month}
            onValueChange={(month) => {
              setPeriod({ ...period, month });
              form.setValue('month', month);
            }}
            error={form.errorOf('month')}
          />
        </div>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {stored.isPending ? 'Bu ayın kaydı aranıyor…' : storedValues ? 'Bu ay için girilmiş veriler yüklendi; kaydetmek onları günceller.' : 'Bu ay için henüz veri yok; kaydetmek yeni bir kayıt oluşturur.'}
        </p>
      </fieldset>
      <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <legend className="px-1 text-base font-semibold text-slate-900 dark:text-white">Değerler</legend>
        <div className="mt-2 grid grid-cols-1 gap-5 sm:grid-cols-2">
          {figure('electric')}
          {figure('renewable')}
          {readOnly('Yenilenebilir oranı', percentages.renewable_percentage)}
          {figure('solar', setSolar)}
          {readOnly('Güneş oranı (yenilenebilir içinde)', percentages.solar_percentage)}
          <div className="hidden sm:block" />
          {figure('unlicensed', (text) => setSplit('unlicensed', text))}
          {figure('licensed', (text) => setSplit('licensed', text))}
        </div>
      </fieldset>
      {save.error && <Alert>{save.error instanceof ApiRequestError && save.error.status === 400 ? errorMessage(save.error) : M.saveFailed}</Alert>}
      {stored.isError && <Alert>Veriler yüklenirken bir hata oluştu</Alert>}
      {saved && (
        <Alert tone="success" role="status">
          {saved}
        </Alert>
      )}
      <SubmitButton pending={save.isPending} pendingText="Kaydediliyor…" disabled={saved !== null} className="w-full sm:w-auto">
        Kaydet
      </SubmitButton>
    </form>
  );
}
