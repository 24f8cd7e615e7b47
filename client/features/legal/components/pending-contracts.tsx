import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useAcceptContracts, usePendingContracts } from '../api/pending-contracts';

/**
 * A new required contract (or a new version of one) is asked of a member at their next visit
 * (docs/product-rules.md#accounts; decision 012): every pending contract must be ticked; the only other way
 * on is to sign out.
 */
export function PendingContracts({ userId, onSignOut }: { userId: string | undefined; onSignOut: () => void }) {
  const pending = usePendingContracts(userId);
  const items = pending.data?.items ?? [];
  if (!userId || items.length === 0) return null;
  return <PendingContractsDialog userId={userId} items={items} onSignOut={onSignOut} />;
}

function PendingContractsDialog({ userId, items, onSignOut }: { userId: string; items: { id: string; title: string; file_url: string }[]; onSignOut: () => void }) {
  const accept = useAcceptContracts(userId);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const all = items.every((c) => ticked.has(c.id));
  return (
    // Escape and a click outside do not skip the question.
    <Modal title="Güncellenen sözleşmeler" description="Devam etmek için aşağıdaki zorunlu sözleşmeleri okuyup onaylayın." onClose={() => undefined}>
      <ul className="space-y-3">
        {items.map((contract) => (
          <li key={contract.id} className="flex items-start gap-3">
            <input
              id={`pending-${contract.id}`}
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-amber-500"
              checked={ticked.has(contract.id)}
              onChange={(e) => {
                const next = new Set(ticked);
                if (e.target.checked) next.add(contract.id);
                else next.delete(contract.id);
                setTicked(next);
              }}
            />
            <label htmlFor={`pending-${contract.id}`} className="text-sm text-slate-800 dark:text-slate-200">
              <a href={contract.file_url} target="_blank" rel="noopener noreferrer" className="font-semibold text-amber-800 underline dark:text-amber-300">
                {contract.title}
                <span className="sr-only"> (PDF, yeni sekmede açılır)</span>
              </a>{' '}
              metnini okudum ve kabul ediyorum.
            </label>
          </li>
        ))}
      </ul>
      {accept.error && <Alert className="mt-4">{errorMessage(accept.error)}</Alert>}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('secondary', 'md')} onClick={onSignOut}>
          Çıkış Yap
        </button>
        <button type="button" className={buttonClass('primary', 'md')} disabled={!all || accept.isPending} onClick={() => accept.mutate(items.map((c) => c.id))}>
          {accept.isPending ? 'Kaydediliyor...' : 'Kabul Et ve Devam Et'}
        </button>
      </div>
    </Modal>
  );
}
