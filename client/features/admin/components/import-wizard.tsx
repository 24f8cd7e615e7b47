import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  IMPORT_FIELDS,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  IMPORT_MESSAGES,
  IMPORT_PREVIEW_STATE_LABELS,
  IMPORT_ROWS_PAGE_SIZE,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportPreviewStatus,
} from '../../../../shared/schemas/imports';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { SelectField } from '../../../components/ui/form-field';
import { adminPaths } from '../../../config/paths';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { formatInteger } from '../../../lib/format';
import type { SendProgress } from '../../../lib/send-with-progress';
import { showToast } from '../../../lib/toast';
import { ImportPreviewFailure, importRowsQueryOptions, uploadImport, useImportStatus, useImportStep, waitForPreview } from '../api/imports-api';
import { useSourceOptions } from '../api/sources-api';
import { fileSize, ImportFileDrop } from './import-file-drop';
import { cleanMapping, ImportMappingEditor, sameMapping, undecidedColumns, undecidedMessage, unmappedColumns, unmappedRequired } from './import-mapping';
import { ProgressBar } from './import-parts';
import { ImportPreviewRows } from './import-preview';

// The importer's wizard (decisions 039, 050): kind and source → file → column mapping → preview → commit.
// The server reads and checks every row (shared/schemas/imports.ts is the contract); this screen
// shows what it found and sends what the admin chose. The upload answers at once; the preview is a
// job on the server whose status this screen polls (its stage and rows read), then shows.

const STEPS = [
  { key: 'setup', title: 'Tür ve kaynak' },
  { key: 'file', title: 'Dosya' },
  { key: 'mapping', title: 'Sütunlar' },
  { key: 'preview', title: 'Önizleme' },
  { key: 'commit', title: 'Kaydet' },
] as const;
type Step = (typeof STEPS)[number]['key'];

export const IMPORT_UPLOAD_FAILED = 'Dosya yüklenirken bir hata oluştu';
export const IMPORT_PREVIEW_FAILED = 'Önizleme hazırlanamadı; dosyayı yeniden yükleyin';
export const IMPORT_COMMIT_FAILED = 'İçe aktarma kaydedilirken bir hata oluştu';

/** Where the records of a kind are listed in the back office. */
export const RECORDS_OF: Record<ImportKind, { label: string; to: string }> = {
  projects: { label: 'Projeleri gör', to: adminPaths.dashboard('projects') },
  companies: { label: 'Firmaları gör', to: adminPaths.dashboard('companies') },
  stations: { label: 'Trafo merkezlerini gör', to: adminPaths.stations('definitions') },
  station_capacities: { label: 'Kapasiteleri gör', to: adminPaths.stations('capacities') },
  installed_power: { label: 'Kurulu gücü gör', to: adminPaths.installedPower() },
  production: { label: 'Üretimi gör', to: adminPaths.production() },
};

/** A v4 id for a new import (the server stores it, so its progress can be polled at once). */
function newImportId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const total = (p: ImportPreview) => p.counts.create + p.counts.update + p.counts.unchanged + p.counts.duplicate + p.counts.error;

interface Sending {
  id: string;
  sent: SendProgress | null;
  /** The preview job's last status, once the file is on the server. */
  job: ImportPreviewStatus | null;
  abort: AbortController;
}

export function ImportWizard() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('setup');
  const [kind, setKind] = useState<ImportKind | ''>('');
  const [sourceId, setSourceId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [showMissing, setShowMissing] = useState(false);
  /** Headers of the unmapped columns the admin chose not to import (sent with the commit). */
  const [ignored, setIgnored] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const sources = useSourceOptions();
  const commit = useImportStep('commit');
  const committing = commit.isPending;
  // A commit's progress (a preview's comes from its job's status, polled by send()).
  const status = useImportStatus(preview?.id, committing);

  // Each step's heading takes the focus, so keyboard and screen reader users start at its top.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  // Leaving the page stops an upload that is still going.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const go = (next: Step) => {
    setFailure(null);
    setStep(next);
  };

  const send = async (withMapping?: ImportMapping) => {
    if (!kind || !file || sending) return;
    const id = newImportId();
    const abort = new AbortController();
    running.current = abort;
    setFailure(null);
    setSending({ id, sent: null, job: null, abort });
    try {
      const job = await uploadImport(
        { id, kind, sourceId, file, mapping: withMapping && cleanMapping(withMapping) },
        { signal: abort.signal, onProgress: (sent) => setSending((s) => (s && s.id === id ? { ...s, sent } : s)) },
      );
      const answer = await waitForPreview(job.status_url, { signal: abort.signal, onStatus: (status) => setSending((s) => (s && s.id === id ? { ...s, job: status } : s)) });
      queryClient.setQueryData(importRowsQueryOptions(answer.id, undefined, 1).queryKey, { items: answer.rows, total: total(answer), page: 1, page_size: IMPORT_ROWS_PAGE_SIZE });
      setPreview(answer);
      setMapping(answer.mapping);
      // A new file: its columns are decided afresh.
      if (!withMapping) setIgnored([]);
      setShowMissing(answer.missing.length > 0);
      go(withMapping ? 'preview' : 'mapping');
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (error instanceof ImportPreviewFailure) setFailure(error.message || IMPORT_PREVIEW_FAILED);
      else setFailure(error instanceof ApiRequestError && error.status < 500 && error.status > 0 ? error.message : errorMessage(error) || IMPORT_UPLOAD_FAILED);
    } finally {
      running.current = null;
      setSending(null);
    }
  };

  const toPreview = () => {
    if (!preview || !kind) return;
    const missing = unmappedRequired(kind, mapping);
    if (missing.length > 0) {
      setShowMissing(true);
      const labels = IMPORT_FIELDS[kind].filter((f) => missing.includes(f.field)).map((f) => f.label);
      setFailure(`Zorunlu alanlar için bir sütun seçin: ${labels.join(', ')}`);
      return;
    }
    const undecided = undecidedColumns(preview.columns, mapping, ignored);
    if (undecided.length > 0) {
      setShowMissing(true);
      setFailure(undecidedMessage(undecided));
      return;
    }
    if (sameMapping(mapping, preview.mapping) && preview.missing.length === 0) go('preview');
    else void send(mapping);
  };

  const runCommit = () => {
    if (!preview || committing) return;
    go('commit');
    commit.mutate({ id: preview.id, ignoreColumns: preview.unmapped.filter((header) => ignored.includes(header)) }, {
      onSuccess: () => {
        setDone(IMPORT_MESSAGES.committed);
        showToast(IMPORT_MESSAGES.committed);
      },
    });
  };

  const restart = () => {
    setPreview(null);
    setFile(null);
    setDone(null);
    commit.reset();
    go('setup');
  };

  const index = STEPS.findIndex((s) => s.key === step);
  const kindLabel = kind ? IMPORT_KIND_LABELS[kind] : '';
  const sourceName = sources.data?.items.find((s) => s.id === sourceId)?.name;
  // Only a commit's own answers count: the poll may still answer the preview's finished count as a commit starts.
  const commitProgress = status.data?.status === 'committing' ? status.data.progress : undefined;
  /** The server's way through the rows ("1.200 / 35.000 satır denetlendi"), or what it does until it knows how many. */
  const rowsBar = (label: string, progress: { done: number; total: number } | undefined, done: string, waiting: string) => {
    const detail = progress && progress.total > 0 ? `${formatInteger(progress.done)} / ${formatInteger(progress.total)} satır ${done}` : waiting;
    return <ProgressBar label={label} value={progress?.done ?? 0} max={progress?.total ?? 0} detail={detail} />;
  };
  const job = sending?.job;
  const uploading = sending && (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" aria-live="polite">
      {job || (sending.sent && sending.sent.loaded >= sending.sent.total) ? (
        rowsBar(
          job ? IMPORT_PREVIEW_STATE_LABELS[job.state] : 'Dosya gönderildi',
          job?.state === 'checking' ? job.progress : undefined,
          'denetlendi',
          job?.state === 'queued' ? 'Önizleme sırada bekliyor…' : job?.state === 'checking' ? 'Satırlar denetleniyor…' : 'Dosya okunuyor…',
        )
      ) : (
        <ProgressBar label="Dosya yükleniyor" value={sending.sent?.loaded ?? 0} max={sending.sent?.total ?? 0} detail={file ? `${file.name} (${fileSize(file.size)})` : undefined} />
      )}
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => sending.abort.abort()}>
        Durdur
      </button>
    </div>
  );

  let body: ReactNode;
  if (step === 'setup') {
    body = (
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (kind) go('file');
          else setFailure('Lütfen içe aktarılacak veri türünü seçin');
        }}
      >
        <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
          <SelectField
            label="Veri türü"
            markRequired
            value={kind}
            placeholder="Seçiniz"
            options={IMPORT_KINDS.map((k) => ({ value: k, label: IMPORT_KIND_LABELS[k] }))}
            onValueChange={(value) => {
              setKind(value as ImportKind | '');
              setFailure(null);
            }}
          />
          <SelectField
            label="Kaynak"
            value={sourceId}
            placeholder={sources.isPending ? 'Kaynaklar yükleniyor…' : 'Kaynak seçilmedi'}
            options={(sources.data?.items ?? []).map((s) => ({ value: s.id, label: s.is_generated ? `${s.name} (örnek veri)` : s.name }))}
            disabled={!sources.data}
            error={sources.isError ? 'Kaynaklar yüklenemedi. Lütfen sayfayı yenileyin.' : undefined}
            hint={
              <>
                Kayıtlar bu kaynağa bağlanır ve sütun eşleştirmesi bu kaynak için hatırlanır; kaynak kimliği sütunu olan bir dosya için gereklidir.{' '}
                <Link to={adminPaths.newSource()} className="font-semibold text-amber-800 underline dark:text-amber-300">
                  Yeni kaynak ekle
                </Link>
              </>
            }
            onValueChange={setSourceId}
          />
        </div>
        {kind && <ExpectedColumns kind={kind} />}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass('primary', 'lg')}>
            Devam
          </button>
        </div>
      </form>
    );
  } else if (step === 'file') {
    body = (
      <div className="space-y-5">
        <ImportFileDrop file={file} onFile={setFile} disabled={Boolean(sending)} />
        {uploading}
        <StepButtons back={() => go('setup')} busy={Boolean(sending)} next="Yükle ve Sütunları Eşleştir" onNext={() => void send()} nextDisabled={!file} />
      </div>
    );
  } else if (step === 'mapping' && preview && kind) {
    body = (
      <div className="space-y-5">
        <ImportMappingEditor
          kind={kind}
          headers={preview.headers}
          columns={preview.columns}
          mapping={mapping}
          detected={preview.mapping}
          showMissing={showMissing}
          ignored={ignored}
          onChange={(next) => {
            setMapping(next);
            setFailure(null);
          }}
          onIgnoredChange={(next) => {
            setIgnored(next);
            setFailure(null);
          }}
        />
        {uploading}
        <StepButtons back={() => go('file')} busy={Boolean(sending)} next="Önizle" onNext={toPreview} />
      </div>
    );
  } else if (step === 'preview' && preview) {
    const writes = preview.counts.create + preview.counts.update;
    const undecided = preview.unmapped.filter((header) => !ignored.includes(header));
    const leftOut = unmappedColumns(preview.columns, preview.mapping).filter((header) => ignored.includes(header));
    const saveLabel = `Kaydet (${formatInteger(preview.counts.create)} yeni, ${formatInteger(preview.counts.update)} güncelleme)`;
    body = (
      <div className="space-y-5">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="font-semibold text-slate-900 dark:text-white">{preview.file_name}</span> · {kindLabel}
          {sourceName ? ` · ${sourceName}` : ''} · {formatInteger(total(preview))} satır. Henüz hiçbir şey kaydedilmedi.
        </p>
        {preview.counts.error > 0 && (
          <Alert tone="warning">
            {formatInteger(preview.counts.error)} satırda hata var; hatalı satırlar kaydedilmez. Hataları görmek için “Hata” düğmesine basın, dosyayı düzeltip yeniden yükleyebilirsiniz.
          </Alert>
        )}
        {preview.counts.duplicate > 0 && (
          <Alert tone="info">
            {formatInteger(preview.counts.duplicate)} satır dosyadaki önceki bir satırın aynısı; tekrarlar atlanır, hata sayılmaz. Görmek için “Tekrar” düğmesine basın.
          </Alert>
        )}
        {leftOut.length > 0 && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <span className="font-semibold text-slate-900 dark:text-white">İçe aktarılmayacak sütunlar:</span> {leftOut.join(', ')}
          </p>
        )}
        {undecided.length > 0 && (
          <Alert
            tone="warning"
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => go('mapping')}>
                Sütunlara Dön
              </button>
            }
          >
            {undecidedMessage(undecided)}. Karar verilmeden kaydedilmez.
          </Alert>
        )}
        {writes === 0 && (
          <Alert tone="info">Değişecek bir şey yok: {preview.counts.error > 0 ? 'hatasız satırların' : 'dosyadaki satırların'} tümü kayıtlarla aynı.</Alert>
        )}
        <ImportPreviewRows importId={preview.id} counts={preview.counts} />
        <StepButtons back={() => go('mapping')} next={saveLabel} onNext={runCommit} nextDisabled={writes === 0 || undecided.length > 0} />
      </div>
    );
  } else if (step === 'commit' && preview) {
    body = (
      <div className="space-y-5">
        {committing && (
          <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" aria-live="polite">
            {rowsBar('Kaydediliyor', commitProgress, 'yazıldı', 'Kayıtlar yazılıyor…')}
          </div>
        )}
        {commit.isError && (
          <Alert
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => go('file')}>
                Dosyayı Yeniden Yükle
              </button>
            }
          >
            {commit.error instanceof ApiRequestError && commit.error.status < 500 && commit.error.status > 0 ? commit.error.message : IMPORT_COMMIT_FAILED}
          </Alert>
        )}
        {done && (
          <>
            <Alert tone="success">
              {done}: {formatInteger(preview.counts.create)} yeni kayıt, {formatInteger(preview.counts.update)} güncelleme
              {preview.counts.error > 0 ? `; ${formatInteger(preview.counts.error)} hatalı satır kaydedilmedi` : ''}. Aktarım geçmişinden geri alabilirsiniz.
            </Alert>
            <div className="flex flex-wrap gap-3">
              {kind && (
                <Link to={RECORDS_OF[kind].to} className={buttonClass('primary', 'lg')}>
                  {RECORDS_OF[kind].label}
                </Link>
              )}
              <button type="button" className={buttonClass('secondary', 'lg')} onClick={restart}>
                Yeni İçe Aktarma
              </button>
            </div>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <ol aria-label="Adımlar" className="flex flex-wrap gap-x-2 gap-y-2 text-sm">
        {STEPS.map((s, i) => (
          <li
            key={s.key}
            aria-current={i === index ? 'step' : undefined}
            className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 ${
              i === index
                ? 'border-amber-500 bg-amber-50 font-semibold text-amber-950 dark:bg-amber-400/10 dark:text-amber-100'
                : i < index
                  ? 'border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-300'
                  : 'border-slate-200 text-slate-500 dark:border-slate-800 dark:text-slate-400'
            }`}
          >
            <span className="tabular-nums">{i + 1}</span>
            <span className={i === index ? '' : 'max-sm:sr-only'}>{s.title}</span>
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none dark:text-white">
        {step === 'commit' && done ? 'Tamamlandı' : `${index + 1}. ${STEPS[index]!.title}`}
      </h2>
      {failure && <Alert>{failure}</Alert>}
      {body}
    </div>
  );
}

/** A step's way back and its way on, both off while `busy` (a file is being sent). */
function StepButtons({ back, busy, next, onNext, nextDisabled }: { back: () => void; busy?: boolean; next: string; onNext: () => void; nextDisabled?: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" className={buttonClass('secondary', 'lg')} onClick={back} disabled={busy}>
        Geri
      </button>
      <button type="button" className={buttonClass('primary', 'lg')} disabled={busy || nextDisabled} onClick={onNext}>
        {next}
      </button>
    </div>
  );
}

/** The columns a file of this kind may have, with the headers recognised for each (required ones marked). */
function ExpectedColumns({ kind }: { kind: ImportKind }) {
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
      <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">{IMPORT_KIND_LABELS[kind]} dosyasında tanınan sütunlar</summary>
      <ul className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1.5 text-slate-700 md:grid-cols-2 dark:text-slate-300">
        {IMPORT_FIELDS[kind].map((field) => (
          <li key={field.field}>
            <span className="font-medium text-slate-900 dark:text-white">
              {field.label}
              {field.required && <span className="text-red-700 dark:text-red-400"> (zorunlu)</span>}
            </span>
            : {field.headers.slice(0, 3).join(', ')}
          </li>
        ))}
      </ul>
    </details>
  );
}
