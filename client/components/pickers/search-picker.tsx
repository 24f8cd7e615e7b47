import { useRef, type ReactNode } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { inputClass, labelClass } from '../ui/form-field';
import { CloseIcon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** The server is asked once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 250;

export interface Picked {
  /** The chosen record ('' for none). */
  id: string;
  /** What the box shows: the chosen record's label, or free text where the field allows it. */
  text: string;
}

export interface PickerOptions<T> {
  data?: { items: T[] };
  isFetching: boolean;
  isError: boolean;
}

export interface SearchPickerProps<T extends { id: string }> extends Picked {
  label: string;
  onChange: (next: Picked) => void;
  /** The options hook, called with the debounced text (idle below `minChars`). */
  useOptions: (search: string) => PickerOptions<T>;
  labelOf: (item: T) => string;
  /** How a row of the list reads (default: its label). */
  renderItem?: (item: T) => ReactNode;
  minChars: number;
  placeholder: string;
  /** Texts: nothing found, the list failed. */
  notFound: string;
  failed: string;
  /** The typed text may stand without a chosen record. */
  allowsFreeText?: boolean;
  freeTextHint?: string;
  /** The hint once a record is chosen. */
  chosenHint?: string;
  error?: string;
  markRequired?: boolean;
}

/**
 * A search picker on React Aria's ComboBox (docs/product-rules.md#submissions): from `minChars` characters it
 * lists what the server finds; choosing one stores its id, editing the text or clearing resets it.
 * Without free text, text that names no chosen record is dropped on blur.
 */
export function SearchPicker<T extends { id: string }>({
  label,
  id,
  text,
  onChange,
  useOptions,
  labelOf,
  renderItem,
  minChars,
  placeholder,
  notFound,
  failed,
  allowsFreeText = false,
  freeTextHint,
  chosenHint = 'Seçildi.',
  error,
  markRequired,
}: SearchPickerProps<T>) {
  const search = useDebouncedValue(id ? '' : text, SEARCH_DEBOUNCE_MS);
  const options = useOptions(search);
  const found = options.data?.items ?? [];
  // The chosen record stays in the list, so the box keeps showing its label (e.g. after a draft is loaded).
  const chosen = id && !found.some((item) => item.id === id) ? [{ id, __label: text } as unknown as T] : [];
  const items = [...chosen, ...found];
  const textOf = (item: T) => (item as unknown as { __label?: string }).__label ?? labelOf(item);
  const chosenText = useRef<string | null>(null);
  const tooShort = text.trim().length < minChars;
  const searching = !tooShort && (options.isFetching || search !== text);

  return (
    <ComboBox
      className="group"
      items={items}
      inputValue={text}
      selectedKey={id || null}
      allowsCustomValue={allowsFreeText}
      allowsEmptyCollection
      menuTrigger="input"
      isInvalid={Boolean(error)}
      onSelectionChange={(key) => {
        if (key === null) return;
        const item = items.find((i) => i.id === key);
        if (!item) return;
        chosenText.current = textOf(item);
        onChange({ id: item.id, text: textOf(item) });
      }}
      onInputChange={(value) => {
        // Choosing a record also writes its label into the box: that is not an edit.
        if (id && value === text) return;
        if (value === chosenText.current) {
          chosenText.current = null;
          return;
        }
        onChange({ id: '', text: value });
      }}
    >
      <Label className={labelClass}>
        {label}
        {markRequired && (
          <span aria-hidden="true" className="text-red-600 dark:text-red-400">
            *
          </span>
        )}
      </Label>
      <div className="relative mt-1.5">
        <Input className={`${inputClass} pr-10`} placeholder={placeholder} autoComplete="off" />
        {text && (
          <Button
            slot={null}
            onPress={() => {
              chosenText.current = null;
              onChange({ id: '', text: '' });
            }}
            className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-white"
          >
            <CloseIcon className="size-4" />
            <span className="sr-only">{label} alanını temizle</span>
          </Button>
        )}
      </div>
      <Text slot="description" className="mt-1.5 block text-xs text-slate-500 dark:text-slate-400">
        {id ? chosenHint : allowsFreeText ? (freeTextHint ?? `En az ${minChars} harf yazıp listeden seçin ya da serbestçe yazın.`) : `En az ${minChars} harf yazıp listeden seçin.`}
      </Text>
      {error && <Text slot="errorMessage" className="mt-1.5 block text-sm font-medium text-red-700 dark:text-red-400">{error}</Text>}
      <Popover
        offset={4}
        className="w-(--trigger-width) overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <ListBox<T>
          className="max-h-64 outline-none"
          renderEmptyState={() => (
            <p className="flex items-center gap-2 px-3 py-2 text-sm text-slate-600 dark:text-slate-400">
              {tooShort ? (
                `En az ${minChars} harf yazın`
              ) : searching ? (
                <>
                  <Spinner className="size-4" /> Aranıyor…
                </>
              ) : options.isError ? (
                failed
              ) : (
                notFound
              )}
            </p>
          )}
        >
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={textOf(item)}
              className="cursor-pointer rounded-lg px-3 py-2 text-sm text-slate-900 outline-none data-focused:bg-amber-50 data-selected:font-semibold dark:text-slate-100 dark:data-focused:bg-slate-800"
            >
              {(item as unknown as { __label?: string }).__label ?? (renderItem ? renderItem(item) : labelOf(item))}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
