/**
 * The clickable "Aktif"/"Pasif" status badge of back-office lists (spec 3 §4: clicking the status
 * badge toggles it). `name` tells screen readers which row it belongs to.
 */
export function ActiveToggle({ active, name, disabled, onToggle }: { active: boolean; name: string; disabled?: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      disabled={disabled}
      onClick={onToggle}
      className={`rounded-full px-3 py-1 text-xs font-semibold ${active ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'}`}
    >
      {active ? 'Aktif' : 'Pasif'}
      <span className="sr-only">: {name}</span>
    </button>
  );
}
