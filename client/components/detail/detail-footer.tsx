import type { ReactNode } from 'react';
import { buttonClass } from '../ui/button-styles';

/** The actions under a detail: back (when opened from another detail), suggest, close. */
export function DetailFooter({ onBack, onSuggest, onClose, children }: { onBack?: () => void; onSuggest?: () => void; onClose: () => void; children?: ReactNode }) {
  return (
    <div className="mt-7 flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center dark:border-slate-800">
      {onBack && (
        <button type="button" onClick={onBack} className={buttonClass('ghost', 'md', 'sm:mr-auto')}>
          <span aria-hidden="true">←</span> Geri
        </button>
      )}
      {children}
      <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
        {onSuggest && (
          <button type="button" onClick={onSuggest} className={buttonClass('secondary', 'md')}>
            Güncelleme Öner
          </button>
        )}
        <button type="button" onClick={onClose} className={buttonClass('primary', 'md')}>
          Kapat
        </button>
      </div>
    </div>
  );
}
