import { useState } from 'react';
import type { CorrectionKind } from '../../../../shared/schemas/corrections';
import { buttonClass } from '../../../components/ui/button-styles';
import { useCorrectionForm } from '../api/get-correction-form';
import { useMyCorrections } from '../api/get-my-corrections';
import { CorrectionModal } from './correction-modal';

/**
 * "Firma Olarak Düzelt" in a detail's footer (docs/decisions/070-field-corrections-and-change-log.md):
 * shown only to a representative of a company the record is linked to (the form's own answer says
 * so; anyone else gets 403 from it and sees nothing).
 */
export function CorrectButton({ kind, id, signedIn }: { kind: CorrectionKind; id: string; signedIn: boolean }) {
  const mine = useMyCorrections(signedIn);
  const represents = (mine.data?.companies.length ?? 0) > 0;
  const form = useCorrectionForm(kind, id, signedIn && represents);
  const [open, setOpen] = useState(false);
  if (!form.data) return null;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass('secondary', 'md')}>
        Firma Olarak Düzelt
      </button>
      {open && <CorrectionModal form={form.data} onClose={() => setOpen(false)} />}
    </>
  );
}
