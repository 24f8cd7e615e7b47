import { AC_POWER_UNITS, CURRENCIES, DC_POWER_UNITS, PROJECT_COMPANY_ROLES, STORAGE_UNITS } from '../../../../shared/constants';
import { projectSubmissionSchema } from '../../../../shared/schemas/submissions';
import { useDistricts } from '../../../api/districts';
import { SelectField, TextField, type SelectOption } from '../../../components/ui/form-field';
import type { BoundField } from '../../../lib/forms';
import { useSubmissionForm } from '../hooks/use-submission-form';
import { CompanyPicker } from '../../../components/pickers/company-picker';
import { CHOOSE, optionsOf, valueOptions } from './reference-options';
import { FormSection, SubmissionFormFrame } from './submission-form-frame';

const PICKERS = PROJECT_COMPANY_ROLES.map(({ role }) => role);

const EMPTY: Record<string, string> = {
  project_name: '',
  status_type_id: '',
  type_id: '',
  location_id: '',
  city_id: '',
  district_id: '',
  dc_power: '',
  dc_power_unit: DC_POWER_UNITS[0],
  ac_power: '',
  ac_power_unit: AC_POWER_UNITS[0],
  storage_capacity: '',
  storage_capacity_unit: STORAGE_UNITS[0],
  total_investment_cost: '',
  investment_currency: CURRENCIES[0],
  investor: '',
  contractor: '',
  pv_module: '',
  inverter: '',
  construction: '',
  inspection_consulting: '',
  maintenance_repair: '',
  financial_institution: '',
  permission_status: '',
  project_start_date: '',
  commissioning_date: '',
  owners_engineering: '',
  ...Object.fromEntries(PICKERS.map((role) => [role, ''])),
};

/** Owners engineering may be typed by name when the firm is not in the catalogue (docs/product-rules.md#submissions). */
const PICKER_TEXT_FIELDS = { owners_engineering_company_id: 'owners_engineering' };

/** A number with its unit beside it (the unit's label is read, not shown). */
function AmountField({ label, amount, unit, units, unitLabel }: { label: string; amount: BoundField; unit: BoundField; units: SelectOption[]; unitLabel: string }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-start gap-2">
      <TextField label={label} inputMode="decimal" placeholder="0,00" {...amount} />
      <div className="pt-[1.625rem]">
        <SelectField label={unitLabel} hideLabel options={units} {...unit} error={undefined} />
      </div>
    </div>
  );
}

/** /profile/projects/new (docs/product-rules.md#submissions): a new project for the catalogue, approved by an admin. */
export function ProjectSubmissionForm({ userId }: { userId: string }) {
  const { form, picker, reference, frame } = useSubmissionForm({
    kind: 'projects',
    schema: projectSubmissionSchema,
    empty: EMPTY,
    pickers: PICKERS,
    pickerTextFields: PICKER_TEXT_FIELDS,
    userId,
  });
  const cityId = String(form.values.city_id ?? '');
  const districts = useDistricts(cityId);
  const loading = reference.isPending;
  const text = (name: string, label: string) => <TextField label={label} {...form.field(name)} />;

  return (
    <SubmissionFormFrame
      kind="projects"
      title="Yeni Proje Başvurusu"
      intro="Platformda yer almayan bir güneş projesini ekleyin; bilgiler yönetici onayından sonra yayına alınır."
      {...frame}
    >
      <FormSection title="Proje bilgileri">
        <div className="sm:col-span-2">
          <TextField label="Proje adı" markRequired {...form.field('project_name')} />
        </div>
        <SelectField label="Proje durumu" markRequired placeholder={CHOOSE} options={optionsOf(reference.data?.project_status_types)} disabled={loading} {...form.field('status_type_id')} />
        <SelectField label="Proje tipi" markRequired placeholder={CHOOSE} options={optionsOf(reference.data?.project_types)} disabled={loading} {...form.field('type_id')} />
        <SelectField label="Uygulama yeri" markRequired placeholder={CHOOSE} options={optionsOf(reference.data?.project_locations)} disabled={loading} {...form.field('location_id')} />
        <SelectField
          label="Şehir" markRequired
          placeholder={CHOOSE}
          options={optionsOf(reference.data?.cities)}
          disabled={loading}
          {...form.field('city_id')}
          // A district belongs to one city: choosing another city clears it (docs/product-rules.md#submissions).
          onValueChange={(value) => {
            form.setValue('city_id', value);
            form.setValue('district_id', '');
          }}
        />
        <SelectField
          label="İlçe" markRequired
          placeholder={!cityId ? 'Önce şehir seçin' : districts.isPending ? 'Yükleniyor…' : CHOOSE}
          options={optionsOf(districts.data?.items)}
          disabled={!cityId || districts.isPending}
          hint={districts.isError ? 'İlçeler yüklenemedi. Şehri yeniden seçin.' : undefined}
          {...form.field('district_id')}
        />
      </FormSection>

      <FormSection title="Güç, kapasite ve yatırım">
        <AmountField label="DC güç" unitLabel="DC güç birimi" amount={form.field('dc_power')} unit={form.field('dc_power_unit')} units={valueOptions(DC_POWER_UNITS)} />
        <AmountField label="AC güç" unitLabel="AC güç birimi" amount={form.field('ac_power')} unit={form.field('ac_power_unit')} units={valueOptions(AC_POWER_UNITS)} />
        <AmountField
          label="Depolama kapasitesi"
          unitLabel="Depolama birimi"
          amount={form.field('storage_capacity')}
          unit={form.field('storage_capacity_unit')}
          units={valueOptions(STORAGE_UNITS)}
        />
        <AmountField
          label="Toplam yatırım maliyeti"
          unitLabel="Para birimi"
          amount={form.field('total_investment_cost')}
          unit={form.field('investment_currency')}
          units={valueOptions(CURRENCIES)}
        />
        <TextField label="Proje başlangıç tarihi" type="date" {...form.field('project_start_date')} />
        <TextField label="Devreye alma tarihi" type="date" {...form.field('commissioning_date')} />
      </FormSection>

      <FormSection title="Proje detayları">
        {text('investor', 'Yatırımcı')}
        {text('contractor', 'Yüklenici (EPC)')}
        {text('pv_module', 'PV modül')}
        {text('inverter', 'İnverter')}
        {text('construction', 'İnşaat')}
        {text('maintenance_repair', 'Bakım-onarım')}
        {text('financial_institution', 'Finansman kuruluşu')}
        {text('permission_status', 'İzin durumu')}
        {text('inspection_consulting', 'Denetim / müşavirlik')}
      </FormSection>

      <FormSection title="İlgili firmalar">
        {PROJECT_COMPANY_ROLES.map(({ role, label }) => (
          <CompanyPicker key={role} label={label} allowsFreeText={role in PICKER_TEXT_FIELDS} {...picker(role)} />
        ))}
      </FormSection>
    </SubmissionFormFrame>
  );
}
