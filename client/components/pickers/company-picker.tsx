import { COMPANY_PICKER_MIN_CHARS, type CompanyOption } from '../../../shared/schemas/submissions';
import { useCompanyOptions } from '../../api/company-options';
import { SearchPicker } from './search-picker';

export interface PickedCompany {
  /** The chosen catalogue company ('' for none). */
  companyId: string;
  /** What the box shows: the chosen company's name, or free text where the field allows it. */
  text: string;
}

interface CompanyPickerProps extends PickedCompany {
  label: string;
  onChange: (next: PickedCompany) => void;
  /** The typed name may stand without a catalogue company (owners engineering, docs/product-rules.md#submissions). */
  allowsFreeText?: boolean;
  error?: string;
}

/**
 * A related-company picker (docs/product-rules.md#submissions, #admin-catalogue): from 3 characters it lists up to 10 catalogue
 * companies by name (Turkish case-insensitive); choosing one stores its id, editing or clearing resets it.
 */
export function CompanyPicker({ label, companyId, text, onChange, allowsFreeText = false, error }: CompanyPickerProps) {
  return (
    <SearchPicker<CompanyOption & { id: string }>
      label={label}
      id={companyId}
      text={text}
      onChange={({ id, text: next }) => onChange({ companyId: id, text: next })}
      useOptions={useCompanyOptions}
      chosenHint="Platformdaki firma seçildi."
      labelOf={(company) => company.company_name}
      minChars={COMPANY_PICKER_MIN_CHARS}
      placeholder="Firma adı yazın"
      notFound={allowsFreeText ? 'Firma bulunamadı; yazdığınız ad kaydedilir.' : 'Firma bulunamadı'}
      failed="Firmalar yüklenemedi. Lütfen tekrar deneyin."
      allowsFreeText={allowsFreeText}
      freeTextHint={`En az ${COMPANY_PICKER_MIN_CHARS} harf yazıp listeden seçin ya da firma adını serbestçe yazın.`}
      error={error}
    />
  );
}
