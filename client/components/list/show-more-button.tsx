/** The toggle under a shortened list: "Tümünü göster (n)" / "Daha az göster". */
export function ShowMoreButton({ expanded, total, onToggle }: { expanded: boolean; total: number; onToggle: () => void }) {
  return (
    <button type="button" aria-expanded={expanded} onClick={onToggle} className="mt-3 text-sm font-semibold text-amber-700 hover:underline dark:text-amber-400">
      {expanded ? 'Daha az göster' : `Tümünü göster (${total})`}
    </button>
  );
}
