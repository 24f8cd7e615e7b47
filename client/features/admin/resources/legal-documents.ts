import { LEGAL_DOCUMENT_MESSAGES, legalDocumentFieldsSchema, type LegalDocumentKind } from '../../../../shared/schemas/admin/legal-documents';
import { adminSaver } from '../api/admin-resource-api';
import type { FormResource } from './form-resource';
import { queryKeys } from '../../../api/query-keys';

// A contract or cookie policy (docs/product-rules.md#legal-documents): added above its list, edited
// in place.

/** The footer's and the registration form's lists follow every write at once. */
export const LEGAL_PAGES = [queryKeys.legal.all];

/** Title, PDF and (contracts) the required flag, sent as multipart; a new PDF is optional on an edit. */
export function legalDocumentForm(kind: LegalDocumentKind, editing: boolean): FormResource {
  const M = LEGAL_DOCUMENT_MESSAGES[kind];
  return {
    path: `/${kind}`,
    singular: M.noun,
    schema: legalDocumentFieldsSchema,
    sections: [
      {
        fields: [
          { kind: 'text', name: 'title', label: 'Başlık', required: true, maxLength: 200, wide: true },
          { kind: 'file', name: 'file', accept: 'pdf', label: 'PDF dosyası', editLabel: 'Yeni PDF (isteğe bağlı)', missing: M.fileRequired, wide: true, hint: editing ? 'Boş bırakılırsa mevcut dosya kalır. PDF, en fazla 10 MB' : undefined },
          ...(kind === 'contracts' ? [{ kind: 'checkbox' as const, name: 'must', label: 'Zorunlu' }] : []),
        ],
      },
    ],
    useSave: adminSaver(`/${kind}`, { multipart: true, also: LEGAL_PAGES }),
    messages: { loadFailed: M.loadFailed, saveFailed: editing ? M.updateFailed : M.createFailed },
  };
}
