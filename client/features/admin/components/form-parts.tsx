import { buttonClass } from '../../../components/ui/button-styles';
import { inputClass, labelClass } from '../../../components/ui/form-field';

// The small pieces every back-office form repeats: a colour input, a ticked flag and the
// cancel / save pair. One place, so their labels and states read the same on every screen.

export function ColorField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} type="color" value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass} mt-1.5 w-20 cursor-pointer p-1`} />
    </div>
  );
}

export function CheckField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
      <input type="checkbox" className="size-5 accent-amber-500" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** "Vazgeç" and "Kaydet" (busy while the save is pending). */
export function FormActions({ pending, onCancel, className = 'flex justify-end gap-2' }: { pending: boolean; onCancel: () => void; className?: string }) {
  return (
    <div className={className}>
      <button type="button" className={buttonClass('secondary', 'md')} onClick={onCancel}>
        Vazgeç
      </button>
      <button type="submit" className={buttonClass('primary', 'md')} disabled={pending}>
        {pending ? 'Kaydediliyor...' : 'Kaydet'}
      </button>
    </div>
  );
}
