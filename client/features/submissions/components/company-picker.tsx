import { useRef } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { COMPANY_PICKER_MIN_CHARS, type CompanyOption } from '../../../../shared/schemas/submissions';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import { CloseIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCompanyOptions } from '../api/get-company-options';

/** The server is asked once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 250;

export interface PickedCompany {
  /** The chosen catalogue company ('' for none). */
  companyId: string;
  /** What the box shows: the chosen company's name, or free text where the field allows it. */
  text: string;
}

interface CompanyPickerProps extends PickedCompany {
  label: string;
  onChange: (next: PickedCompany) => void;
  /** The typed name may stand without a catalogue company (owners engineering, spec 2 §5). */
  allowsFreeText?: boolean;
  error?: string;
}

/**
 * A related-company picker (spec 2 §5) on React Aria's ComboBox: from 3 characters it lists up to
 * 10 catalogue companies by name (Turkish case-insensitive); choosing one stores its id, editing the
 * text or clearing resets it. Without free text, text that names no chosen company is dropped on blur.
 */
export function CompanyPicker({ label, companyId, text, onChange, allowsFreeText = false, error }: CompanyPickerProps) {
  const search = useDebouncedValue(companyId ? '' : text, SEARCH_DEBOUNCE_MS);
  const options = useCompanyOptions(search);
  const found = options.data?.items ?? [];
  // The chosen company stays in the list, so the box keeps showing its name (e.g. after a draft is loaded).
  const items: CompanyOption[] = companyId && !found.some((c) => c.id === companyId) ? [{ id: companyId, company_name: text }, ...found] : found;
  const chosenName = useRef<string | null>(null);
  const tooShort = text.trim().length < COMPANY_PICKER_MIN_CHARS;
  const searching = !tooShort && (options.isFetching || search !== text);

  return (
    <ComboBox
      className="group"
      items={items}
      inputValue={text}
      selectedKey={companyId || null}
      allowsCustomValue={allowsFreeText}
      allowsEmptyCollection
      menuTrigger="input"
      isInvalid={Boolean(error)}
      onSelectionChange={(key) => {
        if (key === null) return;
        const company = items.find((c) => c.id === key);
        if (!company) return;
        chosenName.current = company.company_name;
        onChange({ companyId: company.id, text: company.company_name });
      }}
      onInputChange={(value) => {
        // Choosing a company also writes its name into the box: that is not an edit.
        if (companyId && value === text) return;
        if (value === chosenName.current) {
          chosenName.current = null;
          return;
        }
        onChange({ companyId: '', text: value });
      }}
    >
      <Label className={labelClass}>{label}</Label>
      <div className="relative mt-1.5">
        <Input className={`${inputClass} pr-10`} placeholder="Firma adı yazın" autoComplete="off" />
        {text && (
          <Button
            slot={null}
            onPress={() => {
              chosenName.current = null;
              onChange({ companyId: '', text: '' });
            }}
            className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-white"
          >
            <CloseIcon className="size-4" />
            <span className="sr-only">{label} alanını temizle</span>
          </Button>
        )}
      </div>
      <Text slot="description" className="mt-1.5 block text-xs text-slate-500 dark:text-slate-400">
        {companyId
          ? 'Platformdaki firma seçildi.'
          : allowsFreeText
            ? `En az ${COMPANY_PICKER_MIN_CHARS} harf yazıp listeden seçin ya da firma adını serbestçe yazın.`
            : `En az ${COMPANY_PICKER_MIN_CHARS} harf yazıp listeden seçin.`}
      </Text>
      {error && <Text slot="errorMessage" className="mt-1.5 block text-sm font-medium text-red-700 dark:text-red-400">{error}</Text>}
      <Popover
        offset={4}
        className="w-(--trigger-width) overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <ListBox<CompanyOption>
          className="max-h-64 outline-none"
          renderEmptyState={() => (
            <p className="flex items-center gap-2 px-3 py-2 text-sm text-slate-600 dark:text-slate-400">
              {tooShort ? (
                `En az ${COMPANY_PICKER_MIN_CHARS} harf yazın`
              ) : searching ? (
                <>
                  <Spinner className="size-4" /> Aranıyor…
                </>
              ) : options.isError ? (
                'Firmalar yüklenemedi. Lütfen tekrar deneyin.'
              ) : allowsFreeText ? (
                'Firma bulunamadı; yazdığınız ad kaydedilir.'
              ) : (
                'Firma bulunamadı'
              )}
            </p>
          )}
        >
          {(company) => (
            <ListBoxItem
              id={company.id}
              textValue={company.company_name}
              className="cursor-pointer rounded-lg px-3 py-2 text-sm text-slate-900 outline-none data-focused:bg-amber-50 data-selected:font-semibold dark:text-slate-100 dark:data-focused:bg-slate-800"
            >
              {company.company_name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
