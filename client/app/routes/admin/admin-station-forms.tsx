import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ADMIN_REDIRECT_MS } from '../../../../shared/schemas/admin/list';
import {
  STATION_ADMIN_MESSAGES as M,
  stationCapacityFormSchema,
  stationCombinedFormSchema,
  stationDefinitionFormSchema,
  type StationCapacityRow,
  type StationDefinitionRow,
  type StationOption,
} from '../../../../shared/schemas/admin/stations';
import { useReference } from '../../../api/reference';
import { SearchPicker } from '../../../components/pickers/search-picker';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { DataError } from '../../../components/ui/data-states';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminPaths } from '../../../config/paths';
import { useSaveCombinedStation, useSaveStationCapacity, useSaveStationDefinition, useStationCapacity, useStationDefinition, useStationOptions } from '../../../features/admin/api/stations-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { FileField } from '../../../features/admin/components/file-field';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/forms';
import { decimalInput, monthName } from '../../../lib/format';

// Not on ResourceForm (decision 033): the definition and combined forms go as multipart with a
// KML/KMZ file, the capacity form picks its station with a search, and the records are read from
// their own endpoints rather than as the { values, labels } every ResourceForm record has.

// The station forms of spec 3 §2.12: the combined record (station + one month, optional KML/KMZ),
// the definition form and the capacity form with a station search. Each saves, says so, and goes
// back to its tab after 2 s.

type Kind = 'combined' | 'definition' | 'capacity';

const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName(i + 1) }));

/** Saved: the spec's message, then the list after 2 s. */
function useRedirectAfterSave(to: string) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => void navigate(to), ADMIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate, to]);
  return { saved, setSaved };
}

function SaveBar({ pending, saved, error, disabled = false }: { pending: boolean; saved: string | null; error: unknown; disabled?: boolean }) {
  return (
    <>
      {error !== null && error !== undefined && <Alert className="mt-2">{errorMessage(error) || M.saveFailed}</Alert>}
      {saved && (
        <Alert tone="success" className="mt-2">
          {saved}
        </Alert>
      )}
      <div className="flex justify-end">
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={pending || Boolean(saved) || disabled}>
          {pending ? 'Kaydediliyor...' : 'Kaydet'}
        </button>
      </div>
    </>
  );
}

const cardClass = 'space-y-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** What the definition fields read of a form: the combined record's form and the definition form both hold them. */
type DefinitionForm = Pick<ReturnType<typeof useZodForm<typeof stationDefinitionFormSchema, { city_id: string }>>, 'values' | 'field' | 'errorOf' | 'setValue'>;

/** The definition fields, shared by the combined record and the definition form. */
function DefinitionFields({ form, required, file, setFile, fileError, setFileError, hasFile }: {
  form: DefinitionForm;
  required: boolean;
  file: File | null;
  setFile: (file: File | null) => void;
  fileError: string | null;
  setFileError: (message: string | null) => void;
  hasFile?: boolean;
}) {
  const reference = useReference();
  const v = form.values;
  return (
    <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
      <SelectField
        label="Şehir"
        markRequired
        value={v.city_id ?? ''}
        placeholder="Şehir seçin"
        options={(reference.data?.cities ?? []).map((c) => ({ value: c.id, label: c.name }))}
        onValueChange={(value) => form.setValue('city_id', value)}
        error={form.errorOf('city_id') ?? (reference.isError ? M.citiesLoadFailed : undefined)}
      />
      <TextField label="Trafo merkezi adı" markRequired maxLength={200} {...form.field('station_name')} />
      <TextField label="Bara" markRequired={required} maxLength={200} {...form.field('busbar')} />
      <TextField label="İşletmeci" markRequired={required} maxLength={200} {...form.field('operator')} />
      <TextField label="Bağlantı seviyesi" markRequired={required} maxLength={100} {...form.field('connection_level')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Enlem" inputMode="decimal" placeholder="39,925533" {...form.field('latitude')} />
        <TextField label="Boylam" inputMode="decimal" placeholder="32,866287" {...form.field('longitude')} />
      </div>
      <div className="md:col-span-2">
        <FileField
          label="KML veya KMZ dosyası (isteğe bağlı)"
          kind="station"
          file={file}
          onFile={setFile}
          error={fileError}
          onError={setFileError}
          hint={hasFile ? 'Bu trafo merkezinin bir dosyası var; yeni dosya seçilirse yerine geçer. KML veya KMZ, en fazla 10 MB' : undefined}
        />
      </div>
    </div>
  );
}

function stationFields(values: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === undefined || v === null ? '' : String(v)]));
}

function CombinedForm() {
  const save = useSaveCombinedStation();
  const { saved, setSaved } = useRedirectAfterSave(adminPaths.stations('definitions'));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useZodForm(stationCombinedFormSchema, {
    city_id: '',
    station_name: '',
    busbar: '',
    operator: '',
    connection_level: '',
    latitude: '',
    longitude: '',
    available_capacity: '',
    year: String(new Date().getFullYear()),
    month: String(new Date().getMonth() + 1),
  });
  const v = form.values;
  const submit = form.handleSubmit(() => save.mutate({ fields: stationFields(form.form.getValues()), file }, { onSuccess: (res) => setSaved(res.message) }), { skip: save.isPending || Boolean(saved) || Boolean(fileError) });
  return (
    <form noValidate onSubmit={submit} className={cardClass} aria-label="Birleşik trafo merkezi kaydı">
      <DefinitionFields form={form} required file={file} setFile={setFile} fileError={fileError} setFileError={setFileError} />
      <div className="grid grid-cols-1 gap-5 md:grid-cols-3">
        <TextField label="Kullanılabilir kapasite (MWe)" markRequired inputMode="decimal" {...form.field('available_capacity')} />
        <SelectField label="Ay" markRequired value={v.month ?? ''} options={MONTHS} onValueChange={(value) => form.setValue('month', value)} error={form.errorOf('month')} />
        <TextField label="Yıl" markRequired inputMode="numeric" maxLength={4} {...form.field('year')} />
      </div>
      <SaveBar pending={save.isPending} saved={saved} error={save.error} />
    </form>
  );
}

function DefinitionForm({ record }: { record?: StationDefinitionRow }) {
  const save = useSaveStationDefinition(record?.id);
  const { saved, setSaved } = useRedirectAfterSave(adminPaths.stations('definitions'));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useZodForm(stationDefinitionFormSchema, {
    city_id: record?.city.id ?? '',
    station_name: record?.station_name ?? '',
    busbar: record?.busbar ?? '',
    operator: record?.operator ?? '',
    connection_level: record?.connection_level ?? '',
    latitude: decimalInput(record?.latitude),
    longitude: decimalInput(record?.longitude),
  });
  const submit = form.handleSubmit(() => save.mutate({ fields: stationFields(form.form.getValues()), file }, { onSuccess: (res) => setSaved(res.message) }), { skip: save.isPending || Boolean(saved) || Boolean(fileError) });
  return (
    <form noValidate onSubmit={submit} className={cardClass} aria-label="Trafo merkezi tanımı">
      {record?.is_generated && (
        <Alert tone="info" role="status">
          Bu kayıt örnek amaçlı üretilmiştir. Gerçek bilgileri girip kaydettiğinizde sitede "Örnek veri" işareti kalkar.
        </Alert>
      )}
      <DefinitionFields form={form} required={false} file={file} setFile={setFile} fileError={fileError} setFileError={setFileError} hasFile={record?.has_kml} />
      <SaveBar pending={save.isPending} saved={saved} error={save.error} />
    </form>
  );
}

function CapacityForm({ record }: { record?: StationCapacityRow }) {
  const save = useSaveStationCapacity(record?.id);
  const { saved, setSaved } = useRedirectAfterSave(adminPaths.stations('capacities'));
  const [picked, setPicked] = useState({ id: record?.station_id ?? '', text: record ? `${record.station_name} (${record.city_name})` : '' });
  const form = useZodForm(stationCapacityFormSchema, {
    station_id: record?.station_id ?? '',
    available_capacity: decimalInput(record?.available_capacity),
    year: String(record?.year ?? new Date().getFullYear()),
    month: String(record?.month ?? new Date().getMonth() + 1),
  });
  const v = form.values;
  const submit = form.handleSubmit(
    () =>
      save.mutate(stationFields(form.form.getValues()), {
        onSuccess: (res) => setSaved(res.message),
        onError: (error) => {
          // A second row for the month is named on the month.
          if (error instanceof ApiRequestError && error.code === 'DUPLICATE') form.form.setError('month', { message: error.message });
        },
      }),
    { skip: save.isPending || Boolean(saved) },
  );
  const duplicate = save.error instanceof ApiRequestError && save.error.code === 'DUPLICATE';
  return (
    <form noValidate onSubmit={submit} className={cardClass} aria-label="Kapasite kaydı">
      <SearchPicker<StationOption>
        label="Trafo merkezi"
        markRequired
        id={picked.id}
        text={picked.text}
        onChange={(next) => {
          setPicked(next);
          form.setValue('station_id', next.id);
        }}
        useOptions={useStationOptions}
        labelOf={(s) => `${s.station_name} (${s.city_name})`}
        minChars={2}
        placeholder="Trafo merkezi adı yazın"
        notFound="Trafo merkezi bulunamadı"
        failed={M.definitionsLoadFailed}
        chosenHint="Trafo merkezi seçildi."
        error={form.errorOf('station_id')}
      />
      <div className="grid grid-cols-1 gap-5 md:grid-cols-3">
        <TextField label="Kullanılabilir kapasite (MWe)" markRequired inputMode="decimal" {...form.field('available_capacity')} />
        <SelectField label="Ay" markRequired value={v.month ?? ''} options={MONTHS} onValueChange={(value) => form.setValue('month', value)} error={form.errorOf('month')} />
        <TextField label="Yıl" markRequired inputMode="numeric" maxLength={4} {...form.field('year')} />
      </div>
      {/* Submit stays disabled until a station is chosen (spec 3 §5). */}
      <SaveBar pending={save.isPending} saved={saved} error={duplicate ? null : save.error} disabled={!picked.id} />
    </form>
  );
}

const TITLES: Record<Kind, [string, string]> = {
  combined: ['Trafo Merkezi Kaydı', 'Trafo Merkezi Kaydı'],
  definition: ['Yeni Trafo Merkezi Tanımı', 'Trafo Merkezi Tanımını Düzenle'],
  capacity: ['Yeni Kapasite Kaydı', 'Kapasite Kaydını Düzenle'],
};

function Loading() {
  return (
    <div role="status" aria-label="Yükleniyor" className="space-y-3">
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

export default function AdminStationFormPage({ kind }: { kind: Kind }) {
  const { id } = useParams();
  const definition = useStationDefinition(kind === 'definition' ? id : undefined);
  const capacity = useStationCapacity(kind === 'capacity' ? id : undefined);
  const record = kind === 'definition' ? definition : capacity;
  return (
    <AdminPage title={TITLES[kind][id ? 1 : 0]} description="Zorunlu alanlar yıldızla işaretlidir.">
      {id && record.isError ? (
        <DataError message={kind === 'definition' ? M.definitionsLoadFailed : M.capacitiesLoadFailed} onRetry={() => void record.refetch()} />
      ) : id && !record.data ? (
        <Loading />
      ) : kind === 'combined' ? (
        <CombinedForm />
      ) : kind === 'definition' ? (
        <DefinitionForm key={id ?? 'new'} record={definition.data} />
      ) : (
        <CapacityForm key={id ?? 'new'} record={capacity.data} />
      )}
    </AdminPage>
  );
}
