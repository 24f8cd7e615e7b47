import { formatDateTime } from '../../lib/format';
import { Alert } from './alert';
import { buttonClass } from './button-styles';

/** The offer of a form draft kept from an earlier visit (docs/product-rules.md#general): load it into the form or delete it. */
export function DraftNotice({
  savedAt,
  onRestore,
  onDiscard,
  onDismiss,
  className = 'mb-5',
}: {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
  /** Hides the offer and keeps the draft (the back office's "dismiss", docs/product-rules.md#admin-catalogue). */
  onDismiss?: () => void;
  className?: string;
}) {
  return (
    <Alert
      tone="info"
      className={className}
      action={
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass('primary', 'sm')} onClick={onRestore}>
            Taslağı Yükle
          </button>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={onDiscard}>
            Taslağı Sil
          </button>
          {onDismiss && (
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={onDismiss}>
              Şimdilik Gizle
            </button>
          )}
        </div>
      }
    >
      Kaydedilmiş bir taslağınız var
      {savedAt && <span className="block font-normal">{formatDateTime(savedAt)}</span>}
    </Alert>
  );
}
