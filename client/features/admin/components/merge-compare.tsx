import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { MERGE_KIND_LABELS, MERGE_KINDS, type CompareCapacity, type CompareResponse, type MergeKind } from '../../../../shared/schemas/merges';
import { DataError } from '../../../components/ui/data-states';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { adminPaths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatInteger, formatNumber } from '../../../lib/format';
import { formatPeriod } from '../../../lib/station-format';
import { showToast } from '../../../lib/toast';
import { useMerge, useMergeCompare, useUndoMerge, type MergeAnswer } from '../api/merges-api';
import type { ConfirmStep } from '../registry/list';
import { Loading } from './admin-page';
import { ConfirmDialog } from './confirm-dialog';

// Two duplicate records side by side (decision 066): every field, the differing ones marked with a
// choice of the value that stays, the record that stays (for stations, their monthly capacities and
// which figure each month keeps: decision 072), then "Birleştir" behind a confirmation that says what
// moves; after it, "Geri Al".

type Side = 'a' | 'b';
const other = (side: Side): Side => (side === 'a' ? 'b' : 'a');
const SIDE_LABEL: Record<Side, string> = { a: 'Kayıt A', b: 'Kayıt B' };

/** What hangs on a record and moves with it, in words ("2 kaynak bağlantısı, 1 takip"). */
function movesOf(record: CompareResponse['a'], kind: MergeKind): string[] {
  const { counts } = record;
  const parts: [number, string][] = [
    [record.sources.length, 'kaynak bağlantısı'],
    [counts.events, 'geçmiş kaydı'],
    [counts.openings, 'üye açılışı (envanter)'],
    [counts.watches, 'takip'],
    [counts.suggestions, 'öneri'],
    [counts.submissions, 'üye başvurusu'],
    ...(kind === 'company' ? ([[counts.projects, 'proje bağlantısı']] as [number, string][]) : []),
    ...(kind === 'station' ? ([[counts.capacities, 'aylık kapasite']] as [number, string][]) : []),
  ];
  return parts.filter(([n]) => n > 0).map(([n, noun]) => `${formatInteger(n)} ${noun}`);
}

function RecordCard({ side, record, kind, survivor }: { side: Side; record: CompareResponse['a']; kind: MergeKind; survivor: boolean }) {
  const moves = movesOf(record, kind);
  return (
    <div className={`min-w-0 rounded-2xl border p-4 ${survivor ? 'border-emerald-300 bg-emerald-50/60 dark:border-emerald-500/40 dark:bg-emerald-500/10' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'}`}>
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {SIDE_LABEL[side]} · {survivor ? 'Kalacak' : 'Birleşip silinecek'}
      </p>
      <h2 className="mt-1 text-lg font-bold break-words text-slate-900 dark:text-white">{record.name}</h2>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Eklendi {formatDate(record.created_at)} · Güncellendi {formatDate(record.updated_at)}
      </p>
      <h3 className="mt-3 text-sm font-semibold text-slate-800 dark:text-slate-200">Kaynaklar</h3>
      {record.sources.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Kaynak bağlantısı yok.</p>
      ) : (
        <ul className="mt-1 space-y-0.5 text-sm text-slate-700 dark:text-slate-300">
          {record.sources.map((s) => (
            <li key={s.source_id} className="break-words">
              {s.name}
              {s.external_key ? ` · ${s.external_key}` : ''} · {formatDate(s.verified_on)}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{moves.length > 0 ? `Bağlı: ${moves.join(', ')}.` : 'Bağlı kayıt yok.'}</p>
    </div>
  );
}

const shownValue = (value: string | null) => value ?? '—';

function FieldRows({ data, choices, onChoose }: { data: CompareResponse; choices: Record<string, Side>; onChoose: (field: string, side: Side) => void }) {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      <div className="hidden grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1.5fr)] gap-4 bg-slate-50 px-4 py-2 text-xs font-semibold text-slate-700 uppercase sm:grid dark:bg-slate-800/60 dark:text-slate-300">
        <span>Alan</span>
        <span>{SIDE_LABEL.a}</span>
        <span>{SIDE_LABEL.b}</span>
      </div>
      {/* A field empty in both has nothing to compare. */}
      {data.fields.filter((f) => f.differs || f.a !== null).map((f) => {
        if (!f.differs) {
          return (
            <div key={f.field} className="grid gap-1 px-4 py-2.5 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,3fr)] sm:gap-4">
              <span className="font-medium text-slate-700 dark:text-slate-300">{f.label}</span>
              <span className="break-words text-slate-600 dark:text-slate-400">
                {shownValue(f.a)} <span className="text-xs">(aynı)</span>
              </span>
            </div>
          );
        }
        return (
          <fieldset key={f.field} className="grid gap-2 bg-amber-50 px-4 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1.5fr)] sm:gap-4 dark:bg-amber-400/10">
            <legend className="sr-only">{`${f.label}: kalacak değer`}</legend>
            <span aria-hidden="true" className="font-semibold text-amber-950 dark:text-amber-100">
              {f.label} <span className="text-xs font-normal">(farklı)</span>
            </span>
            {(['a', 'b'] as const).map((side) => (
              <label
                key={side}
                className={`flex min-w-0 cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 ${choices[f.field] === side ? 'border-amber-500 bg-white dark:border-amber-400 dark:bg-slate-900' : 'border-transparent'}`}
              >
                <input type="radio" name={`field-${f.field}`} className="mt-0.5 size-4 shrink-0 accent-amber-600" checked={choices[f.field] === side} onChange={() => onChoose(f.field, side)} />
                <span className="min-w-0 break-words text-slate-900 dark:text-slate-100">
                  <span className="text-xs text-slate-600 sm:hidden dark:text-slate-400">{SIDE_LABEL[side]}: </span>
                  {shownValue(f[side])}
                </span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}

/** What the survivor ends with in a month: its own figure, else the other's (decision 072). */
const keptFigure = (row: CompareCapacity, survivor: Side) => row[survivor] ?? row[other(survivor)];
const figure = (value: number | null) => (value === null ? '—' : formatNumber(value, 2));

/**
 * Two stations' monthly capacities side by side (decision 072): no choice, every month of both is
 * kept, the survivor's figure where both have one; the other's is kept by the merge for its undo.
 */
function CapacityRows({ rows, survivor }: { rows: readonly CompareCapacity[]; survivor: Side }) {
  const gone = other(survivor);
  const both = rows.filter((r) => r.a !== null && r.b !== null);
  const clashing = both.filter((r) => r.a !== r.b).length;
  const added = rows.filter((r) => r[survivor] === null).length;
  return (
    <section aria-labelledby="merge-capacities">
      <h2 id="merge-capacities" className="text-lg font-semibold text-slate-900 dark:text-white">
        Aylık kapasiteler
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400">
        {rows.length === 0
          ? 'İki trafo merkezinin de aylık kapasitesi yok.'
          : [
              'İki kaydın bütün ayları kalır.',
              both.length > 0 &&
                `${formatInteger(both.length)} ay ikisinde de var${clashing > 0 ? ` (${formatInteger(clashing)} ayda değerler farklı)` : ''}: bu aylarda kalacak kaydın değeri kalır; diğerininki birleştirmeyle saklanır, geri alınırsa geri gelir.`,
              added > 0 && `${formatInteger(added)} ay yalnız ${SIDE_LABEL[gone]} kaydında var: kalacak kayda eklenir.`,
            ]
              .filter(Boolean)
              .join(' ')}
      </p>
      {rows.length > 0 && (
        <div className="max-h-96 overflow-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">Aylık kapasiteler (MWe): iki kayıt ve birleştirmeden sonra kalacak değer</caption>
            <thead className="sticky top-0 bg-slate-50 text-xs font-semibold text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  Ay
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {SIDE_LABEL.a} <span className="normal-case">(MWe)</span>
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {SIDE_LABEL.b} <span className="normal-case">(MWe)</span>
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Kalacak
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {rows.map((r) => {
                const clash = r.a !== null && r.b !== null && r.a !== r.b;
                return (
                  <tr key={`${r.year}-${r.month}`} className={clash ? 'bg-amber-50 dark:bg-amber-400/10' : undefined}>
                    <th scope="row" className="px-3 py-1.5 text-left font-medium whitespace-nowrap text-slate-800 dark:text-slate-200">
                      {formatPeriod(r.month, r.year)}
                    </th>
                    {(['a', 'b'] as const).map((side) => (
                      <td key={side} className={`px-3 py-1.5 text-right ${clash && side === gone ? 'text-slate-500 line-through dark:text-slate-500' : 'text-slate-700 dark:text-slate-300'}`}>
                        {figure(r[side])}
                      </td>
                    ))}
                    <td className="px-3 py-1.5 text-right font-semibold text-slate-900 dark:text-white">{figure(keptFigure(r, survivor))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The merge's outcome, brought into view and focused (the button that led here was at the page's end). */
function Merged({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="space-y-4 outline-none">
      {children}
    </div>
  );
}

/** The default winner of a differing field: the record that stays, unless only the other has a value. */
const defaultChoices = (data: CompareResponse, survivor: Side): Record<string, Side> =>
  Object.fromEntries(data.fields.filter((f) => f.differs).map((f) => [f.field, f[survivor] === null && f[other(survivor)] !== null ? other(survivor) : survivor]));

function Compare({ kind, a, b }: { kind: MergeKind; a: string; b: string }) {
  const [merged, setMerged] = useState<MergeAnswer | null>(null);
  // Not asked while merged: the merged-away record is gone until the undo.
  const compare = useMergeCompare(kind, a, b, !merged);
  const merge = useMerge();
  const undo = useUndoMerge();
  const [survivor, setSurvivor] = useState<Side>('a');
  const [picked, setPicked] = useState<Record<string, Side>>({});
  const [confirming, setConfirming] = useState(false);
  const [undoError, setUndoError] = useState<string | null>(null);

  if (merged) {
    const runUndo = async () => {
      setUndoError(null);
      try {
        const answer = await undo.mutateAsync(merged.id);
        showToast(answer.message);
        setMerged(null);
      } catch (error) {
        setUndoError(errorMessage(error));
      }
    };
    return (
      <Merged>
        <Alert tone="success" role="status">
          {merged.message}
        </Alert>
        {undoError && <Alert>{undoError}</Alert>}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass('secondary', 'md')} onClick={() => void runUndo()} disabled={undo.isPending} aria-busy={undo.isPending || undefined}>
            {undo.isPending && <Spinner className="size-4" />}
            Geri Al
          </button>
          <Link to={adminPaths.dataQualityMerges()} className={buttonClass('secondary', 'md')}>
            Birleştirmeler
          </Link>
        </div>
      </Merged>
    );
  }

  if (compare.isPending) return <Loading count={4} className="space-y-3" block="h-24 rounded-2xl" />;
  if (compare.isError) return <DataError message={errorMessage(compare.error)} onRetry={() => void compare.refetch()} retrying={compare.isFetching} />;
  const data = compare.data;
  const choices = { ...defaultChoices(data, survivor), ...picked };
  const differing = data.fields.filter((f) => f.differs);
  const kept = data[survivor];
  const gone = data[other(survivor)];

  const step: ConfirmStep = {
    title: 'Kayıtlar birleştirilsin mi?',
    label: 'Birleştir',
    failed: 'Kayıtlar birleştirilirken bir hata oluştu',
    // The screen itself says it (below), with "Geri Al".
    done: () => null,
    body: (
      <>
        <p>
          <strong className="break-words text-slate-900 dark:text-white">{gone.name}</strong> kaydı{' '}
          <strong className="break-words text-slate-900 dark:text-white">{kept.name}</strong> kaydıyla birleştirilecek ve listelerden kalkacak; adresi kalan kayda yönlenecek.
        </p>
        <p className="mt-2">{movesOf(gone, data.kind).length > 0 ? `Kalan kayda taşınacaklar: ${movesOf(gone, data.kind).join(', ')}.` : 'Taşınacak bağlı kayıt yok.'}</p>
        <p className="mt-2">Ödenmiş bakiye satırlarının hepsi kalır. Birleştirme geri alınabilir.</p>
      </>
    ),
    run: async () => {
      const answer = await merge.mutateAsync({
        kind: data.kind,
        survivor_id: kept.id,
        merged_id: gone.id,
        choices: Object.fromEntries(differing.map((f) => [f.field, choices[f.field] === survivor ? ('survivor' as const) : ('merged' as const)])),
      });
      setMerged(answer);
      return answer;
    },
  };

  return (
    <div className="space-y-6">
      <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">Kalacak kayıt</legend>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(['a', 'b'] as const).map((side) => (
            <label key={side} className="flex min-w-0 cursor-pointer items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
              <input type="radio" name="survivor" className="mt-0.5 size-4 shrink-0 accent-amber-600" checked={survivor === side} onChange={() => setSurvivor(side)} />
              <span className="min-w-0 break-words">
                {SIDE_LABEL[side]}: {data[side].name}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <RecordCard side="a" record={data.a} kind={data.kind} survivor={survivor === 'a'} />
        <RecordCard side="b" record={data.b} kind={data.kind} survivor={survivor === 'b'} />
      </div>
      <div>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Alanlar</h2>
        <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400">
          {differing.length > 0 ? `${formatInteger(differing.length)} alan farklı: her biri için kalacak değeri seçin.` : 'Bütün alanlar aynı.'} İki kayıtta da boş olan alanlar gösterilmez.
        </p>
        <FieldRows data={data} choices={choices} onChoose={(field, side) => setPicked((current) => ({ ...current, [field]: side }))} />
      </div>
      {data.kind === 'station' && <CapacityRows rows={data.capacities} survivor={survivor} />}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('primary', 'md')} onClick={() => setConfirming(true)}>
          Birleştir
        </button>
      </div>
      {confirming && <ConfirmDialog step={step} onClose={() => setConfirming(false)} />}
    </div>
  );
}

/** The screen at /admin/data-quality/compare/:kind/:a/:b. */
export function MergeCompare() {
  const { kind, a, b } = useParams();
  if (!MERGE_KINDS.includes(kind as MergeKind) || !a || !b) return <Alert>Karşılaştırılacak kayıtlar bulunamadı.</Alert>;
  return (
    <>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{MERGE_KIND_LABELS[kind as MergeKind]} kayıtları</p>
      <Compare key={`${kind}/${a}/${b}`} kind={kind as MergeKind} a={a} b={b} />
    </>
  );
}
