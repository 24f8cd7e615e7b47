import { companySubmissionSchema } from '../../../../shared/schemas/submissions';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useSubmissionForm } from '../hooks/use-submission-form';
import { CHOOSE, optionsOf } from './reference-options';
import { FormSection, SubmissionFormFrame } from './submission-form-frame';

const EMPTY = {
  company_name: '',
  activity_type_id: '',
  product_type_id: '',
  city_id: '',
  establishment_year: '',
  website: '',
  linkedin: '',
  relevant_person: '',
  title: '',
  email: '',
  phone: '',
};

/** /profile/companies/new (docs/product-rules.md#submissions): a new company for the catalogue, approved by an admin. */
export function CompanySubmissionForm({ userId }: { userId: string }) {
  const { form, reference, frame } = useSubmissionForm({ kind: 'companies', schema: companySubmissionSchema, empty: EMPTY, userId });
  const loading = reference.isPending;

  return (
    <SubmissionFormFrame
      kind="companies"
      title="Yeni Firma Başvurusu"
      intro="Platformda yer almayan bir firmayı ekleyin; bilgiler yönetici onayından sonra yayına alınır."
      {...frame}
    >
      <FormSection title="Firma bilgileri">
        <div className="sm:col-span-2">
          <TextField label="Firma adı" markRequired {...form.field('company_name')} autoComplete="organization" />
        </div>
        <SelectField label="Faaliyet alanı" markRequired placeholder={CHOOSE} options={optionsOf(reference.data?.company_activity_types)} disabled={loading} {...form.field('activity_type_id')} />
        <SelectField label="Ürün / hizmet tipi" markRequired placeholder={CHOOSE} options={optionsOf(reference.data?.company_product_types)} disabled={loading} {...form.field('product_type_id')} />
        <SelectField label="Şehir" markRequired placeholder={CHOOSE} options={optionsOf(reference.data?.cities)} disabled={loading} {...form.field('city_id')} />
        <TextField label="Kuruluş yılı" inputMode="numeric" placeholder={`1900–${new Date().getFullYear()}`} {...form.field('establishment_year')} />
      </FormSection>
      <FormSection title="İletişim">
        <TextField label="Web sitesi" type="url" inputMode="url" placeholder="https://" {...form.field('website')} />
        <TextField label="LinkedIn" type="url" inputMode="url" placeholder="https://www.linkedin.com/company/…" {...form.field('linkedin')} />
        <TextField label="İlgili kişi" {...form.field('relevant_person')} autoComplete="name" />
        <TextField label="Unvan" {...form.field('title')} autoComplete="organization-title" />
        <TextField label="E-posta" type="email" {...form.field('email')} autoComplete="email" />
        <TextField label="Telefon" type="tel" {...form.field('phone')} autoComplete="tel" />
      </FormSection>
    </SubmissionFormFrame>
  );
}
