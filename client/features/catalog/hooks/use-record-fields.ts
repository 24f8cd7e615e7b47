import { useEffect, useRef, useState } from 'react';
import type { NamedItem } from '../../../../shared/schemas/reference';
import { useDistricts } from '../../../api/districts';
import { useReference } from '../../../api/reference';
import type { FieldSpec, FieldValues, ReferenceKey } from '../record-fields';

/** The form closes this long after a successful submit (docs/product-rules.md#suggestions). */
export const RECORD_FORM_CLOSE_MS = 2000;

export interface FieldOption {
  value: string;
  label: string;
}

/**
 * What the suggestion and the correction forms share: the values as typed (the values at opening stay
 * the reference for "changed"), each field's error, a city change that clears the district, the
 * options of each select (districts load by city), "nothing changed", and the close 2 s after success.
 */
export function useRecordFields(fields: readonly string[], opening: FieldValues | (() => FieldValues), { done, onClose }: { done: boolean; onClose: () => void }) {
  // A refetch behind the form does not move the reference.
  const [initial] = useState(opening);
  const [values, setValues] = useState<FieldValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [noChange, setNoChange] = useState(false);
  const reference = useReference();
  const districts = useDistricts(fields.includes('district_id') ? (values.city_id ?? '') : '');

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => onCloseRef.current(), RECORD_FORM_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value, ...(name === 'city_id' ? { district_id: '' } : {}) }));
    setNoChange(false);
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  const optionsFor = (spec: FieldSpec): FieldOption[] => {
    if (Array.isArray(spec.options)) return spec.options.map((v: string) => ({ value: v, label: v }));
    const key = spec.options as ReferenceKey;
    const items: NamedItem[] = key === 'districts' ? (districts.data?.items ?? []) : (reference.data?.[key] ?? []);
    return items.map((item) => ({ value: item.id, label: item.name }));
  };

  /** The district waits for a city. */
  const waitsForCity = (name: string) => name === 'district_id' && !values.city_id;

  return { initial, values, setValues, errors, setErrors, noChange, setNoChange, change, optionsFor, waitsForCity };
}
